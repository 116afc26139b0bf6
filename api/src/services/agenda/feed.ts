import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { calendarFeeds, events } from '../../db/schema';
import { addMonths, romeDate } from '../../domain/agenda';
import type { EventRow } from '../../serializers/event';

/** 32 URL-safe characters (192 random bits): the whole credential of a feed URL. */
function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

export const FEED_SECRET_RE = /^[A-Za-z0-9_-]{32}$/;

/** GET events/feed/: the user's secret, created on the first call. */
export async function feedSecret(ctx: AppContext, userId: number): Promise<string> {
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId, secret: newSecret(), createdAt: ctx.clock() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await ctx.db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row.secret;
}

/** POST events/feed/rotate/: a new secret; the old URL answers 404 from now on. */
export async function rotateFeedSecret(ctx: AppContext, userId: number): Promise<string> {
  const secret = newSecret();
  const now = ctx.clock();
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId, secret, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: now } });
  return secret;
}

/** The owner's events from 6 months back to 18 months ahead, or null for an unknown secret. */
export async function feedEvents(ctx: AppContext, secret: string): Promise<EventRow[] | null> {
  if (!FEED_SECRET_RE.test(secret)) return null;
  const [feed] = await ctx.db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secret, secret));
  if (!feed) return null;
  const today = romeDate(ctx.clock());
  return ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.userId, feed.userId),
        gte(events.date, addMonths(today, -6)),
        lte(events.date, addMonths(today, 18)),
      ),
    )
    .orderBy(asc(events.date), asc(events.startTime), asc(events.id));
}
