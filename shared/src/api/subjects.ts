import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Subject, Paginated } from './types';

export function searchSubjects(
  search: string,
  page?: number,
): Promise<ApiResult<Paginated<Subject>>> {
  return request<Paginated<Subject>>({ url: 'subjects/', params: { search, page } });
}

/** The subjects matching `search`, as a subject picker's options; none when the call fails. */
export async function subjectOptions(search: string): Promise<Subject[]> {
  return (await searchSubjects(search)).data?.results ?? [];
}
