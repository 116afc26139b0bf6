import type { ApiResult } from '../http/api-result';
import { request } from '../http/request';
import type { NamedEntry, Page, paths, Query } from '@colleghi/api-contract';

export function autocomplete(
  kind: paths['/api/autocomplete/{kind}/']['get']['parameters']['path']['kind'],
  { search, role, page }: Query<'/api/autocomplete/{kind}/'>,
): Promise<ApiResult<Page<NamedEntry>>> {
  return request<Page<NamedEntry>>({
    url: `autocomplete/${kind}/`,
    params: { search, role, page },
  });
}
