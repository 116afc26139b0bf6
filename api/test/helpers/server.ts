import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import type { BuildAppOptions } from '../../src/app';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import {
  agendaReminders,
  articleCategories,
  articles,
  authTokens,
  calendarFeeds,
  candidates,
  checkouts,
  coupons,
  customSkills,
  demands,
  events,
  lawfirms,
  loginAttempts,
  outboxEmails,
  passwordResetTokens,
  paymentRecords,
  popupViews,
  professionalStatements,
  profileSkills,
  profiles,
  recordShares,
  records,
  sandboxCards,
  sandboxPayments,
  subscriptions,
  users,
} from '../../src/db/schema';
import { emptySeedReport, type seedDatabase, type SeedReport } from '../../src/seed';
import { prepareDatabase } from '../../src/seed/prepare';
import { fixtureComuni } from './fixtures';
import type { TemplateKind } from './templates';
import { snapshotTables } from './table-snapshot';
import { START_TIME, pgliteTemplate, postgresTemplate } from './templates';

export { START_TIME };

/** A clock the tests move by hand (rate-limit windows, ages). */
export class TestClock {
  current = new Date(START_TIME);
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  reset(): void {
    this.current = new Date(START_TIME);
  }
}

export interface TestServer {
  baseUrl: string;
  database: Database;
  /** The database's connection string on PostgreSQL (TEST_DATABASE_URL); null on PGlite. */
  databaseUrl: string | null;
  app: FastifyInstance;
  clock: TestClock;
  /** Empties every table and seeds the small fixture set again. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export type ServerOptions = Omit<BuildAppOptions, 'db' | 'clock'> & {
  seed?: boolean;
  /**
   * More seeded tables the reset restores. Others that reference users (the course purchases)
   * are emptied by the reset's cascade, which is the state most suites are written for.
   */
  restoreTables?: PgTable[];
};

/**
 * A database of its own for a test file, copied from a template of the run
 * (helpers/templates.ts): by default migrated and seeded with the fixtures at START_TIME,
 * `migrated` for a file that wants it empty. A PGlite in a temp folder; with TEST_DATABASE_URL
 * set (a PostgreSQL server), a new database there instead: the same suite then checks the
 * node-postgres path.
 */
export async function startTestDatabase(from: TemplateKind = 'seeded'): Promise<{
  database: Database;
  databaseUrl: string | null;
  cleanup: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return startPostgresDatabase(serverUrl, from);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-api-test-'));
  const database = await openDatabase({ dataDir: dir, loadDataDir: pgliteTemplate(from) });
  return {
    database,
    databaseUrl: null,
    cleanup: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl` (empty, or a copy of the run's
 * template `from`): its URL, and how to drop it.
 */
export async function createPostgresDatabase(serverUrl: string, from?: TemplateKind) {
  const name = `colleghi_test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(
    from ? `create database ${name} template ${postgresTemplate(from)}` : `create database ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        // A plain drop first: it waits (up to 5 s) for the sessions of pools just ended to go.
        await admin.query(`drop database if exists ${name}`);
      } catch (error) {
        // 55006: still in use, by a process that has not closed yet (a peer API process):
        // end its sessions. Forcing at once would also hit the ones closing, as an error.
        if ((error as { code?: string }).code !== '55006') throw error;
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

async function startPostgresDatabase(serverUrl: string, from: TemplateKind) {
  const created = await createPostgresDatabase(serverUrl, from);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    database,
    databaseUrl: created.url,
    cleanup: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * Tables the endpoints (or a test re-seeding) write, in insertion order; lookups are read-only
 * and seeded once.
 */
const MUTABLE_TABLES: PgTable[] = [
  users,
  lawfirms,
  profiles,
  profileSkills,
  customSkills,
  authTokens,
  loginAttempts,
  passwordResetTokens,
  popupViews,
  outboxEmails,
  demands,
  candidates,
  articleCategories,
  articles,
  events,
  agendaReminders,
  calendarFeeds,
  records,
  recordShares,
  coupons,
  professionalStatements,
  checkouts,
  subscriptions,
  paymentRecords,
  sandboxCards,
  sandboxPayments,
];

/** About 270 years: longer than any test moves its clock. */
const NO_EXPIRY_MS = 1e13;

export async function startTestServer(options: ServerOptions = {}): Promise<TestServer> {
  const { seed = true, restoreTables = [], ...appOptions } = options;
  const { database, databaseUrl, cleanup } = await startTestDatabase(seed ? 'seeded' : 'migrated');
  const clock = new TestClock();
  const app = await buildApp({
    db: database.db,
    clock: clock.now,
    // Suites move the clock by months (subscriptions, demand expiry) holding one key: sessions
    // do not expire unless a suite asks (test/auth-sessions.test.ts tests the expiry).
    sessions: { idleMs: NO_EXPIRY_MS, maxMs: NO_EXPIRY_MS },
    // Nor does the periodic sweep run: a file that lasts past its first minute (a loaded
    // machine) would otherwise sweep at a moment no test chose, with the clock wherever the test
    // left it, and closing waits for it. The suites of the sweep ask for it.
    expirySweepMs: 0,
    // The agenda reminders likewise: their suite gives them with the clock it chose.
    reminderPollMs: 0,
    // Live events reach the streams as in production; the push relay only where a suite asks
    // (test/push.test.ts), so that no other suite sees its statements.
    listen: database.listen,
    push: null,
    // A 500 answers only "Errore interno del server.": its cause goes to stderr, so a failure
    // seen once in a CI run can be read from that run's log.
    logger: { level: 'error', stream: { write: (line: string) => process.stderr.write(line) } },
    ...appOptions,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const restore = await snapshotTables(database, [...MUTABLE_TABLES, ...restoreTables]);
  const reset = async () => {
    clock.reset();
    await restore();
  };
  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    database,
    databaseUrl,
    app,
    clock,
    reset,
    close: async () => {
      // At the end of a file every test is over: a connection still open is an answer a test
      // did not read, and closing must not wait for it (draining is src/main.ts's job, tested
      // in test/reliability/).
      const closed = app.close();
      app.server.closeAllConnections();
      await closed;
      await cleanup();
    },
  };
}

export interface PersistentServer {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  /** What the seed added at this start (a restart must add nothing). */
  seeded: Awaited<ReturnType<typeof seedDatabase>>;
  /** Stops the server and closes the database; the data folder stays. */
  close(): Promise<void>;
}

/**
 * Starts the server on a PGlite data folder the way src/main.ts does (open, migrate, seed what
 * is missing, listen), without the truncate and snapshot of startTestServer: a second call on
 * the same folder is a restart of the process. The seed uses the fixture municipalities.
 */
export async function startServerOnDataDir(dataDir: string, clock: TestClock) {
  const database = await openDatabase({ dataDir });
  const seeded = await prepareDatabase(database, { comuni: fixtureComuni(), now: clock.now() });
  const app = await buildApp({ db: database.db, clock: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const server: PersistentServer = {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    app,
    database,
    seeded,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  return server;
}

/** What a second run of the seed reports on an already-seeded database: nothing added. */
export const NOTHING_SEEDED: SeedReport = emptySeedReport();
