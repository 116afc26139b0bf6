import http from 'node:http';

/** One event of a stream, as a browser's EventSource would hand it over. */
export interface StreamEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

export interface OpenStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Everything received, as text (comments included). */
  text(): string;
  events: StreamEvent[];
  /** Resolves with the first event (from the start) that matches, or fails after `timeoutMs`. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The route of the event stream: an answer that never ends, read by its headers in sweeps. */
export const STREAM_URL = '/api/events/stream/';

/** Whether a registered route is the event stream's GET. */
export const isStream = (route: { method: string; url: string }) =>
  route.method === 'GET' && route.url === STREAM_URL;

/**
 * Opens the stream with `authorization` (any header value) and `query`, reads its status and
 * headers, and closes it.
 */
export async function streamHead(baseUrl: string, authorization?: string, query = '') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
    const req = http.get(new URL(`events/stream/${query}`, baseUrl), { headers }, (res) => {
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
      req.destroy();
    });
    req.on('error', (error) => {
      if (!req.destroyed) reject(error);
    });
  });
}

/**
 * GET events/stream/ with node's http client (what a fetch-based SSE client does): parses the
 * `id:`, `event:` and `data:` lines into events as they arrive.
 */
export function openStream(
  baseUrl: string,
  token: string | null,
  lastEventId?: number,
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Token ${token}`;
    if (lastEventId !== undefined) headers['Last-Event-ID'] = String(lastEventId);
    const agent = new http.Agent({ keepAlive: false });
    const req = http.get(new URL('events/stream/', baseUrl), { headers, agent }, (res) => {
      let raw = '';
      let buffer = '';
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let endedResolve: () => void = () => {};
      const ended = new Promise<void>((done) => {
        endedResolve = done;
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (fields.has('event') && fields.has('data')) {
            events.push({
              id: Number(fields.get('id')),
              event: fields.get('event') ?? '',
              data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown>,
            });
          }
          cut = buffer.indexOf('\n\n');
        }
        for (const waiter of waiters) waiter();
      });
      const finish = () => {
        endedResolve();
        for (const waiter of waiters) waiter();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => raw,
        events,
        ended,
        // The PostgreSQL suite runs niced beside Playwright in npm test: a busy machine, not a
        // lost event, is what a few seconds' wait means there.
        waitFor: (match, timeoutMs = 20_000) =>
          new Promise((found, fail) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return false;
              waiters.delete(check as () => void);
              clearTimeout(timer);
              found(event);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check as () => void);
              fail(
                new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`),
              );
            }, timeoutMs);
            if (!check()) waiters.add(check as () => void);
          }),
        close: () => {
          req.destroy();
          agent.destroy();
        },
      });
    });
    req.on('error', reject);
  });
}
