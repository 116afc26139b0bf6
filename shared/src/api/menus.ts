import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { MenuItem, Paginated } from './types';

export function getMenus(app = 'web'): Promise<ApiResult<Paginated<MenuItem>>> {
  return request<Paginated<MenuItem>>({ url: 'menus/', params: { app } });
}
