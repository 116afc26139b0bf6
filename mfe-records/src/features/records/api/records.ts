import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { Page, Query, RecordItem, RequestBody } from '@colleghi/api-contract';

/** filter all = created by me + shared with me; newest first. */
export function listRecords({ filter, page }: Query<'/api/records/'> = {}): Promise<
  ApiResult<Page<RecordItem>>
> {
  return request<Page<RecordItem>>({ url: 'records/', params: { filter, page } });
}

/** No body: the server numbers the record and draws its access code. */
export function createRecord(): Promise<ApiResult<RecordItem>> {
  return request<RecordItem>({ method: 'POST', url: 'records/' });
}

/**
 * Adds a record shared by a colleague; without a code, reopens one the user already holds.
 * Errors: 400 { link } / { code }, 429 { detail } after too many wrong codes.
 */
export function openSharedRecord({
  link,
  code,
}: RequestBody<'/api/records/open/', 'post'>): Promise<ApiResult<RecordItem>> {
  return request<RecordItem>({
    method: 'POST',
    url: 'records/open/',
    data: code === undefined ? { link } : { link, code },
  });
}
