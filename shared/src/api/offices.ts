import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Office, OfficeType, Paginated } from './types';

export interface OfficeSearch {
  search: string;
  /** 'accountant' restricts the list to tax courts. */
  role?: 'accountant' | 'lawyer';
  office_type?: OfficeType;
  is_coa?: boolean;
  page?: number;
}

export function searchOffices({
  search,
  role,
  office_type,
  is_coa,
  page,
}: OfficeSearch): Promise<ApiResult<Paginated<Office>>> {
  return request<Paginated<Office>>({
    url: 'offices/',
    params: { search, role, office_type, is_coa, page },
  });
}
