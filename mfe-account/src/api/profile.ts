import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { CustomSkill, RequestBody, ResponseBody, User } from '@colleghi/api-contract';

// Profile calls beyond users/me (the password change is changePassword in api/auth).

/** Account confirmation before a purchase; field errors come back under fiscal_code. */
export function confirmAccount(
  body: RequestBody<'/api/users/confirm-account/', 'post'>,
): Promise<ApiResult<User>> {
  return request<User>({ method: 'POST', url: 'users/confirm-account/', data: body });
}

/** Gold users only (403 otherwise); the skill must be in the profile. */
export function setSkillDescription(
  skillId: number,
  description: string,
): Promise<ApiResult<ResponseBody<'/api/profile-skills/{skillId}/description/', 'post'>>> {
  return request<ResponseBody<'/api/profile-skills/{skillId}/description/', 'post'>>({
    method: 'POST',
    url: `profile-skills/${skillId}/description/`,
    data: { description },
  });
}

/** 400 { detail } when every qualification slot is used. */
export function createCustomSkill(name: string): Promise<ApiResult<CustomSkill>> {
  return request<CustomSkill>({ method: 'POST', url: 'profile-custom-skills/', data: { name } });
}

/** 204: data is null on success. */
export function deleteCustomSkill(id: number): Promise<ApiResult<null>> {
  return request<null>({ method: 'DELETE', url: `profile-custom-skills/${id}/` });
}

/** Gold users only. */
export function setCustomSkillDescription(
  id: number,
  description: string,
): Promise<ApiResult<CustomSkill>> {
  return request<CustomSkill>({
    method: 'POST',
    url: `profile-custom-skills/${id}/description/`,
    data: { description },
  });
}
