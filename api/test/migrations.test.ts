import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, queryRows } from '../src/db/client';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { loginAttempts } from '../src/db/schema';
import { migrationsBefore } from './helpers/migrations';
import { blankPglite } from './helpers/templates';

/** A PGlite in a temp folder for the describe block: `old.db` and `old.dir` once it started. */
function setupOldDatabase() {
  const old = {} as { dir: string; client: PGlite; db: ReturnType<typeof drizzle<typeof schema>> };
  beforeAll(async () => {
    old.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-migrations-'));
    old.client = await blankPglite(path.join(old.dir, 'data'));
    old.db = drizzle({ client: old.client, schema });
  });
  afterAll(async () => {
    await old.client.close();
    fs.rmSync(old.dir, { recursive: true, force: true });
  });
  return old;
}

/** Upgrades of a database that an older deployment left behind: nothing it counted is lost. */
describe('drizzle/0006_attempts_record_code.sql', () => {
  const old = setupOldDatabase();

  it('moves the wrong record codes still in their window into login_attempts', async () => {
    const { db, dir } = old;
    const older = migrationsBefore('0006_attempts_record_code', path.join(dir, 'older'));
    await migrate(db, { migrationsFolder: older });
    // A user as that deployment stored it (today's seed writes columns added since).
    const [luca] = await queryRows<{ id: number }>(
      db as unknown as Db,
      sql`insert into users (first_name, last_name, email, password_hash, created_at)
          values ('Luca', 'Verdi', 'luca@example.com', 'x', now()) returning id`,
    );
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

describe('drizzle/0007_money_guards.sql', () => {
  const old = setupOldDatabase();

  it('keeps the oldest of duplicate renewing subscriptions; repeatable types stay several', async () => {
    const { db, dir } = old;
    const raw = db as unknown as Db;
    await migrate(db, {
      migrationsFolder: migrationsBefore('0007_money_guards', path.join(dir, 'older')),
    });
    await raw.execute(sql`insert into payment_types (id, type, title, description, monthly_cents)
      values (2, 'gold', 'Gold', '', 1990), (3, 'additional_skills', 'Competenze', '', 290)`);
    const [user] = await queryRows<{ id: number }>(
      raw,
      sql`insert into users (first_name, last_name, email, password_hash, created_at)
          values ('Marco', 'Neri', 'marco@example.com', 'x', now()) returning id`,
    );
    // What concurrent purchases left before the guard: three renewing Gold, two skill packages.
    for (const [type, day] of [
      [2, '2026-05-03'],
      [2, '2026-05-01'],
      [2, '2026-05-02'],
      [3, '2026-05-01'],
      [3, '2026-05-02'],
    ] as const) {
      await raw.execute(sql`insert into subscriptions
        (user_id, payment_type_id, payment_method, monthly_cents, activation_date, expire_at, created_at)
        values (${user.id}, ${type}, 'credit_card', 0, ${day}, '2027-05-01', ${day})`);
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await queryRows<{
      type: number;
      day: string;
      renewing: boolean;
      exclusive: boolean;
    }>(
      raw,
      sql`select payment_type_id as type, to_char(activation_date, 'YYYY-MM-DD') as day,
            not unsubscribed as renewing, exclusive
          from subscriptions order by payment_type_id, activation_date`,
    );
    expect(rows).toEqual([
      { type: 2, day: '2026-05-01', renewing: true, exclusive: true },
      { type: 2, day: '2026-05-02', renewing: false, exclusive: true },
      { type: 2, day: '2026-05-03', renewing: false, exclusive: true },
      { type: 3, day: '2026-05-01', renewing: true, exclusive: false },
      { type: 3, day: '2026-05-02', renewing: true, exclusive: false },
    ]);
  });
});

describe('drizzle/0008_session_expiry.sql', () => {
  const old = setupOldDatabase();

  it('keeps the sessions of the older deployment, last used when they were created', async () => {
    const { db, dir } = old;
    const raw = db as unknown as Db;
    await migrate(db, {
      migrationsFolder: migrationsBefore('0008_session_expiry', path.join(dir, 'older')),
    });
    const [user] = await queryRows<{ id: number }>(
      raw,
      sql`insert into users (first_name, last_name, email, password_hash, created_at)
          values ('Sara', 'Romano', 'sara@example.com', 'x', now()) returning id`,
    );
    const at = new Date('2026-11-20T08:00:00Z');
    await raw.execute(
      sql`insert into auth_tokens (digest, user_id, created_at) values ('abc', ${user.id}, ${at})`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await db.select().from(schema.authTokens);
    expect(rows).toEqual([{ digest: 'abc', userId: user.id, createdAt: at, lastUsedAt: at }]);
  });
});

describe('drizzle/0009_outbox_secrets.sql', () => {
  const old = setupOldDatabase();

  it('blanks the passwords and reset tokens the older deployment stored in clear', async () => {
    const { db, dir } = old;
    const raw = db as unknown as Db;
    await migrate(db, {
      migrationsFolder: migrationsBefore('0009_outbox_secrets', path.join(dir, 'older')),
    });
    const at = new Date('2026-11-20T08:00:00Z');
    const bodies = [
      'Ciao Carlo,\n\ne questa password:\n\nPassword: aB3dE5fG7hJ9\n\nAccedi da http://x/signin',
      'Ciao Giulia,\n\nhttp://x/reset-password/?uid=7&token=0123456789abcdef0123456789abcdef0123456789abcdef\n\nFine',
      'Ciao Giulia,\n\nla password del tuo account Colleghi è stata appena cambiata.',
    ];
    for (const body of bodies) {
      await raw.execute(sql`insert into outbox_emails ("to", subject, body, created_at)
        values ('a@example.com', 'Oggetto', ${body}, ${at})`);
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const rows = await db
      .select({
        body: schema.outboxEmails.body,
        sealed: schema.outboxEmails.sealedSecrets,
        withheld: schema.outboxEmails.secretsWithheld,
      })
      .from(schema.outboxEmails)
      .orderBy(schema.outboxEmails.id);
    expect(rows).toEqual([
      {
        body: 'Ciao Carlo,\n\ne questa password:\n\nPassword: {{password}}\n\nAccedi da http://x/signin',
        sealed: null,
        withheld: true,
      },
      {
        body: 'Ciao Giulia,\n\nhttp://x/reset-password/?uid=7&token={{token}}\n\nFine',
        sealed: null,
        withheld: true,
      },
      { body: bodies[2], sealed: null, withheld: false },
    ]);
  });
});

describe('drizzle/0010_handoff_tokens.sql', () => {
  const old = setupOldDatabase();

  it('adds the empty handoff table next to the sessions, which stay', async () => {
    const { db, dir } = old;
    const raw = db as unknown as Db;
    await migrate(db, {
      migrationsFolder: migrationsBefore('0010_handoff_tokens', path.join(dir, 'older')),
    });
    const [user] = await queryRows<{ id: number }>(
      raw,
      sql`insert into users (first_name, last_name, email, password_hash, created_at)
          values ('Marco', 'Rossi', 'marco@example.com', 'x', now()) returning id`,
    );
    const at = new Date('2026-11-20T08:00:00Z');
    await raw.execute(
      sql`insert into auth_tokens (digest, user_id, created_at, last_used_at)
          values ('abc', ${user.id}, ${at}, ${at})`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    expect(await db.select().from(schema.authTokens)).toHaveLength(1);
    expect(await db.select().from(schema.handoffTokens)).toEqual([]);
    await db.insert(schema.handoffTokens).values({
      digest: 'def',
      userId: user.id,
      purpose: 'subscription-activate',
      subject: '2',
      createdAt: at,
      expiresAt: at,
    });
    // Only the known purposes, and the user's tokens go with the user.
    await expect(
      raw.execute(
        sql`insert into handoff_tokens values ('x', ${user.id}, 'login', '2', now(), now())`,
      ),
    ).rejects.toThrow();
    await raw.execute(sql`delete from users where id = ${user.id}`);
    expect(await db.select().from(schema.handoffTokens)).toEqual([]);
  });
});

describe('drizzle/0011_outbox_relay.sql', () => {
  const old = setupOldDatabase();

  it('leaves the e-mails the older deployment queued pending and due, for the relay to send', async () => {
    const { db, dir } = old;
    const raw = db as unknown as Db;
    await migrate(db, {
      migrationsFolder: migrationsBefore('0011_outbox_relay', path.join(dir, 'older')),
    });
    const at = new Date('2026-11-20T08:00:00Z');
    await raw.execute(sql`insert into outbox_emails ("to", subject, body, created_at)
      values ('a@example.com', 'Oggetto', 'Ciao', ${at})`);

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const [row] = await db.select().from(schema.outboxEmails);
    expect(row).toMatchObject({
      kind: null,
      attempts: 0,
      lockedUntil: null,
      lockedBy: null,
      sentAt: null,
      messageId: null,
      failedAt: null,
      lastError: null,
    });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    // A row is sent or given up, never both.
    await expect(
      raw.execute(sql`update outbox_emails set sent_at = now(), failed_at = now()`),
    ).rejects.toThrow();
    const [index] = await queryRows<{ definition: string }>(
      raw,
      sql`select indexdef as definition from pg_indexes where indexname = 'outbox_emails_due_idx'`,
    );
    expect(index.definition).toMatch(
      /\(next_attempt_at\) WHERE \(\(sent_at IS NULL\) AND \(failed_at IS NULL\)\)$/,
    );
  });
});
