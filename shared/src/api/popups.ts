import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { PopupId, PopupSeen } from './types';

export function hasSeenPopup(id: PopupId): Promise<ApiResult<PopupSeen>> {
  return request<PopupSeen>({ url: 'popups/has-seen-popup/', params: { popup_id: id } });
}

export function markPopupSeen(id: PopupId): Promise<ApiResult<PopupSeen>> {
  return request<PopupSeen>({ method: 'POST', url: 'popups/seen/', data: { popup_id: id } });
}
