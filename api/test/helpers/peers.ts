import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Api, ApiResponse } from './http';
import { client } from './http';
import { START_TIME } from './server';
import type { TestServer } from './server';

const API_DIR = path.resolve(__dirname, '../..');
const PEER_ENTRY = path.join(__dirname, 'peer-server.ts');

/** True when the suite runs on a PostgreSQL server, where a second process can share the data. */
export const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `describe` on PostgreSQL, `describe.skip` on PGlite: PGlite is one process's embedded
 * database (one transaction at a time), so races between processes cannot happen there.
 */
export const describeOnPostgres = ON_POSTGRES ? describe : describe.skip;

export interface Peer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts a second API process on the test server's database; resolves once it listens. */
export async function startPeer(server: TestServer): Promise<Peer> {
  if (!server.databaseUrl) throw new Error('a peer process needs the PostgreSQL test database');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', PEER_ENTRY], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PEER_DATABASE_URL: server.databaseUrl,
      PEER_CLOCK: START_TIME.toISOString(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /PEER_READY (\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`peer exited (${code}): ${errors}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A second process beside the test file's server, for its lifetime. `spread(n, send)` sends n
 * requests at once, the even ones to the test's own process and the odd ones to the peer.
 */
export function setupPeer(server: TestServer) {
  let peer: Peer | null = null;
  beforeAll(async () => {
    peer = await startPeer(server);
  });
  afterAll(() => peer?.close());
  const spread = (n: number, send: (api: Api, i: number) => Promise<ApiResponse>) => {
    if (!peer) throw new Error('the peer process is not started');
    const apis = [client(server.baseUrl), client(peer.baseUrl)];
    return Promise.all(Array.from({ length: n }, (_, i) => send(apis[i % 2], i)));
  };
  return { spread };
}

/** The statuses of answers, sorted: `[201, 400, 400…]`. */
export const statuses = (answers: ApiResponse[]) => answers.map((res) => res.status).sort();
