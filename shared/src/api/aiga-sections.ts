import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { NamedEntry, Page } from '@colleghi/api-contract';

export function searchAigaSections(
  search: string,
  page?: number,
): Promise<ApiResult<Page<NamedEntry>>> {
  return request<Page<NamedEntry>>({ url: 'aigasections/', params: { search, page } });
}
