import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Listen } from './listen';
import { listenPglite, listenPostgres } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common surface of the PGlite and node-postgres drizzle databases: queries use only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database or an open transaction (a transaction is a database too). */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the SQL files of api/drizzle/ that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process holds the start-up lock of this database: on PostgreSQL
   * a session advisory lock, so that processes started together migrate and seed one at a time
   * (PGlite has one process per folder: nothing to wait for).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** LISTEN for NOTIFY on a connection of its own (the live events, the push relay). */
  listen: Listen;
  close(): Promise<void>;
}

/** The api/ folder: the nearest package.json above src/db/ (tsx, jest) or dist/ (the build). */
function packageRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Nessun package.json sopra ${from}`);
    dir = parent;
  }
  return dir;
}

const API_ROOT = packageRoot(__dirname);
export const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_POOL_MAX = 10;

/** The key of the start-up advisory lock: any constant bigint, the same in every process. */
const STARTUP_LOCK_KEY = 0x636f6c6c6567;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder (created if missing); one process at a time. */
  dataDir?: string;
  /** Connections of the PostgreSQL pool. */
  poolMax?: number;
  /**
   * A dump of a PGlite data folder (its `dumpDataDir`) that a new `dataDir` starts from instead
   * of an empty cluster: the API tests copy one migrated and seeded database into every file.
   */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolMax ?? DEFAULT_POOL_MAX);
  }
  return openPglite(options.dataDir ?? DEFAULT_DATA_DIR, options.loadDataDir);
}

/**
 * PGlite runs inside this process: a second process on the same folder would not see this one's
 * writes and would overwrite them at its close, so the folder is locked first (DataDirInUseError).
 */
async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { loadDataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    // The two drivers differ only in their query-result type parameter, which our code never reads.
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    listen: listenPglite(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, poolMax: number): Promise<Database> {
  const pool = new Pool({ connectionString: databaseUrl, max: Math.max(2, poolMax) });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: async (work) => {
      // A connection of its own holds the lock while `work` uses the others of the pool (hence
      // at least two); if this process dies, PostgreSQL ends the session and the lock with it.
      const holder = await pool.connect();
      try {
        const tried = await holder.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [STARTUP_LOCK_KEY],
        );
        if (!tried.rows[0].locked) {
          console.log('Un altro processo sta preparando il database: attendo che finisca.');
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        }
        return await work();
      } finally {
        // Closing the session lets go of the lock whatever happened to the queries above.
        holder.release(true);
      }
    },
    listen: listenPostgres(databaseUrl),
    close: () => pool.end(),
  };
}

/**
 * Raw SQL returning rows. Both drivers answer { rows }, but the common Db type cannot know it
 * (its result type is a parameter), hence the one cast here.
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
