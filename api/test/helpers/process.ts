import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/seed/prepare';
import { fixtureComuni } from './fixtures';
import { createPostgresDatabase } from './server';
import { pgliteTemplate } from './templates';

/**
 * The limit for a test or hook that seeds a database and starts processes: minutes rather than
 * seconds when the machine is shared (a limit, not a measurement).
 */
export const PROCESS_TIMEOUT_MS = 180_000;

/** The api/ folder. */
export const API_DIR = path.resolve(__dirname, '../..');

/**
 * Compiles the server into dist/ exactly as `pnpm build` does (esbuild, about a second): once
 * per run, in jest's globalSetup, before the workers that spawn it start.
 */
export function buildApi(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_DIR, stdio: 'pipe' });
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No port');
  return address.port;
}

/**
 * A database for spawned API processes (a copy of the run's migrated template), seeded with the
 * fixture municipalities (their start then only checks, instead of loading ~7900 of them): a PGlite
 * folder, or with TEST_DATABASE_URL a fresh database on that server. `env` is for spawnApi.
 */
export async function seededDatabase(options: { pglite?: boolean } = {}) {
  const serverUrl = options.pglite ? undefined : process.env.TEST_DATABASE_URL;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (serverUrl) {
    const created = await createPostgresDatabase(serverUrl, 'migrated');
    env = { DATABASE_URL: created.url };
    cleanup = created.drop;
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-api-process-'));
    env = { DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    loadDataDir: serverUrl ? undefined : pgliteTemplate('migrated'),
  });
  try {
    await prepareDatabase(database, { comuni: fixtureComuni() });
  } finally {
    await database.close();
  }
  return { env, cleanup };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One compiled API process (`node dist/main.js`), as `pnpm start` runs it. */
export interface ApiProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code (null after a signal), once it has exited. */
  exited: Promise<number | null>;
  /** Resolves once `GET subjects/` answers 200; rejects with its output if it exits first. */
  ready(): Promise<void>;
  /** SIGKILL if still running; resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * Starts `node dist/main.js` on 127.0.0.1 and a free port, with the database of `env`
 * (DATA_DIR or DATABASE_URL), as the run's globalSetup built it (buildApi).
 */
export async function spawnApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const {
    NODE_OPTIONS: _jestOptions,
    DATABASE_URL: _url,
    DATA_DIR: _dir,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: API_DIR,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Neither the child nor its pipes keep the test process alive; it takes the child with it.
  child.unref();
  (child.stdout as net.Socket).unref();
  (child.stderr as net.Socket).unref();
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      process.off('exit', killOnExit);
      exitCode = code;
      resolve(code);
    });
  });
  const baseUrl = `http://127.0.0.1:${port}/api/`;
  return {
    child,
    port,
    baseUrl,
    output: () => text,
    exited,
    ready: async () => {
      for (;;) {
        if (exitCode !== undefined) {
          throw new Error(`The API exited (${exitCode}) before answering:\n${text}`);
        }
        const answer = await fetch(`${baseUrl}subjects/`).catch(() => null);
        if (answer?.status === 200) return;
        await sleep(200);
      }
    },
    kill: async () => {
      if (exitCode !== undefined) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Resolves once a new TCP connection to the port is refused (the server stopped listening). */
export async function connectionsRefused(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return;
    await sleep(50);
  }
}
