import { getApiBase } from '../config';

const CLIENT_APP_HEADER = 'X-Client-App';
const CLIENT_APP = 'colleghi-web';

export interface HttpCall {
  method: string;
  /** Relative to the API base ('users/me/'), or absolute. */
  url: string;
  /** A FormData goes as multipart, anything else as JSON. */
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** An answer of the server, whatever its status: `data` is the parsed JSON, or its text. */
export interface HttpAnswer {
  status: number;
  ok: boolean;
  data: unknown;
}

/**
 * The one transport of the page, on the browser's fetch: the API base (read per call, since the
 * host sets it after loading /config.json, when this module has long been evaluated), the app's
 * headers, the query string and the body. Null when the server could not be reached.
 */
export async function send({
  method,
  url,
  data,
  params,
  headers,
}: HttpCall): Promise<HttpAnswer | null> {
  const form = data instanceof FormData;
  const json = data !== undefined && !form;
  try {
    const response = await fetch(withQuery(absolute(url), params), {
      method,
      headers: {
        [CLIENT_APP_HEADER]: CLIENT_APP,
        Accept: 'application/json',
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: form ? (data as FormData) : json ? JSON.stringify(data) : undefined,
    });
    return { status: response.status, ok: response.ok, data: parseBody(await response.text()) };
  } catch {
    return null;
  }
}

function absolute(url: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(url)) return url;
  return `${getApiBase().replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Scalars as text, a Date as ISO text, a list as the key repeated. Search boxes pass '' or
 * undefined for "no filter": those and null are left out, so the API never sees `?role=`.
 */
function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** JSON when it parses; otherwise the text as it came (a proxy's page), '' for no body. */
function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
