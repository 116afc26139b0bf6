import type { ServerResponse } from 'node:http';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import type { AppContext } from '../src/context';
import type { LiveStream } from '../src/lib/live/hub';
import { DEFAULT_LIVE_SETTINGS, startLiveHub } from '../src/lib/live/hub';

// The hub's check of the streams' keys, against a database whose answers the test releases: what
// a stream opened while a check is under way gets. A real database answers too fast to catch
// that moment on purpose (it was seen once, on a loaded CI machine, as a stream closed at once).

const dialect = new PgDialect();

interface Pending {
  text: string;
  answer(rows: unknown[]): void;
}

/** A stand-in for the database: the queries it was sent, each answered when the test says. */
function heldDatabase() {
  const sent: Pending[] = [];
  const waiters: (() => void)[] = [];
  const db = {
    execute: (query: SQL) =>
      new Promise<{ rows: unknown[] }>((resolve) => {
        sent.push({ text: dialect.sqlToQuery(query).sql, answer: (rows) => resolve({ rows }) });
        for (const wake of waiters.splice(0)) wake();
      }),
  };
  /** The next query whose text contains `part`, once it is sent. */
  const next = async (part: string): Promise<Pending> => {
    for (;;) {
      const index = sent.findIndex((query) => query.text.includes(part));
      if (index >= 0) return sent.splice(index, 1)[0];
      await new Promise<void>((wake) => waiters.push(wake));
    }
  };
  return { db: db as unknown as AppContext['db'], next };
}

/** A client's side of a stream: whether the hub ended it. */
function fakeResponse() {
  const state = { ended: false };
  const res = {
    destroyed: false,
    writableEnded: false,
    writableLength: 0,
    write: () => true,
    end: () => {
      state.ended = true;
      res.writableEnded = true;
    },
    destroy: () => {
      state.ended = true;
      res.destroyed = true;
    },
    on: () => res,
  };
  return { res: res as unknown as ServerResponse, state };
}

async function setup() {
  const app = Fastify();
  const database = heldDatabase();
  const hub = startLiveHub(
    app,
    {
      db: database.db,
      clock: () => new Date('2026-11-30T10:00:00Z'),
      sessions: { idleMs: 60_000, maxMs: 3_600_000 },
    },
    null,
    { ...DEFAULT_LIVE_SETTINGS, heartbeatMs: 60_000, sessionCheckMs: 10 },
    () => {},
  );
  await app.ready();
  const open = async (userId: number, tokenDigest: string) => {
    const { res, state } = fakeResponse();
    const stream: LiveStream = { userId, tokenDigest, res, lastId: 0, pending: null };
    const opened = hub.open(stream, null);
    (await database.next('max(id)')).answer([{ id: 0 }]);
    await opened;
    return state;
  };
  return { app, hub, open, next: database.next };
}

describe('live streams: the check of their keys', () => {
  it('a stream opened while a check runs stays open; the next check looks at its key', async () => {
    const { app, hub, open, next } = await setup();
    const first = await open(1, 'aaaa');
    const check = await next('auth_tokens');
    expect(check.text).toContain('digest = any');
    // Opened after the check read which keys to ask about, before its answer.
    const second = await open(2, 'bbbb');
    check.answer([{ digest: 'aaaa' }]);
    const following = await next('auth_tokens');
    expect(second.ended).toBe(false);
    expect(first.ended).toBe(false);
    expect(hub.size()).toBe(2);
    // That key is gone by now (its user signed out): this check closes its stream, only that.
    following.answer([{ digest: 'aaaa' }]);
    const third = await next('auth_tokens');
    expect(second.ended).toBe(true);
    expect(first.ended).toBe(false);
    expect(hub.size()).toBe(1);
    third.answer([{ digest: 'aaaa' }]);
    await app.close();
  });
});
