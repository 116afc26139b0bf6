import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { Dashboard } from '@colleghi/api-contract';

/**
 * The dashboard payload. Widgets never call this: the host loads it once per visit through
 * useDashboardVisit() and widgets read it with useDashboardData().
 */
export function getDashboard(): Promise<ApiResult<Dashboard>> {
  return request<Dashboard>({ url: 'dashboard/' });
}

/** Hides a closable card for this user (204, no body). */
export function closeDashboardCard(id: number): Promise<ApiResult<null>> {
  return request<null>({ method: 'DELETE', url: `cards/${id}/` });
}
