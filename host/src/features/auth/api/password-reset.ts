import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { RequestBody, ResponseBody } from '@colleghi/api-contract';

/**
 * Asks whether a reset link is still live, without using it. In the background: a server error
 * leaves the page to show the form (the confirmation decides), without the error modal.
 */
export function checkPasswordResetLink(
  body: RequestBody<'/api/auth/password/reset/check/', 'post'>,
): Promise<ApiResult<ResponseBody<'/api/auth/password/reset/check/', 'post'>>> {
  return request<ResponseBody<'/api/auth/password/reset/check/', 'post'>>({
    method: 'POST',
    url: 'auth/password/reset/check/',
    data: body,
    auth: false,
    background: true,
  });
}
