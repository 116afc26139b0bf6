import type { FastifyRequest } from 'fastify';
import { ValidationError, detailError } from './errors';
import { MSG } from './messages';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface PageParams {
  page: number;
  pageSize: number;
  offset: number;
}

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

type Query = Record<string, string | string[] | undefined>;

export function queryParam(query: unknown, key: string): string | undefined {
  const value = (query as Query | undefined)?.[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * ?page= from 1 (anything else is DRF's 404 "Pagina non valida."), ?page_size= up to 100;
 * without a valid ?page_size=, the endpoint's page size (20 unless it says otherwise).
 */
export function readPageParams(query: unknown, defaultPageSize = DEFAULT_PAGE_SIZE): PageParams {
  const rawPage = queryParam(query, 'page');
  const page = rawPage === undefined || rawPage === '' ? 1 : Number(rawPage);
  if (!Number.isSafeInteger(page) || page < 1) throw detailError(404, MSG.invalidPage);
  const rawSize = Number(queryParam(query, 'page_size'));
  const pageSize =
    Number.isSafeInteger(rawSize) && rawSize >= 1
      ? Math.min(rawSize, MAX_PAGE_SIZE)
      : defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

export function paginate<T>(
  request: FastifyRequest,
  params: PageParams,
  count: number,
  results: T[],
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / params.pageSize));
  if (params.page > lastPage) throw detailError(404, MSG.invalidPage);
  return {
    count,
    next: params.page < lastPage ? pageUrl(request, params.page + 1) : null,
    previous: params.page > 1 ? pageUrl(request, params.page - 1) : null,
    results,
  };
}

/** Escapes LIKE wildcards so a search for "50%" matches literally. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function searchParam(query: unknown): string {
  return (queryParam(query, 'search') ?? '').trim().slice(0, 100);
}

/** A filter by id, as ?category=<id>: absent or empty means no filter; anything else is a 400. */
export function readIdFilter(query: unknown, key: string): number | undefined {
  const raw = queryParam(query, key)?.trim();
  if (!raw) return undefined;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) {
    throw new ValidationError({ [key]: [MSG.invalidChoice] });
  }
  return id;
}
