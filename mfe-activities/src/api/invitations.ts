import type { ApiResult } from '@colleghi/shared/platform';
import { request } from '@colleghi/shared/platform';
import type { Invitation, Page, Query } from '@colleghi/api-contract';

export function listInvitations({
  page,
  search,
  status,
}: Query<'/api/invitations/received/'> = {}): Promise<ApiResult<Page<Invitation>>> {
  return request<Page<Invitation>>({
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
