import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Subject, Paginated } from './types';

export function searchSubjects(
  search: string,
  page?: number,
): Promise<ApiResult<Paginated<Subject>>> {
  return request<Paginated<Subject>>({ url: 'subjects/', params: { search, page } });
}
