import type { ApiResult } from '@colleghi/shared/platform';
import { request } from '@colleghi/shared/platform';
import type { Demand, Page, Query } from '@colleghi/api-contract';

export function listReceivedDemands({
  page,
  search,
  status,
}: Query<'/api/received-demands/'> = {}): Promise<ApiResult<Page<Demand>>> {
  return request<Page<Demand>>({
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
