import net from 'node:net';
import { sql } from 'drizzle-orm';
import { GIULIA } from './helpers/activities';
import { openStream } from './helpers/sse';
import { setupTestServer, setupTokens } from './helpers/suite';

// A client that stops reading its stream costs its own stream only: once more than
// LIVE_BUFFER_BYTES wait for it the API drops it (its browser reconnects with Last-Event-ID),
// while a client that reads gets every event.

const BUFFER_BYTES = 128 * 1024;
const { server } = setupTestServer({ live: { bufferBytes: BUFFER_BYTES } });
const tokens = setupTokens(server, { giulia: GIULIA });

// About 12 MB in all, in commits of 40 KB: a few times what the kernel buffers for a socket nobody
// reads, while each commit is well under the limit and a reading client drains it before the next.
const COMMITS = 300;
const ROWS_PER_COMMIT = 10;
const PAD = 'x'.repeat(4000);

/** The stream as a client that sends its request and then never reads a byte. */
interface StalledStream {
  /** Everything the socket has handed over so far (HTTP head included). */
  received: () => string;
  /** Reads again, to the end: what was buffered before the API dropped the stream, then EOF. */
  drain: () => Promise<string>;
}

function stalledStream(token: string): Promise<StalledStream> {
  const url = new URL('events/stream/', server.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n` +
          `Authorization: Token ${token}\r\n\r\n`,
      );
      // The first bytes (status, headers, retry:) prove the stream opened; then it stalls.
      socket.once('data', (first: Buffer) => {
        socket.pause();
        let text = first.toString('utf8');
        const closed = new Promise<void>((done) => socket.once('close', () => done()));
        socket.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        resolve({
          received: () => text,
          drain: async () => {
            socket.resume();
            await closed;
            return text;
          },
        });
      });
    });
    socket.once('error', reject);
  });
}

async function giuliaId(): Promise<number> {
  const result = (await server.database.db.execute(
    sql`select id from users where email = ${GIULIA}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows[0].id;
}

describe('events/stream/ with a client that stops reading', () => {
  it('drops the stalled stream and keeps serving the one that reads', async () => {
    const userId = await giuliaId();
    const reading = await openStream(server.baseUrl, tokens.giulia);
    const stalled = await stalledStream(tokens.giulia);
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 200/);

    let lastDemandId = 0;
    for (let commit = 0; commit < COMMITS; commit += 1) {
      const from = commit * ROWS_PER_COMMIT + 1;
      const to = from + ROWS_PER_COMMIT - 1;
      await server.database.db.execute(
        sql`insert into live_events (user_id, type, data)
            select ${userId}, 'demand', jsonb_build_object('demand_id', n, 'pad', ${PAD}::text)
            from generate_series(${from}::int, ${to}::int) as n`,
      );
      lastDemandId = to;
      // The reading client keeps up: the next commit waits for this one to arrive.
      await reading.waitFor((e) => e.event === 'demand' && e.data.demand_id === to, 20_000);
    }

    // The reading client got every event, in order, none twice.
    const ids = reading.events.filter((e) => e.event === 'demand').map((e) => e.data.demand_id);
    expect(ids).toEqual(Array.from({ length: lastDemandId }, (_, i) => i + 1));

    // The stalled one was dropped: its socket ends (the API closed it) short of the last event.
    const text = await Promise.race([
      stalled.drain(),
      new Promise<never>((_, fail) => {
        setTimeout(() => fail(new Error('the stalled stream was never dropped')), 30_000).unref();
      }),
    ]);
    const carries = (id: number) => new RegExp(`"demand_id":${id}[,}]`).test(text);
    expect(carries(1)).toBe(true);
    expect(carries(lastDemandId)).toBe(false);
    reading.close();
  });
});
