import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { Page, Skill } from '@colleghi/api-contract';

// Skill ids 12, 16 and 17 are left out by the server.
export function searchSkills(search: string, page?: number): Promise<ApiResult<Page<Skill>>> {
  return request<Page<Skill>>({ url: 'skills/', params: { search, page } });
}
