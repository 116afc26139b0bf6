import type { ApiResult } from '@colleghi/shared/platform';
import { request } from '@colleghi/shared/platform';
import type { NamedEntry, Page } from '@colleghi/api-contract';

export function searchSubjects(
  search: string,
  page?: number,
): Promise<ApiResult<Page<NamedEntry>>> {
  return request<Page<NamedEntry>>({ url: 'subjects/', params: { search, page } });
}

/** The key of subject suggestions in the page's query cache (the search text follows it). */
export const SUBJECT_OPTIONS_KEY = ['subjects'] as const;

/** The subjects matching `search`, as a subject picker's options; none when the call fails. */
export async function subjectOptions(search: string): Promise<NamedEntry[]> {
  return (await searchSubjects(search)).data?.results ?? [];
}
