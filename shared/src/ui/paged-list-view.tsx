import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { InfiniteList } from './infinite-list';
import type { InfiniteListProps } from './infinite-list';
import type { PagedList } from './use-paged-list';

export const RETRY_LABEL = 'Riprova';
/** A list that failed after the error modal told why: what failed, and what to do. */
export const LIST_FAILED_TEXT =
  'Non è stato possibile caricare l’elenco. Premi Riprova per caricarlo di nuovo.';

export interface PagedListViewProps<T> extends Pick<
  InfiniteListProps<T>,
  'renderItem' | 'getKey' | 'emptyText' | 'ariaLabel'
> {
  /** What usePagedList returns (or a list built on it). */
  list: Pick<PagedList<T>, 'items' | 'hasMore' | 'loading' | 'error' | 'loadMore' | 'retry'> &
    Partial<Pick<PagedList<T>, 'failed'>>;
  /** Shown in place of the list while the first page loads; without it, the list's own loader. */
  skeleton?: ReactNode;
  /** Shown in place of the list once it has loaded empty; without it, the list's `emptyText`. */
  emptyState?: ReactNode;
}

/**
 * The body of a screen that lists server pages: a failure with Riprova above the items (alone
 * when none has loaded), an optional placeholder for the first load and empty state, then the
 * infinite list, which stops asking for pages while a failure is shown.
 */
export function PagedListView<T>({
  list,
  skeleton,
  emptyState,
  ...listProps
}: PagedListViewProps<T>) {
  const { items, hasMore, loading, error, loadMore, retry } = list;
  const failed = list.failed ?? error !== null;
  const nothingShown = items.length === 0;

  let body: ReactNode;
  if (skeleton !== undefined && loading && nothingShown) body = skeleton;
  else if (emptyState !== undefined && !loading && !failed && nothingShown) body = emptyState;
  else if (failed && nothingShown) body = null;
  else {
    body = (
      <InfiniteList
        {...listProps}
        items={items}
        hasMore={hasMore && !failed}
        loading={loading}
        onLoadMore={loadMore}
      />
    );
  }

  // A failure says what failed: the server's message, or, when the global error modal told about
  // the server error, that the list was not loaded.
  const failure = error ?? (failed ? LIST_FAILED_TEXT : null);
  return (
    <>
      {failure ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {RETRY_LABEL}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : null}
      {body}
    </>
  );
}
