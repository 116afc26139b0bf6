import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApiResult } from '@colleghi/shared/platform';
import { createRecord, openSharedRecord } from '../api/records';
import { recordsQueryKeys } from '../api/query-keys';

export interface RecordWrites {
  createRecord: typeof createRecord;
  openSharedRecord: typeof openSharedRecord;
}

/**
 * Creating and opening records, each marking the lists of every tab stale once the server took
 * it. They are not asked again at once: the screen that acted already puts the server's record
 * first, and a refetch there would only race it; any other tab asks again when it shows. The bell
 * is not refreshed: opening a shared record notifies its owner, not the user who opened it. Same
 * results as the plain API functions, so the forms keep reading their field errors.
 */
export function useRecordWrites(): RecordWrites {
  const client = useQueryClient();
  return useMemo(() => {
    const refreshing =
      <A extends unknown[], T>(write: (...args: A) => Promise<ApiResult<T>>) =>
      async (...args: A): Promise<ApiResult<T>> => {
        const result = await write(...args);
        if (result.error === null) {
          void client.invalidateQueries({ queryKey: recordsQueryKeys.all, refetchType: 'none' });
        }
        return result;
      };
    return {
      createRecord: refreshing(createRecord),
      openSharedRecord: refreshing(openSharedRecord),
    };
  }, [client]);
}
