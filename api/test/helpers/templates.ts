import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/db/client';
import type { Database, Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { seedDatabase } from '../../src/seed';
import { fixtureComuni } from './fixtures';

/**
 * Every API test file starts from a database made once per run (jest's globalSetup), not from
 * scratch: creating a PGlite (its initdb), migrating and seeding cost seconds per file, a copy
 * a fraction of that.
 *
 * - `seeded`: migrated and seeded with the fixture municipalities at START_TIME, what
 *   startTestServer gives a file unless it asks for `seed: false`;
 * - `migrated`: migrated, no rows (seed: false, the full seed's test, spawned processes that
 *   seed at their own start);
 * - `blank` (PGlite only): a new cluster, not even migrated (the upgrade tests of migrations).
 *
 * On PostgreSQL a template is a database of the test server, copied with
 * `CREATE DATABASE … TEMPLATE`; on PGlite it is a dump of a data folder (`dumpDataDir`), loaded
 * into a new folder (`loadDataDir`). The names travel to the workers in an environment variable
 * set before they start.
 */
export type TemplateKind = 'seeded' | 'migrated';

interface Templates {
  /** The PGlite dumps, by kind (always made: some files use PGlite on a PostgreSQL run too). */
  pglite: Record<TemplateKind | 'blank', string>;
  /** The template databases on TEST_DATABASE_URL's server, when the run has one. */
  postgres: Record<TemplateKind, string> | null;
  /** The folder of the dumps, removed by the teardown. */
  dir: string;
}

const ENV_NAME = 'COLLEGHI_API_TEST_TEMPLATES';

/** The fixed moment the seeded template is seeded at (the tests' clock starts there). */
export const START_TIME = new Date('2026-03-02T09:00:00.000Z');

function readTemplates(): Templates {
  const value = process.env[ENV_NAME];
  if (!value) {
    throw new Error(
      `${ENV_NAME} is not set: the API tests run through jest (api/jest.config.cjs), whose ` +
        'globalSetup makes the template databases.',
    );
  }
  return JSON.parse(value) as Templates;
}

/** The seed every `seeded` template holds: the fixture municipalities, at START_TIME. */
async function seedFixtures(db: Db): Promise<void> {
  await seedDatabase(db, { comuni: fixtureComuni(), now: START_TIME });
}

/**
 * PGlite's dumps: one cluster in memory, dumped blank, then migrated, then seeded. Not through
 * openDatabase: its folder lock would be dumped with the data, and every copy would then look
 * in use by this process.
 */
async function dumpPglite(dir: string): Promise<Templates['pglite']> {
  const client = await PGlite.create();
  const db = drizzle({ client, schema });
  const dump = async (kind: TemplateKind | 'blank') => {
    const file = path.join(dir, `${kind}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  try {
    const blank = await dump('blank');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const migrated = await dump('migrated');
    await seedFixtures(db as unknown as Db);
    return { blank, migrated, seeded: await dump('seeded') };
  } finally {
    await client.close();
  }
}

/** A database of the server at `serverUrl`, made by `prepare`, closed so it can be copied. */
async function createPostgresTemplate(
  serverUrl: string,
  kind: TemplateKind,
  prepare: (database: Database) => Promise<void>,
  from?: string,
): Promise<string> {
  const name = `colleghi_template_${kind}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  try {
    await admin.query(`create database ${name}${from ? ` template ${from}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await prepare(database);
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return name;
}

async function createPostgresTemplates(serverUrl: string): Promise<Templates['postgres']> {
  const migrated = await createPostgresTemplate(serverUrl, 'migrated', (database) =>
    database.migrate(),
  );
  const seeded = await createPostgresTemplate(
    serverUrl,
    'seeded',
    (database) => seedFixtures(database.db),
    migrated,
  );
  return { migrated, seeded };
}

/** jest's globalSetup: makes the templates and tells the workers where they are. */
export async function createTemplates(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-api-templates-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates: Templates = {
    dir,
    pglite: await dumpPglite(dir),
    postgres: serverUrl ? await createPostgresTemplates(serverUrl) : null,
  };
  process.env[ENV_NAME] = JSON.stringify(templates);
}

/** jest's globalTeardown: drops the template databases and deletes the dumps. */
export async function dropTemplates(): Promise<void> {
  const value = process.env[ENV_NAME];
  if (!value) return;
  const templates = JSON.parse(value) as Templates;
  fs.rmSync(templates.dir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (templates.postgres && serverUrl) {
    const admin = new Pool({ connectionString: serverUrl, max: 1 });
    try {
      for (const name of Object.values(templates.postgres)) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
    }
  }
  delete process.env[ENV_NAME];
}

/** The PGlite dump of `kind`, to pass as openDatabase's `loadDataDir`. */
export function pgliteTemplate(kind: TemplateKind | 'blank'): Blob {
  return new Blob([fs.readFileSync(readTemplates().pglite[kind])]);
}

/** The name of the template database of `kind` on the run's PostgreSQL server. */
export function postgresTemplate(kind: TemplateKind): string {
  const { postgres } = readTemplates();
  if (!postgres) throw new Error('No PostgreSQL templates: TEST_DATABASE_URL was not set at start');
  return postgres[kind];
}

/** A new PGlite in `dataDir` for a test that drives it itself: the `blank` template. */
export async function blankPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create(dataDir, { loadDataDir: pgliteTemplate('blank') });
}
