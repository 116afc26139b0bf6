import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { RequestBody, User } from '@colleghi/api-contract';

export function getMe(): Promise<ApiResult<User>> {
  return request<User>({ url: 'users/me/' });
}

export function updateMe(body: RequestBody<'/api/users/me/', 'put'>): Promise<ApiResult<User>> {
  return request<User>({ method: 'PUT', url: 'users/me/', data: body });
}

/** Same as updateMe, through the auth endpoint (PUT auth/user/), which some screens call. */
export function updateAuthUser(
  body: RequestBody<'/api/users/me/', 'put'>,
): Promise<ApiResult<User>> {
  return request<User>({ method: 'PUT', url: 'auth/user/', data: body });
}
