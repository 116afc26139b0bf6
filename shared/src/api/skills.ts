import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Skill, Paginated } from './types';

// Skill ids 12, 16 and 17 are left out by the server.
export function searchSkills(search: string, page?: number): Promise<ApiResult<Paginated<Skill>>> {
  return request<Paginated<Skill>>({ url: 'skills/', params: { search, page } });
}
