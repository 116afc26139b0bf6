import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { RequestBody, ResponseBody } from '@colleghi/api-contract';

export function hasSeenPopup(
  id: RequestBody<'/api/popups/seen/', 'post'>['popup_id'],
): Promise<ApiResult<ResponseBody<'/api/popups/has-seen-popup/', 'get'>>> {
  return request<ResponseBody<'/api/popups/has-seen-popup/', 'get'>>({
    url: 'popups/has-seen-popup/',
    params: { popup_id: id },
  });
}

export function markPopupSeen(
  id: RequestBody<'/api/popups/seen/', 'post'>['popup_id'],
): Promise<ApiResult<ResponseBody<'/api/popups/has-seen-popup/', 'get'>>> {
  return request<ResponseBody<'/api/popups/has-seen-popup/', 'get'>>({
    method: 'POST',
    url: 'popups/seen/',
    data: { popup_id: id },
  });
}
