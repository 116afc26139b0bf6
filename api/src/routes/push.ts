import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { sessionOf } from '../lib/authenticate';
import type { VapidKeys } from '../lib/live/vapid';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { requiredObject, strictObject } from '../lib/schema/fields';

const MSG_ENDPOINT = "Inserisci l'indirizzo https del servizio push del browser.";
const MSG_KEY = 'Inserisci una chiave valida della sottoscrizione push (base64url).';
const MSG_REQUIRED = 'Questo campo è obbligatorio.';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https address, or http on this machine (tests, development); at most 1000 characters. */
function isPushEndpoint(value: string): boolean {
  if (value.length > 1000) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

const missing = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? MSG_REQUIRED
    : undefined;

const Endpoint = z
  .string({ error: (issue) => missing(issue) ?? MSG_ENDPOINT })
  .min(1, { error: MSG_REQUIRED })
  .refine(isPushEndpoint, { error: MSG_ENDPOINT })
  .meta({ description: 'PushSubscription.endpoint: https (http solo su localhost).' });

/** A key of PushSubscription.toJSON(): base64url, of a sensible length for its kind. */
const key = (min: number, max: number) =>
  z
    .string({ error: (issue) => missing(issue) ?? MSG_KEY })
    .min(1, { error: MSG_REQUIRED })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), { error: MSG_KEY });

const SubscriptionBody = strictObject({
  endpoint: Endpoint,
  keys: requiredObject({ p256dh: key(80, 100), auth: key(16, 32) }),
});
const EndpointBody = strictObject({ endpoint: Endpoint });
const EndpointResponse = z.object({ endpoint: z.string() });

/**
 * Web Push: the server's public VAPID key (public, the browser needs it to subscribe) and the
 * caller's subscriptions. A subscription belongs to the session that registered it.
 */
export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, vapid: VapidKeys) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifiche push'];
  api.get(
    '/api/push/key/',
    {
      schema: {
        summary: 'La chiave pubblica VAPID del server (applicationServerKey)',
        tags,
        response: {
          200: z.object({ public_key: z.string().meta({ description: 'base64url' }) }),
        },
      },
    },
    async () => ({ public_key: vapid.publicKey }),
  );

  api.post(
    '/api/users/me/push_subscriptions/',
    {
      schema: {
        summary: 'Registra la sottoscrizione push di questo browser (idempotente per endpoint)',
        tags,
        security: TOKEN_AUTH,
        body: SubscriptionBody,
        response: { 201: EndpointResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { endpoint, keys } = request.body;
      await ctx.db
        .insert(pushSubscriptions)
        .values({
          userId: session.userId,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          tokenDigest: session.tokenDigest,
          createdAt: ctx.clock(),
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: sql`excluded.user_id`,
            p256dh: sql`excluded.p256dh`,
            auth: sql`excluded.auth`,
            tokenDigest: sql`excluded.token_digest`,
            createdAt: sql`excluded.created_at`,
          },
        });
      return reply.code(201).send({ endpoint });
    },
  );

  api.delete(
    '/api/users/me/push_subscriptions/',
    {
      schema: {
        summary: 'Elimina la sottoscrizione push di questo browser',
        tags,
        security: TOKEN_AUTH,
        body: EndpointBody,
        response: { 204: z.null().meta({ description: 'Eliminata (o già assente).' }) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await ctx.db.execute(
        sql`delete from push_subscriptions
            where endpoint = ${request.body.endpoint} and user_id = ${session.userId}`,
      );
      return reply.code(204).send(null);
    },
  );
}
