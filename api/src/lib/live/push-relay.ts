import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { runPeriodically } from '../periodic';
import type { PushSource } from './push-payload';
import { pushPayload } from './push-payload';
import type { VapidKeys } from './vapid';

/** How the push relay paces itself (PUSH_*); the tests shorten them. */
export interface PushRelayOptions {
  /** PUSH_POLL_MS: how often it looks for due pushes (a commit that queued some wakes it). */
  pollMs: number;
  batchSize: number;
  /** How long a claim keeps its rows from the other processes. */
  leaseMs: number;
  maxAttempts: number;
  /** PUSH_RETRY_BASE_MS: the wait after the first failure, doubled after each one. */
  retryBaseMs: number;
  /** How long the push service may take to answer one push. */
  timeoutMs: number;
  /** Pushes sent or given up longer ago are deleted. */
  retentionMs: number;
}

export const DEFAULT_PUSH_RELAY: PushRelayOptions = {
  pollMs: 5000,
  batchSize: 50,
  leaseMs: 60 * 1000,
  maxAttempts: 8,
  retryBaseMs: 30 * 1000,
  timeoutMs: 10 * 1000,
  retentionMs: 24 * 60 * 60 * 1000,
};

export interface PushRelay {
  wake(): void;
}

/** How long a push waits for its device at most, in the push service (TTL, seconds). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

interface ClaimedPush extends PushSource {
  id: number;
  attempts: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  enabled: boolean;
}

/** What a push service's answer means for the row and the subscription. */
type Outcome = { sent: true } | { gone: true } | { failed: string } | { retry: string };

function outcomeOf(status: number, said: string): Outcome {
  if (status >= 200 && status < 300) return { sent: true };
  if (status === 404 || status === 410) return { gone: true };
  if (status >= 400 && status < 500 && status !== 429) {
    return { failed: `Rifiutata dal servizio push (${status}): ${said}` };
  }
  return { retry: `Servizio push non disponibile (${status}): ${said}` };
}

/**
 * Sends the push outbox from this process, as the mail relay sends e-mails: it claims due rows
 * (FOR UPDATE SKIP LOCKED, a lease, the attempt counted), sends each outside any transaction with
 * web-push (VAPID, aes128gcm), then records the outcome while it still holds the row. A push
 * service answering 404 or 410 means the subscription is gone: it is deleted (its rows with it).
 * A user who turned push off since the push was queued gets nothing. Its times are the
 * database's (now()), as the trigger that queues the rows writes them.
 */
export function startPushRelay(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db'>,
  vapid: VapidKeys,
  options: Partial<PushRelayOptions>,
): PushRelay {
  const settings = { ...DEFAULT_PUSH_RELAY, ...options };
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let stopping = false;

  const claim = async () => {
    const rows = await queryRows<ClaimedPush>(
      ctx.db,
      sql`with due as (
            select id from push_outbox
            where sent_at is null and failed_at is null and next_attempt_at <= now()
              and (locked_until is null or locked_until <= now())
            order by next_attempt_at, id
            limit ${settings.batchSize}
            for update skip locked
          ), claimed as (
            update push_outbox p
            set attempts = p.attempts + 1,
                locked_until = now() + make_interval(secs => ${settings.leaseMs / 1000}),
                locked_by = ${holder}
            from due where p.id = due.id
            returning p.id, p.attempts, p.subscription_id, p.notification_id
          )
          select c.id::float8 as id, c.attempts, c.subscription_id, s.endpoint, s.p256dh, s.auth,
                 u.notifications_enabled as enabled, c.notification_id, n.title, n.subtitle,
                 n.link, n.deeplink, n.event_id, n.record_id, n.demand_id, n.candidate_id
          from claimed c
          join push_subscriptions s on s.id = c.subscription_id
          join users u on u.id = s.user_id
          join notifications n on n.id = c.notification_id
          order by c.id`,
    );
    return rows;
  };

  const record = async (row: ClaimedPush, outcome: Outcome) => {
    const held = sql`id = ${row.id} and locked_by = ${holder} and attempts = ${row.attempts}`;
    if ('sent' in outcome) {
      await ctx.db.execute(
        sql`update push_outbox set sent_at = now(), locked_until = null, locked_by = null,
            last_error = null where ${held}`,
      );
    } else if ('gone' in outcome) {
      await ctx.db.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
    } else if ('failed' in outcome || row.attempts >= settings.maxAttempts) {
      const reason =
        'failed' in outcome
          ? outcome.failed
          : `Tentativi esauriti (${row.attempts}): ${outcome.retry}`;
      await ctx.db.execute(
        sql`update push_outbox set failed_at = now(), last_error = ${reason},
            locked_until = null, locked_by = null where ${held}`,
      );
    } else {
      const delay = Math.min(settings.retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_DELAY_MS);
      await ctx.db.execute(
        sql`update push_outbox set next_attempt_at = now() + make_interval(secs => ${delay / 1000}),
            last_error = ${outcome.retry}, locked_until = null, locked_by = null where ${held}`,
      );
    }
  };

  const send = async (row: ClaimedPush): Promise<Outcome> => {
    if (!row.enabled) return { failed: "Notifiche push disattivate dall'utente." };
    try {
      // web-push encrypts (aes128gcm) and signs (VAPID); fetch sends, to https push services
      // and, in development and tests, to one on this machine over http.
      const request = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(pushPayload(row)),
        { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const said = (await res.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 300);
      return outcomeOf(res.status, said);
    } catch (error) {
      return {
        retry: `Servizio push non raggiungibile: ${String((error as Error).message ?? error)}`,
      };
    }
  };

  const drain = async () => {
    while (!stopping) {
      const rows = await claim();
      for (const row of rows) {
        if (stopping) break;
        await record(row, await send(row));
      }
      if (rows.length < settings.batchSize) return;
    }
  };

  const periodic = runPeriodically(app, 'push relay', settings.pollMs, drain);
  runPeriodically(app, 'push outbox retention', 60 * 1000, () =>
    ctx.db.execute(
      sql`delete from push_outbox where created_at < now() - make_interval(secs => ${settings.retentionMs / 1000})
          and (sent_at is not null or failed_at is not null)`,
    ),
  );
  app.addHook('preClose', async () => {
    stopping = true;
  });
  periodic.runSoon();
  return { wake: periodic.runSoon };
}
