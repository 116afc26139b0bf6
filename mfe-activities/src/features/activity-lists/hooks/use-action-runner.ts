import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import type { ApiErrorBody, ApiResult } from '@colleghi/shared/platform';
import { refreshAfterActivityChange } from '../../../api/query-keys';

export interface RunOptions<T> {
  /** The toast after success. */
  success: string;
  onSuccess: (data: T | null) => void;
  /** Handles a refusal itself (return true) instead of the default error toast. */
  onRefused?: (error: ApiErrorBody | null) => boolean;
}

type Call = () => Promise<ApiResult<unknown>>;

/**
 * One action at a time from a detail panel: while it runs every button is disabled (no double
 * submissions); afterwards a toast tells the outcome in the server's words. 5xx errors are already
 * shown by the global error modal, so they get no toast. `onRefused` runs after any refusal (4xx):
 * what the panel shows may be stale (the other party acted meanwhile). Each action is a mutation
 * of the page's query cache: once the server agrees, every list, panel, dashboard widget and the
 * bell showing what it changed asks again.
 */
export function useActionRunner(onRefused?: () => void) {
  const refused = useRef(onRefused);
  refused.current = onRefused;
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (call: Call) => call(),
    onSuccess: (result) => {
      if (result.error === null) void refreshAfterActivityChange();
    },
  });

  const run = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, options: RunOptions<T>): Promise<boolean> => {
      const result = (await mutateAsync(call)) as ApiResult<T>;
      if (result.error === null) {
        showToast({ message: options.success, severity: 'success' });
        options.onSuccess(result.data);
        return true;
      }
      if (result.error500) return false;
      refused.current?.();
      if (options.onRefused?.(result.error)) return false;
      showToast({ message: serverErrorMessage(result.error), severity: 'error' });
      return false;
    },
    [mutateAsync],
  );

  return { busy: isPending, run };
}
