import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { City, Paginated } from './types';

export function searchCities(search: string, page?: number): Promise<ApiResult<Paginated<City>>> {
  return request<Paginated<City>>({ url: 'cities/', params: { search, page } });
}

/** The cities matching `search`, as a city picker's options; none when the call fails. */
export async function cityOptions(search: string): Promise<City[]> {
  return (await searchCities(search)).data?.results ?? [];
}
