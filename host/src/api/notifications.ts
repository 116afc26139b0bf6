import { request } from '@colleghi/shared/platform';
import type { ApiResult } from '@colleghi/shared/platform';
import type { AppNotification, Page, ResponseBody } from '@colleghi/api-contract';

/** The feed, newest first, 10 a page (pages from 1). */
export function getNotifications(page = 1): Promise<ApiResult<Page<AppNotification>>> {
  return request<Page<AppNotification>>({ url: 'notifications/', params: { page } });
}

/** The bell polls it: a server error there leaves the badge as it was, with no modal. */
export function getUnreadNotifications(): Promise<
  ApiResult<ResponseBody<'/api/notifications/unread_notifications/', 'get'>>
> {
  return request<ResponseBody<'/api/notifications/unread_notifications/', 'get'>>({
    url: 'notifications/unread_notifications/',
    background: true,
  });
}

/** Marks every notification READ; answers { total: 0 }. A GET, as the API defines it. */
export function readAllNotifications(): Promise<
  ApiResult<ResponseBody<'/api/notifications/unread_notifications/', 'get'>>
> {
  return request<ResponseBody<'/api/notifications/unread_notifications/', 'get'>>({
    url: 'notifications/readall/',
  });
}
