import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast, serverErrorMessage } from '@colleghi/shared/platform';
import type { ApiErrorBody, ApiResult } from '@colleghi/shared/platform';

export interface RunOptions<T> {
  /** The toast after success. */
  success: string;
  onSuccess: (data: T | null) => void;
  /** Handles a refusal itself (return true) instead of the default error toast. */
  onRefused?: (error: ApiErrorBody | null) => boolean;
}

/**
 * One action at a time from a detail panel: while it runs every button is disabled (no double
 * submissions); afterwards a toast tells the outcome in the server's words. 5xx errors are already
 * shown by the global error modal, so they get no toast. `onRefused` runs after any refusal (4xx):
 * what the panel shows may be stale (the other party acted meanwhile).
 */
export function useActionRunner(onRefused?: () => void) {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  const refused = useRef(onRefused);
  refused.current = onRefused;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>, options: RunOptions<T>): Promise<boolean> => {
      setBusy(true);
      const result = await call();
      if (mounted.current) setBusy(false);
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
    [],
  );

  return { busy, run };
}
