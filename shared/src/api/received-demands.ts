import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { ActivityListQuery, AssignmentFilter, Demand } from './activity-types';
import type { Paginated } from './types';

export function listReceivedDemands({
  page,
  search,
  status,
}: ActivityListQuery<AssignmentFilter> = {}): Promise<ApiResult<Paginated<Demand>>> {
  return request<Paginated<Demand>>({
    url: 'received-demands/',
    params: { page, search, status },
  });
}

/** Irreversible: the assignee declares the activity done. */
export function completeDemand(id: number): Promise<ApiResult<Demand>> {
  return request<Demand>({ url: `received-demands/${id}/completed/` });
}

export function deleteReceivedDemand(id: number): Promise<ApiResult<null>> {
  return request<null>({ method: 'DELETE', url: `received-demands/${id}/` });
}
