import { EVENT_STATUS_ACTIONS } from '@colleghi/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { events } from '../../db/schema';
import type { EventStatus } from '../../db/schema';
import { CREATABLE_TYPES } from '../../domain/agenda';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { findOwnEvent } from './event-queries';

export { EVENT_STATUS_ACTIONS as EVENT_ACTIONS };
export type EventAction = (typeof EVENT_STATUS_ACTIONS)[number];

/** What each action requires and produces. Notices and News have no status actions. */
const TRANSITIONS: Record<EventAction, { to: EventStatus; from: EventStatus; only: SQL }> = {
  done: { to: 'DONE', from: 'TODO', only: inArray(events.type, [...CREATABLE_TYPES]) },
  todo: { to: 'TODO', from: 'DONE', only: inArray(events.type, [...CREATABLE_TYPES]) },
  postponed: { to: 'POSTPONED', from: 'TODO', only: eq(events.type, 'Hearing') },
};

/**
 * GET events/{id}/todo|done|postponed/: one conditional UPDATE; of two racing requests the
 * row lock lets exactly one match the old status, the other gets the 400.
 */
export async function setEventStatus(
  ctx: AppContext,
  id: number,
  userId: number,
  action: EventAction,
) {
  await findOwnEvent(ctx.db, id, userId);
  const rule = TRANSITIONS[action];
  const [row] = await ctx.db
    .update(events)
    .set({ status: rule.to, updatedAt: ctx.clock() })
    .where(
      and(eq(events.id, id), eq(events.userId, userId), eq(events.status, rule.from), rule.only),
    )
    .returning();
  if (!row) {
    await findOwnEvent(ctx.db, id, userId);
    throw detailError(400, MSG.eventTransition);
  }
  return row;
}
