import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Office, Page } from '@colleghi/api-contract';

export interface OfficeSearch {
  search: string;
  /** 'accountant' restricts the list to tax courts. */
  role?: 'accountant' | 'lawyer';
  office_type?: Office['office_type'];
  is_coa?: boolean;
  page?: number;
}

export function searchOffices({
  search,
  role,
  office_type,
  is_coa,
  page,
}: OfficeSearch): Promise<ApiResult<Page<Office>>> {
  return request<Page<Office>>({
    url: 'offices/',
    params: { search, role, office_type, is_coa, page },
  });
}
