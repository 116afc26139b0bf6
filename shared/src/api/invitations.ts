import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { ActivityListQuery, Invitation, InvitationFilter } from './activity-types';
import type { Paginated } from './types';

export function listInvitations({
  page,
  search,
  status,
}: ActivityListQuery<InvitationFilter> = {}): Promise<ApiResult<Paginated<Invitation>>> {
  return request<Paginated<Invitation>>({
    url: 'invitations/received/',
    params: { page, search, status },
  });
}

/** 400 { detail: 'Completa il tuo Profilo!', code: 'profile_incomplete' } when the profile is incomplete. */
export function acceptInvitation(id: number): Promise<ApiResult<Invitation>> {
  return request<Invitation>({ url: `invitations/received/${id}/accept/` });
}

export function rejectInvitation(id: number): Promise<ApiResult<Invitation>> {
  return request<Invitation>({ url: `invitations/received/${id}/reject/` });
}

export function deleteInvitation(id: number): Promise<ApiResult<null>> {
  return request<null>({ method: 'DELETE', url: `invitations/received/${id}/` });
}
