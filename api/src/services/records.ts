import { randomInt, randomUUID } from 'node:crypto';
import { RECORD_FILTERS } from '@colleghi/rules';
import { and, count, desc, eq, max, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { lockUser } from '../db/locks';
import { recordShares, records } from '../db/schema';
import { romeDate } from '../domain/agenda';
import type { AttemptCounter } from '../lib/attempt-throttle';
import { claimAttempt } from '../lib/attempt-throttle';
import { ValidationError } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { PageParams } from '../lib/pagination';
import { notifyRecordOpened } from './notifications/events';

/** Letters and digits that cannot be confused when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
/** Wrong codes allowed per user in the window before records/open/ answers 429. */
export const OPEN_MAX_FAILURES = 5;
export const OPEN_WINDOW_MS = 15 * 60 * 1000;

export { RECORD_FILTERS };
export type RecordFilter = (typeof RECORD_FILTERS)[number];

/** A POST records/open/ body as its route schema reads it. */
export interface OpenRecordInput {
  /** The share id of the link (a lowercase uuid). */
  shareId: string;
  /** The code as sent, trimmed; absent or null when only the link was given. */
  code?: string | null;
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** POST records/: identifier VRB-<year>-<6-digit sequence of this user>, a random code. */
export async function createRecord(ctx: AppContext, userId: number) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    // Concurrent creations are numbered one after the other: no two records share a number.
    await lockUser(tx, userId);
    return insertNextRecord(tx, userId, now);
  });
}

/** The user's next record (the caller keeps concurrent creations of one user apart). */
export async function insertNextRecord(db: Executor, userId: number, now: Date) {
  const [{ last }] = await db
    .select({ last: max(records.seq) })
    .from(records)
    .where(eq(records.userId, userId));
  const seq = (last ?? 0) + 1;
  const [row] = await db
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
}

/** The record was opened by this user (a row of record_shares). */
function sharedWith(userId: number): SQL {
  return sql`exists (select 1 from ${recordShares} where ${recordShares.recordId} = ${records.id}
                     and ${recordShares.userId} = ${userId})`;
}

/** GET records/?filter=all|created|shared: newest first. */
export async function listRecords(
  db: Executor,
  userId: number,
  filter: RecordFilter,
  page: PageParams,
) {
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

/**
 * POST records/open/ { link, code } (`read` gives the body, or throws its validation error once
 * the attempt is counted): with the right code the record joins the caller's
 * "shared with me" (an owner just gets it back). Without a code, only a record the caller
 * already holds opens. Wrong codes count towards the rate limit,
 * an unknown link does not (it reveals nothing: share ids are random uuids).
 */
export async function openSharedRecord(
  ctx: AppContext,
  userId: number,
  read: () => OpenRecordInput,
) {
  // Counted as a wrong code from the start (parallel guesses wait for each other's count), and
  // given back when the answer turns out to be anything else.
  const guess = await claimAttempt(ctx, [codeGuesses(userId)], MSG.tooManyTries);
  let opened: Awaited<ReturnType<typeof openWithCode>>;
  try {
    opened = await openWithCode(ctx, userId, read());
  } catch (error) {
    await guess.giveBack();
    throw error;
  }
  if (opened === WRONG_CODE) throw new ValidationError({ code: [MSG.recordCode] });
  await guess.giveBack();
  return opened;
}

const WRONG_CODE = Symbol('wrong code');

function codeGuesses(userId: number): AttemptCounter {
  return {
    scope: 'record-code',
    key: `user:${userId}`,
    rule: { max: OPEN_MAX_FAILURES, windowMs: OPEN_WINDOW_MS },
  };
}

/** Whether the user created the record or opened it with its code before. */
async function holdsRecord(db: Executor, record: { id: number; userId: number }, userId: number) {
  if (record.userId === userId) return true;
  const [share] = await db
    .select({ recordId: recordShares.recordId })
    .from(recordShares)
    .where(and(eq(recordShares.recordId, record.id), eq(recordShares.userId, userId)));
  return share !== undefined;
}

/** Opens the record of a valid link and the right code; WRONG_CODE when only the code is wrong. */
async function openWithCode(ctx: AppContext, userId: number, input: OpenRecordInput) {
  const now = ctx.clock();
  const { shareId, code } = input;
  const [record] = await ctx.db.select().from(records).where(eq(records.shareId, shareId));
  if (!record) throw new ValidationError({ link: [MSG.recordLink] });
  if (!code) {
    // The link alone is enough for a record the caller already holds (the web app's "Apri").
    if (await holdsRecord(ctx.db, record, userId)) return record;
    throw new ValidationError({ code: [MSG.required] });
  }
  if (record.code !== code.toUpperCase()) return WRONG_CODE;
  if (record.userId !== userId) {
    await ctx.db.transaction(async (tx) => {
      // Only the open that adds the share tells the owner: of two opens at once, the second
      // waits on the first one's row and adds nothing.
      const added = await tx
        .insert(recordShares)
        .values({ recordId: record.id, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ recordId: recordShares.recordId });
      if (added.length > 0) await notifyRecordOpened(tx, ctx, record, userId, now);
    });
  }
  return record;
}
