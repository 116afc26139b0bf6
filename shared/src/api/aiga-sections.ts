import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Section, Paginated } from './types';

export function searchAigaSections(
  search: string,
  page?: number,
): Promise<ApiResult<Paginated<Section>>> {
  return request<Paginated<Section>>({ url: 'aigasections/', params: { search, page } });
}
