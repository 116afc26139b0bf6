import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../lib/authenticate';
import type { LiveHub } from '../lib/live/hub';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { API_CSP } from '../lib/security-headers';

/** How long a browser waits before reconnecting a dropped stream (the `retry:` field). */
export const STREAM_RETRY_MS = 3000;

const DESCRIPTION = [
  "Server-Sent Events (`text/event-stream`) degli eventi dell'utente. Ogni evento ha `id`",
  '(intero crescente), `event` e `data` (JSON):',
  '`notification` `{"notification_id": n}`, `demand` `{"demand_id": n}`,',
  '`agenda` `{"event_id": n}`, `purchase` `{"kind": "subscription" | "course" | "package"}`.',
  'Con `Last-Event-ID` rimanda gli eventi successivi ancora conservati (almeno 10 minuti).',
  'Un commento `: ping` tiene viva la connessione.',
].join('\n');

/** The last event id a reconnecting client sends, when it is one. */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/** GET events/stream/: the signed-in user's live events, over Server-Sent Events. */
export function registerLiveStreamRoute(app: FastifyInstance, hub: LiveHub): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/events/stream/',
    {
      schema: {
        summary: "Flusso in tempo reale degli eventi dell'utente (SSE)",
        description: DESCRIPTION,
        tags: ['Tempo reale'],
        security: TOKEN_AUTH,
        response: { 200: z.string().describe('Il flusso text/event-stream.') },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (request.method === 'HEAD') {
        // The headers of the stream, and no stream: a HEAD answer has no body to wait for.
        void reply.header('Content-Type', 'text/event-stream; charset=utf-8');
        return reply.header('Cache-Control', 'no-cache').send('');
      }
      const from = lastEventId(request.headers['last-event-id']);
      reply.hijack();
      const res = reply.raw;
      // Hijacked: the headers set so far (CORS) are written here, not by Fastify.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined)
          res.setHeader(name, typeof value === 'number' ? String(value) : value);
      }
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy': API_CSP,
        Connection: 'keep-alive',
      });
      res.socket?.setNoDelay(true);
      res.write(`retry: ${STREAM_RETRY_MS}\n: flusso aperto\n\n`);
      const stream = {
        userId: session.userId,
        tokenDigest: session.tokenDigest,
        res,
        lastId: 0,
        pending: null,
      };
      try {
        await hub.open(stream, from);
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed to open');
      }
    },
  );
}
