// The monolith has no remote entries to retry.
export function RetryPlugin(): { name: string } {
  return { name: 'monolith-no-retry' };
}
