import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { City, Page } from '@colleghi/api-contract';

export function searchCities(search: string, page?: number): Promise<ApiResult<Page<City>>> {
  return request<Page<City>>({ url: 'cities/', params: { search, page } });
}

/** The key of city suggestions in the page's query cache (the search text follows it). */
export const CITY_OPTIONS_KEY = ['cities'] as const;

/** The cities matching `search`, as a city picker's options; none when the call fails. */
export async function cityOptions(search: string): Promise<City[]> {
  return (await searchCities(search)).data?.results ?? [];
}
