import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock';
import { DEMO_PASSWORD, LAWYER_EMAIL, client, login } from '../helpers/http';
import type { ApiProcess } from '../helpers/process';
import { PROCESS_TIMEOUT_MS, seededDatabase, spawnApi } from '../helpers/process';

/**
 * PGlite lives inside one process: a second API process on the same DATA_DIR would not see the
 * first one's writes and would lose them. It refuses to start, naming the folder; a lock left by
 * a process that was killed does not block the next start. (PGlite only: skipped when the
 * suite runs on PostgreSQL.)
 */
jest.setTimeout(PROCESS_TIMEOUT_MS);
const pgliteOnly = process.env.TEST_DATABASE_URL ? describe.skip : describe;
let dataDir = '';
let cleanup = async () => {};
const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);
const started: ApiProcess[] = [];

async function start(): Promise<ApiProcess> {
  const api = await spawnApi({ DATA_DIR: dataDir });
  started.push(api);
  return api;
}

afterAll(async () => {
  for (const api of started) await api.kill();
  await cleanup();
});

pgliteOnly('one API process per PGlite folder', () => {
  let first: ApiProcess;

  beforeAll(async () => {
    const database = await seededDatabase({ pglite: true });
    dataDir = database.env.DATA_DIR;
    cleanup = database.cleanup;
    first = await start();
    await first.ready();
  });

  it('a second process on the folder in use exits non-zero naming it; the first works on', async () => {
    const firstApi = client(first.baseUrl);
    const token = await login(firstApi, LAWYER_EMAIL, DEMO_PASSWORD);

    const second = await start();
    // Either it exits, or it comes up (the failure this test is about).
    const outcome = await Promise.race([
      second.exited,
      second.ready().then(
        () => 'listening',
        () => 'exited',
      ),
    ]);
    expect(outcome).toBe(1);
    expect(second.output()).toContain(
      `La cartella dati PGlite ${dataDir} è già in uso dal processo ${first.child.pid}`,
    );

    // The first one still reads and writes, and its lock is still there.
    const written = await firstApi('records/', { method: 'POST', token });
    expect(written.status).toBe(201);
    const me = await firstApi('users/me/', { token });
    expect(me.status).toBe(200);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: first.child.pid });
  });

  it('a lock left by a killed process does not stop the next start', async () => {
    await first.kill();
    // SIGKILL: nothing ran at exit, the lock file still names the dead process.
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: first.child.pid });

    const next = await start();
    await next.ready();
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: next.child.pid });
    const api = client(next.baseUrl);
    const token = await login(api, LAWYER_EMAIL, DEMO_PASSWORD);
    // The record the first process wrote before it was killed is there.
    const records = await api('records/?filter=created', { token });
    expect(records.status).toBe(200);
    expect((records.body as { results: unknown[] }).results).toHaveLength(3);
  });
});
