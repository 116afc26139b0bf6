import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { NamedEntry, Page, paths } from '@colleghi/api-contract';

export interface AutocompleteSearch {
  search: string;
  role?: string;
  page?: number;
}

export function autocomplete(
  kind: paths['/api/autocomplete/{kind}/']['get']['parameters']['path']['kind'],
  { search, role, page }: AutocompleteSearch,
): Promise<ApiResult<Page<NamedEntry>>> {
  return request<Page<NamedEntry>>({
    url: `autocomplete/${kind}/`,
    params: { search, role, page },
  });
}
