import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, lt, max, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { recordOpenFailures, recordShares, records, users } from '../db/schema';
import { romeDate } from '../domain/agenda';
import { BodyReader } from '../lib/body-reader';
import { HttpError, ValidationError } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { PageParams } from '../lib/pagination';
import { queryParam } from '../lib/pagination';
import { notifyRecordOpened } from './notifications/events';

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
/** Wrong codes allowed per user in the window before records/open/ answers 429. */
export const OPEN_MAX_FAILURES = 5;
export const OPEN_WINDOW_MS = 15 * 60 * 1000;

export const RECORD_FILTERS = ['all', 'created', 'shared'] as const;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** POST records/: identifier VRB-<year>-<6-digit sequence of this user>, a random code. */
export async function createRecord(ctx: AppContext, userId: number) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // The user's row lock serializes concurrent creations: no two records share a number.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [{ last }] = await tx
      .select({ last: max(records.seq) })
      .from(records)
      .where(eq(records.userId, userId));
    const seq = (last ?? 0) + 1;
    const [row] = await tx
      .insert(records)
      .values({
        userId,
        seq,
        identifier: `VRB-${romeDate(now).slice(0, 4)}-${String(seq).padStart(6, '0')}`,
        code: newCode(),
        shareId: randomUUID(),
        createdAt: now,
      })
      .returning();
    return row;
  });
}

/** The record was opened by this user (a row of record_shares). */
function sharedWith(userId: number): SQL {
  return sql`exists (select 1 from ${recordShares} where ${recordShares.recordId} = ${records.id}
                     and ${recordShares.userId} = ${userId})`;
}

/** GET records/?filter=all|created|shared: newest first. */
export async function listRecords(db: Executor, userId: number, query: unknown, page: PageParams) {
  const filter = queryParam(query, 'filter')?.trim().toLowerCase() || 'all';
  if (!(RECORD_FILTERS as readonly string[]).includes(filter)) {
    throw new ValidationError({ filter: [MSG.invalidChoice] });
  }
  const created = eq(records.userId, userId);
  const where =
    filter === 'created'
      ? created
      : filter === 'shared'
        ? sharedWith(userId)
        : or(created, sharedWith(userId));
  const [{ total }] = await db.select({ total: count() }).from(records).where(where);
  const rows = await db
    .select()
    .from(records)
    .where(where)
    .orderBy(desc(records.createdAt), desc(records.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The share id inside a record link (…/records?shared=<uuid>), or the bare uuid. */
export function shareIdFromLink(link: string): string | null {
  if (UUID_RE.test(link)) return link.toLowerCase();
  try {
    const shared = new URL(link).searchParams.get('shared')?.trim() ?? '';
    return UUID_RE.test(shared) ? shared.toLowerCase() : null;
  } catch {
    return null;
  }
}

async function assertOpenAllowed(ctx: AppContext, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - OPEN_WINDOW_MS);
  const failures = await ctx.db
    .select({ createdAt: recordOpenFailures.createdAt })
    .from(recordOpenFailures)
    .where(and(eq(recordOpenFailures.userId, userId), gt(recordOpenFailures.createdAt, since)))
    .orderBy(asc(recordOpenFailures.createdAt));
  if (failures.length < OPEN_MAX_FAILURES) return;
  const oldest = failures[failures.length - OPEN_MAX_FAILURES].createdAt.getTime();
  const retryAfter = Math.max(1, Math.ceil((oldest + OPEN_WINDOW_MS - now.getTime()) / 1000));
  throw new HttpError(429, { detail: MSG.tooManyTries }, { 'Retry-After': String(retryAfter) });
}

async function recordFailure(ctx: AppContext, userId: number, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(recordOpenFailures)
      .where(lt(recordOpenFailures.createdAt, new Date(now.getTime() - OPEN_WINDOW_MS)));
    await tx.insert(recordOpenFailures).values({ userId, createdAt: now });
  });
}

/**
 * POST records/open/ { link, code }: with the right code the record joins the caller's
 * "shared with me" (an owner just gets it back). Wrong codes count towards the rate limit,
 * an unknown link does not (it reveals nothing: share ids are random uuids).
 */
export async function openSharedRecord(ctx: AppContext, userId: number, raw: unknown) {
  const now = ctx.clock();
  await assertOpenAllowed(ctx, userId, now);
  const body = BodyReader.fromBody(raw);
  body.allowOnly(['link', 'code']);
  const link = body.text('link', { nullable: true, max: 2000 });
  const code = body.text('code', { required: true, max: 20 });
  const shareId = link ? shareIdFromLink(link) : null;
  if (!shareId && !body.fieldHasError('link')) body.error('link', MSG.recordLink);
  body.throwIfErrors();
  const [record] = await ctx.db
    .select()
    .from(records)
    .where(eq(records.shareId, shareId as string));
  if (!record) throw new ValidationError({ link: [MSG.recordLink] });
  if (record.code !== (code as string).toUpperCase()) {
    await recordFailure(ctx, userId, now);
    throw new ValidationError({ code: [MSG.recordCode] });
  }
  if (record.userId !== userId) {
    await ctx.db
      .insert(recordShares)
      .values({ recordId: record.id, userId, createdAt: now })
      .onConflictDoNothing();
    await notifyRecordOpened(ctx.db, record, userId, now);
  }
  return record;
}
