/**
 * The records' server data in the page's query cache: everything under ['records'] (the lists
 * of every tab), so creating or opening a record refreshes them all at once.
 */
export const recordsQueryKeys = {
  all: ['records'],
} as const;
