import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ApiServer } from './api-load-server';
import { signInDemoLawyer, startApi } from './api-load-server';
import { startThrowawayPostgres } from './postgres';

export type LiveLoadRow = {
  database: 'PGlite' | 'PostgreSQL';
  /** API processes holding the streams (the writes go to the first). */
  processes: number;
  streams: number;
  writes: number;
  /** From the write's request to the event's arrival, over every stream and write, ms. */
  p50: number;
  p99: number;
  /** From the write's request to its arrival at the last stream, p50 and p99 over the writes. */
  allP50: number;
  allP99: number;
  /** Events that never arrived (within the wait). */
  missed: number;
  /** (RSS with the streams open − RSS before) / streams, over the processes, bytes. */
  bytesPerStream: number;
};

export interface LiveLoadOptions {
  root: string;
  /** Stream counts to measure (LIVE_STREAMS, --live-streams): default 100, 500, 2000. */
  counts?: number[];
  writes?: number;
  log?: (line: string) => void;
}

const PGLITE_PORT = 8110;
const POSTGRES_PORTS = [8111, 8112];
const ARRIVAL_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stream {
  /** The arrival time of each agenda event seen, by event id. */
  seen: Map<number, number>;
  close(): void;
}

/** Opens one SSE stream and records when each agenda event arrives. */
function openStream(baseUrl: string, token: string, agent: http.Agent): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const seen = new Map<number, number>();
    const req = http.get(
      new URL('events/stream/', baseUrl),
      { agent, headers: { Authorization: `Token ${token}`, Accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream: HTTP ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = /^data: (.*)$/m.exec(block);
            if (/^event: agenda$/m.test(block) && data) {
              seen.set((JSON.parse(data[1]) as { event_id: number }).event_id, at);
            }
            cut = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => {});
        resolve({ seen, close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}

/** One agenda event of the demo lawyer, as the agenda's form creates it: its id. */
async function writeEvent(baseUrl: string, token: string, i: number): Promise<number> {
  const response = await fetch(`${baseUrl}events/`, {
    method: 'POST',
    headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      resourcetype: 'Hearing',
      date: new Date().toISOString().slice(0, 10),
      all_day: false,
      start: '09:30',
      end: '10:00',
      part1: 'Rossi',
      part2: 'Bianchi',
      activity: `Prova in tempo reale ${i}`,
      judge: null,
      office: null,
      nrg: null,
      notes: null,
    }),
  });
  const body = (await response.json()) as { id?: number };
  if (response.status !== 201 || typeof body.id !== 'number') {
    throw new Error(`events/: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body.id;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * N streams of the demo lawyer spread over the servers (one user, N tabs: every write reaches
 * every stream), then `writes` agenda events created on the first server one after the other;
 * each stream's arrival is timed from the write's request.
 */
async function measureStreams(
  database: LiveLoadRow['database'],
  servers: ApiServer[],
  token: string,
  count: number,
  writes: number,
  log: (line: string) => void,
): Promise<LiveLoadRow> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const before = servers.map((server) => server.rss());
  const streams: Stream[] = [];
  try {
    for (let i = 0; i < count; i += 50) {
      const batch = Array.from({ length: Math.min(50, count - i) }, (_, j) =>
        openStream(servers[(i + j) % servers.length].baseUrl, token, agent),
      );
      streams.push(...(await Promise.all(batch)));
    }
    await sleep(1000);
    const after = servers.map((server) => server.rss());
    const grown = after.reduce((sum, rss, i) => sum + (rss - before[i]), 0);
    const arrivals: number[] = [];
    const lastArrivals: number[] = [];
    let missed = 0;
    for (let w = 0; w < writes; w += 1) {
      const sent = performance.now();
      const id = await writeEvent(servers[0].baseUrl, token, w);
      const deadline = Date.now() + ARRIVAL_WAIT_MS;
      while (streams.some((s) => !s.seen.has(id)) && Date.now() < deadline) await sleep(5);
      let last = 0;
      for (const stream of streams) {
        const at = stream.seen.get(id);
        if (at === undefined) missed += 1;
        else {
          arrivals.push(at - sent);
          last = Math.max(last, at - sent);
        }
      }
      lastArrivals.push(last);
      await sleep(100);
    }
    const row: LiveLoadRow = {
      database,
      processes: servers.length,
      streams: count,
      writes,
      p50: round(percentile(arrivals, 50)),
      p99: round(percentile(arrivals, 99)),
      allP50: round(percentile(lastArrivals, 50)),
      allP99: round(percentile(lastArrivals, 99)),
      missed,
      bytesPerStream: Math.round(grown / count),
    };
    log(
      `${database}, ${servers.length} processi, ${count} flussi: p50 ${row.p50} ms, p99 ${row.p99} ms ` +
        `(tutti raggiunti: p50 ${row.allP50} ms, p99 ${row.allP99} ms), persi ${missed}, ` +
        `${(row.bytesPerStream / 1024).toFixed(1)} KB per flusso`,
    );
    return row;
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await sleep(500);
  }
}

function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return env;
}

/**
 * The live section: N streams on one API process on PGlite, then on two processes on one
 * PostgreSQL (DATABASE_URL's, or a throwaway cluster), for each N.
 */
export async function runLiveLoad(options: LiveLoadOptions): Promise<LiveLoadRow[]> {
  const log = options.log ?? (() => {});
  const counts = options.counts ?? [100, 500, 2000];
  const writes = options.writes ?? 20;
  const apiDir = path.join(options.root, 'api');
  const rows: LiveLoadRow[] = [];

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'colleghi-bench-live-'));
  try {
    log(`Flussi in tempo reale: API con PGlite in ${dataDir}…`);
    const env = { ...baseEnv(), DATA_DIR: dataDir };
    const server = await startApi({ apiDir, port: PGLITE_PORT, env, removeOnStop: dataDir, log });
    try {
      const token = await signInDemoLawyer(server.baseUrl);
      for (const count of counts) {
        rows.push(await measureStreams('PGlite', [server], token, count, writes, log));
      }
    } finally {
      await server.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const throwaway = process.env.DATABASE_URL ? null : await startThrowawayPostgres(log);
  const databaseUrl = process.env.DATABASE_URL ?? throwaway?.url;
  if (!databaseUrl) {
    log('PostgreSQL non installato e DATABASE_URL non impostata: flussi misurati solo su PGlite.');
    return rows;
  }
  const servers: ApiServer[] = [];
  try {
    const env = { ...baseEnv(), DATABASE_URL: databaseUrl };
    for (const port of POSTGRES_PORTS) servers.push(await startApi({ apiDir, port, env, log }));
    const token = await signInDemoLawyer(servers[0].baseUrl);
    for (const count of counts) {
      rows.push(await measureStreams('PostgreSQL', servers, token, count, writes, log));
    }
  } finally {
    for (const server of servers) await server.stop();
    throwaway?.stop();
  }
  return rows;
}
