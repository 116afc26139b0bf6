import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { City, Paginated } from './types';

export function searchCities(search: string, page?: number): Promise<ApiResult<Paginated<City>>> {
  return request<Paginated<City>>({ url: 'cities/', params: { search, page } });
}
