import type { ApiResult } from '@colleghi/shared/platform';
import { request } from '@colleghi/shared/platform';
import type { Demand, EstimateItem, Page, Query, RequestBody } from '@colleghi/api-contract';

export function createDemand(
  body: RequestBody<'/api/demands/', 'post'>,
): Promise<ApiResult<Demand>> {
  return request<Demand>({ method: 'POST', url: 'demands/', data: body });
}

/**
 * A guest's demand. It authenticates with the key auth/light-register/ returned: start the session
 * with that key (startSession) before calling, request() sends the stored token.
 */
export function createTempDemand(
  body: RequestBody<'/api/demands/', 'post'>,
): Promise<ApiResult<Demand>> {
  return request<Demand>({ method: 'POST', url: 'temp-demands/', data: body });
}

/** Skills colleagues of the office's city hold (a plain array, not paginated). */
export function estimateSkills({
  office_id,
  role,
}: Required<Query<'/api/demands/estimate/'>>): Promise<ApiResult<EstimateItem[]>> {
  return request<EstimateItem[]>({ url: 'demands/estimate/', params: { office_id, role } });
}

export function listDemands({ page, search, status }: Query<'/api/demands/'> = {}): Promise<
  ApiResult<Page<Demand>>
> {
  return request<Page<Demand>>({ url: 'demands/', params: { page, search, status } });
}

export function getDemand(id: number): Promise<ApiResult<Demand>> {
  return request<Demand>({ url: `demands/${id}/` });
}

/** Stops extending the search to colleagues with similar skills. */
export function stopDelay(id: number): Promise<ApiResult<Demand>> {
  return request<Demand>({ method: 'PUT', url: `demands/${id}/`, data: { is_delayed: false } });
}

export function deleteDemand(id: number): Promise<ApiResult<null>> {
  return request<null>({ method: 'DELETE', url: `demands/${id}/` });
}

export function annulDemand(id: number): Promise<ApiResult<Demand>> {
  return request<Demand>({ url: `demands/${id}/annulled/` });
}

export function assignCandidate(demandId: number, candidateId: number): Promise<ApiResult<Demand>> {
  return request<Demand>({ url: `demands/${demandId}/invitations/${candidateId}/assign/` });
}

export function markDemandPaid(id: number): Promise<ApiResult<Demand>> {
  return request<Demand>({ url: `demands/${id}/paid/` });
}
