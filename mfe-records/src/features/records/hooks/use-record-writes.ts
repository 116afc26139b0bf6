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
 * Creating and opening records, each refreshing the lists of every tab once the server took it
 * (the screen puts the record first meanwhile). The bell is not refreshed: opening a shared
 * record notifies its owner, not the user who opened it. Same results as the plain API
 * functions, so the forms keep reading their field errors.
 */
export function useRecordWrites(): RecordWrites {
  const client = useQueryClient();
  return useMemo(() => {
    const refreshing =
      <A extends unknown[], T>(write: (...args: A) => Promise<ApiResult<T>>) =>
      async (...args: A): Promise<ApiResult<T>> => {
        const result = await write(...args);
        if (result.error === null) {
          void client.invalidateQueries({ queryKey: recordsQueryKeys.all });
        }
        return result;
      };
    return {
      createRecord: refreshing(createRecord),
      openSharedRecord: refreshing(openSharedRecord),
    };
  }, [client]);
}
