import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { AutocompleteKind, NamedItem, Paginated } from './types';

export interface AutocompleteSearch {
  search: string;
  role?: string;
  page?: number;
}

export function autocomplete(
  kind: AutocompleteKind,
  { search, role, page }: AutocompleteSearch,
): Promise<ApiResult<Paginated<NamedItem>>> {
  return request<Paginated<NamedItem>>({
    url: `autocomplete/${kind}/`,
    params: { search, role, page },
  });
}
