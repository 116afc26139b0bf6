import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { MenuItem, Page } from '@colleghi/api-contract';

export function getMenus(app = 'web'): Promise<ApiResult<Page<MenuItem>>> {
  return request<Page<MenuItem>>({ url: 'menus/', params: { app } });
}
