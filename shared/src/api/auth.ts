import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { RequestBody, ResponseBody } from '@colleghi/api-contract';

// Sign-in and sign-up go without the token: a stale one must not turn them into a 401.

export function login(
  body: RequestBody<'/api/auth/login/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/login/', 'post'>>> {
  return request<ResponseBody<'/api/auth/login/', 'post'>>({
    method: 'POST',
    url: 'auth/login/',
    data: body,
    auth: false,
  });
}

export function register(
  body: RequestBody<'/api/auth/register/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/login/', 'post'>>> {
  return request<ResponseBody<'/api/auth/login/', 'post'>>({
    method: 'POST',
    url: 'auth/register/',
    data: body,
    auth: false,
  });
}

export function lightRegister(
  body: RequestBody<'/api/auth/light-register/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/login/', 'post'>>> {
  return request<ResponseBody<'/api/auth/login/', 'post'>>({
    method: 'POST',
    url: 'auth/light-register/',
    data: body,
    auth: false,
  });
}

export function resetPassword(
  body: RequestBody<'/api/auth/password/reset/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/password/reset/', 'post'>>> {
  return request<ResponseBody<'/api/auth/password/reset/', 'post'>>({
    method: 'POST',
    url: 'auth/password/reset/',
    data: body,
    auth: false,
  });
}

/** Sets the new password of a reset link; the link dies and every session of the account ends. */
export function confirmPasswordReset(
  body: RequestBody<'/api/auth/password/reset/confirm/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/password/reset/', 'post'>>> {
  return request<ResponseBody<'/api/auth/password/reset/', 'post'>>({
    method: 'POST',
    url: 'auth/password/reset/confirm/',
    data: body,
    auth: false,
  });
}

export function changePassword(
  body: RequestBody<'/api/auth/password/change/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/password/reset/', 'post'>>> {
  return request<ResponseBody<'/api/auth/password/reset/', 'post'>>({
    method: 'POST',
    url: 'auth/password/change/',
    data: body,
  });
}

/**
 * Ends the session on the server (the key stops working). In the background: a failure must not
 * open the error modal, the caller signs out locally whatever the answer.
 */
export function logout(): Promise<ApiResult<ResponseBody<'/api/auth/password/reset/', 'post'>>> {
  return request<ResponseBody<'/api/auth/password/reset/', 'post'>>({
    method: 'POST',
    url: 'auth/logout/',
    background: true,
  });
}
