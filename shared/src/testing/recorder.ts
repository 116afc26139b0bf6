import { HttpResponse, http } from 'msw';
import { apiUrl, server } from './msw';

// Records what the client sends to the API, for the tests of the API calls (the platform's and
// the remotes').

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  auth: string | null;
}

export type Reply = [body: unknown, status: number];

/** Answers every call with `reply(method, path)`; a string body goes back as text/calendar. */
export function recordAll(reply: (method: string, path: string) => Reply): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(apiUrl('*'), async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
        auth: request.headers.get('authorization'),
      });
      const [body, status] = reply(request.method, url.pathname);
      if (status === 204) return new HttpResponse(null, { status });
      if (typeof body === 'string') {
        return new HttpResponse(body, { status, headers: { 'Content-Type': 'text/calendar' } });
      }
      return HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}
