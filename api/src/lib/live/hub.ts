import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Listen } from '../../db/listen';
import { runPeriodically } from '../periodic';

/** The channel the live_events trigger notifies, with the writing transaction's id. */
export const LIVE_CHANNEL = 'colleghi_live';
/** The channel the notifications trigger notifies when it queued pushes. */
export const PUSH_CHANNEL = 'colleghi_push';

/** LIVE_* settings; the defaults suit production, the tests shorten them. */
export interface LiveSettings {
  /** LIVE_HEARTBEAT_MS: a `: ping` comment on every stream this often. */
  heartbeatMs: number;
  /** LIVE_SESSION_CHECK_MS: how often the streams' keys are checked (a revoked key's close). */
  sessionCheckMs: number;
  /** LIVE_RETENTION_MINUTES: how long events stay for Last-Event-ID (10 minutes at least). */
  retentionMs: number;
  /** LIVE_BUFFER_BYTES: the bytes a stream may have waiting for its client before it is dropped. */
  bufferBytes: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  heartbeatMs: 20_000,
  sessionCheckMs: 30_000,
  retentionMs: 15 * 60 * 1000,
  bufferBytes: 256 * 1024,
};

/** How often the events past their retention are deleted. */
const PRUNE_MS = 60 * 1000;

interface LiveRow {
  id: number;
  user_id: number;
  type: string;
  data: unknown;
}

/** One open stream: its client's socket and where the client is in its user's events. */
export interface LiveStream {
  userId: number;
  tokenDigest: string;
  res: ServerResponse;
  /** The greatest event id sent (or known when the stream opened). */
  lastId: number;
  /** While the stream reads its backlog: the live events that arrive meanwhile. */
  pending: LiveRow[] | null;
}

export interface LiveHub {
  /** Opens `stream` (its headers already written): backlog after `lastEventId`, then live. */
  open(stream: LiveStream, lastEventId: number | null): Promise<void>;
  /** The streams of this process (the bench reads it). */
  size(): number;
}

/** The rows of `query`, ids as numbers (node-postgres reads int8 as text). */
async function readRows(db: AppContext['db'], query: ReturnType<typeof sql>): Promise<LiveRow[]> {
  const rows = await queryRows<LiveRow>(db, query);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

const frame = (row: LiveRow) =>
  `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;

/**
 * The live events of this process's streams. Each commit that wrote events notifies its
 * transaction id; the hub reads that transaction's rows once, whoever they are for, and writes
 * each to the streams of its user here (a map by user: no stream sees another user's events).
 * A stream whose client does not read is dropped once `bufferBytes` wait for it, so a slow
 * client costs its own stream only; it reconnects with Last-Event-ID.
 */
export function startLiveHub(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions'>,
  listen: Listen | null,
  settings: LiveSettings,
  onPush: () => void,
): LiveHub {
  const byUser = new Map<number, Set<LiveStream>>();
  let count = 0;
  let closing = false;

  const drop = (stream: LiveStream, end: boolean) => {
    const streams = byUser.get(stream.userId);
    if (streams?.delete(stream)) {
      count -= 1;
      if (streams.size === 0) byUser.delete(stream.userId);
    }
    if (end) stream.res.end();
    else stream.res.destroy();
  };

  const write = (stream: LiveStream, text: string) => {
    if (stream.res.destroyed || stream.res.writableEnded) return;
    stream.res.write(text);
    if (stream.res.writableLength > settings.bufferBytes) drop(stream, false);
  };

  const deliver = (stream: LiveStream, row: LiveRow) => {
    if (stream.pending) {
      stream.pending.push(row);
      return;
    }
    stream.lastId = Math.max(stream.lastId, row.id);
    write(stream, frame(row));
  };

  const dispatch = (rows: LiveRow[]) => {
    for (const row of rows) {
      for (const stream of byUser.get(row.user_id) ?? []) deliver(stream, row);
    }
  };

  // Notifications are handled one at a time, in the order they came, so each stream gets its
  // events in commit order.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue
      .then(work)
      .catch((error: unknown) => app.log.error({ err: error }, 'live events failed'));
  };

  const readTransaction = async (tx: string) => {
    if (count === 0 || !/^\d{1,20}$/.test(tx)) return;
    dispatch(
      await readRows(
        ctx.db,
        sql`select id, user_id, type, data from live_events
            where tx = ${tx}::int8 order by id`,
      ),
    );
  };

  /** After LISTEN was away: every stream gets what was written since its last event. */
  const catchUp = async () => {
    if (count === 0) return;
    const users = [...byUser.keys()];
    let since = Number.MAX_SAFE_INTEGER;
    for (const streams of byUser.values()) {
      for (const stream of streams) since = Math.min(since, stream.lastId);
    }
    const rows = await readRows(
      ctx.db,
      sql`select id, user_id, type, data from live_events
          where user_id = any(${`{${users.join(',')}}`}::int4[]) and id > ${since}
          order by id`,
    );
    for (const row of rows) {
      for (const stream of byUser.get(row.user_id) ?? []) {
        if (row.id > stream.lastId) deliver(stream, row);
      }
    }
  };

  let stopListening: (() => Promise<void>) | null = null;
  const listening = listen
    ? listen([LIVE_CHANNEL, PUSH_CHANNEL], {
        notify: (channel, payload) => {
          if (channel === PUSH_CHANNEL) onPush();
          else enqueue(() => readTransaction(payload));
        },
        reconnected: () => {
          onPush();
          enqueue(catchUp);
        },
        failed: (error) => app.log.warn({ err: error }, 'live events: LISTEN connection lost'),
      }).then((stop) => {
        stopListening = stop;
      })
    : Promise.resolve();
  app.addHook('onReady', async () => {
    await listening;
  });

  const heartbeat = setInterval(() => {
    for (const streams of byUser.values()) {
      for (const stream of streams) if (!stream.pending) write(stream, ': ping\n\n');
    }
  }, settings.heartbeatMs);
  heartbeat.unref();

  // A key revoked (sign-out, password change or reset) or expired closes its streams.
  runPeriodically(app, 'live sessions check', settings.sessionCheckMs, async () => {
    if (count === 0) return;
    const digests = new Set<string>();
    for (const streams of byUser.values())
      for (const stream of streams) digests.add(stream.tokenDigest);
    const now = ctx.clock().getTime();
    const live = new Set(
      (
        await queryRows<{ digest: string }>(
          ctx.db,
          // Digests are hex: the array literal needs no quoting. Expired keys count as gone.
          sql`select digest from auth_tokens
              where digest = any(${`{${[...digests].join(',')}}`}::text[])
                and last_used_at > ${new Date(now - ctx.sessions.idleMs)}
                and created_at > ${new Date(now - ctx.sessions.maxMs)}`,
        )
      ).map((row) => row.digest),
    );
    // Only the keys asked about: a stream opened while the query ran has a key it did not check.
    for (const streams of [...byUser.values()]) {
      for (const stream of [...streams]) {
        if (digests.has(stream.tokenDigest) && !live.has(stream.tokenDigest)) drop(stream, true);
      }
    }
  });

  runPeriodically(app, 'live events retention', PRUNE_MS, () =>
    ctx.db.execute(
      sql`delete from live_events
          where created_at < now() - make_interval(secs => ${settings.retentionMs / 1000})`,
    ),
  );

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    for (const streams of [...byUser.values()])
      for (const stream of [...streams]) drop(stream, true);
  });
  app.addHook('onClose', async () => {
    await listening.catch(() => {});
    await queue;
    await (stopListening as (() => Promise<void>) | null)?.();
  });

  return {
    size: () => count,
    open: async (stream, lastEventId) => {
      if (closing) {
        stream.res.end();
        return;
      }
      stream.pending = [];
      let streams = byUser.get(stream.userId);
      if (!streams) byUser.set(stream.userId, (streams = new Set()));
      streams.add(stream);
      count += 1;
      stream.res.on('close', () => drop(stream, true));
      try {
        const backlog =
          lastEventId === null
            ? []
            : await readRows(
                ctx.db,
                sql`select id, user_id, type, data from live_events
                    where user_id = ${stream.userId} and id > ${lastEventId} order by id`,
              );
        if (lastEventId === null) {
          const [top] = await queryRows<{ id: number | null }>(
            ctx.db,
            sql`select max(id)::int8 as id from live_events where user_id = ${stream.userId}`,
          );
          stream.lastId = Number(top?.id ?? 0);
        } else stream.lastId = lastEventId;
        const sent = new Set<number>();
        const waiting = stream.pending;
        stream.pending = null;
        for (const row of backlog) {
          sent.add(row.id);
          deliver(stream, row);
        }
        for (const row of waiting) if (!sent.has(row.id)) deliver(stream, row);
      } catch (error) {
        drop(stream, false);
        throw error;
      }
    },
  };
}
