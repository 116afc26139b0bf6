import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Office, Page, Query } from '@colleghi/api-contract';

export function searchOffices({
  search,
  role,
  office_type,
  is_coa,
  page,
}: Query<'/api/offices/'>): Promise<ApiResult<Page<Office>>> {
  return request<Page<Office>>({
    url: 'offices/',
    params: { search, role, office_type, is_coa, page },
  });
}
