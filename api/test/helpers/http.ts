/** Small fetch wrapper: every test talks to the server over real HTTP. */

// Test assertions read arbitrary JSON shapes; typing each response would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Raw body sent as is (invalid JSON, huge payloads). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** baseUrl may be read late: useTestServer hands out its client before the server starts. */
export function client(baseUrl: string | (() => string)) {
  const base = typeof baseUrl === 'string' ? () => baseUrl : baseUrl;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see ApiResponse
  return async function api<T = any>(
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Token ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (
      body !== undefined &&
      !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    ) {
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(new URL(path, base()), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Non-JSON answers are returned as text for the assertion to show.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

export type Api = ReturnType<typeof client>;

export const DEMO_PASSWORD = 'Colleghi2026';
export const LAWYER_EMAIL = 'avvocato@demo.colleghi.it';

export async function login(api: Api, email = LAWYER_EMAIL, password = DEMO_PASSWORD) {
  const response = await api<{ key: string }>('auth/login/', { body: { email, password } });
  if (response.status !== 200) {
    throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.key;
}
