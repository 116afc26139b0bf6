import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, queryRows } from '../src/db/client';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { loginAttempts, users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { fixtureComuni } from './helpers/fixtures';
import { migrationsBefore } from './helpers/migrations';

/** Upgrades of a database that an older deployment left behind: nothing it counted is lost. */
describe('drizzle/0006_attempts_record_code.sql', () => {
  let dir: string;
  let client: PGlite;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-migrations-'));
    client = await PGlite.create(path.join(dir, 'data'));
  });
  afterAll(async () => {
    await client.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('moves the wrong record codes still in their window into login_attempts', async () => {
    const db = drizzle({ client, schema });
    const older = migrationsBefore('0006_attempts_record_code', path.join(dir, 'older'));
    await migrate(db, { migrationsFolder: older });
    await seedDatabase(db as unknown as Db, { comuni: fixtureComuni() });
    const [luca] = await db.select({ id: users.id }).from(users).limit(1);
    const at = new Date('2026-11-22T10:00:00Z');
    await db.execute(
      sql`insert into record_open_failures (user_id, created_at) values (${luca.id}, ${at}), (${luca.id}, ${at})`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const moved = await db
      .select({ key: loginAttempts.key, createdAt: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(eq(loginAttempts.scope, 'record-code'));
    expect(moved).toEqual([
      { key: `user:${luca.id}`, createdAt: at },
      { key: `user:${luca.id}`, createdAt: at },
    ]);
    const left = await queryRows<{ name: string | null }>(
      db as unknown as Db,
      sql`select to_regclass('record_open_failures')::text as name`,
    );
    expect(left).toEqual([{ name: null }]);
  });
});
