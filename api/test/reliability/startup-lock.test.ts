import { Pool } from 'pg';
import { loadComuni } from '../../src/seed/comuni';
import { DEMO_PASSWORD, LAWYER_EMAIL, client, login } from '../helpers/http';
import { journalEntries } from '../helpers/migrations';
import type { ApiProcess } from '../helpers/process';
import { PROCESS_TIMEOUT_MS, spawnApi } from '../helpers/process';
import { createPostgresDatabase } from '../helpers/server';

/**
 * API processes started together on one empty PostgreSQL database take turns to migrate and
 * seed (a PostgreSQL advisory lock): all of them come up, and the seed runs once. PostgreSQL
 * only (TEST_DATABASE_URL): PGlite allows one process per folder.
 */
jest.setTimeout(PROCESS_TIMEOUT_MS);
const serverUrl = process.env.TEST_DATABASE_URL;
const postgresOnly = serverUrl ? describe : describe.skip;
const PROCESSES = 5;

postgresOnly('API processes started together on an empty PostgreSQL database', () => {
  const processes: ApiProcess[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!);
  });

  afterAll(async () => {
    for (const api of processes) await api.kill();
    await database?.drop();
  });

  it('all five come up, with the migrations applied and the seed run once', async () => {
    for (let i = 0; i < PROCESSES; i += 1) {
      processes.push(await spawnApi({ DATABASE_URL: database.url }));
    }
    await Promise.all(processes.map((api) => api.ready()));
    for (const api of processes) {
      expect(await login(client(api.baseUrl), LAWYER_EMAIL, DEMO_PASSWORD)).toMatch(
        /^[0-9a-f]{40}$/,
      );
    }
    // One of them loaded the municipalities; the others found them there.
    const seeders = processes.filter((api) => api.output().includes('Database popolato:'));
    expect(seeders).toHaveLength(1);

    const pool = new Pool({ connectionString: database.url, max: 1 });
    const total = async (query: string) => (await pool.query(query)).rows[0].total as number;
    try {
      expect(await total('select count(*)::int as total from drizzle.__drizzle_migrations')).toBe(
        journalEntries().length,
      );
      expect(await total('select count(*)::int as total from cities')).toBe(loadComuni().length);
      expect(await total('select count(*)::int as total from offices')).toBe(454);
      expect(
        await total(
          `select count(*)::int as total from users where email like '%@demo.colleghi.it'`,
        ),
      ).toBe(8);
      expect(await total('select count(*)::int as total from demands')).toBe(16);
      expect(await total('select count(*)::int as total from articles')).toBe(60);
    } finally {
      await pool.end();
    }
  });
});
