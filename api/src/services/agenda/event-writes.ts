import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { events } from '../../db/schema';
import { addDays, eventDisplayName, noticeDisplayName } from '../../domain/agenda';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import type { EventRow } from '../../serializers/event';
import type { EventInput } from '../../routes/agenda/schemas';
import { findOwnEvent } from './event-queries';

function columns(input: EventInput) {
  return {
    type: input.type,
    date: input.date,
    allDay: input.allDay,
    startTime: input.allDay ? null : input.startTime,
    endTime: input.allDay ? null : input.endTime,
    displayName: eventDisplayName(input.type, input),
    part1: input.part1,
    part2: input.part2,
    activity: input.activity,
    judge: input.judge,
    officeId: input.officeId,
    nrg: input.nrg,
    notes: input.notes,
    expense1: input.expense1,
    expense2: input.expense2,
    expense3: input.expense3,
    noticeDays: input.noticeDays,
  };
}

/**
 * Keeps a fulfilment's Notice in step with it, inside the caller's transaction: present (all
 * day, notice_days before, same parties) when notice_days is set, absent otherwise.
 */
export async function syncNotice(tx: Executor, fulfillment: EventRow, now: Date): Promise<void> {
  if (fulfillment.type !== 'Fulfillment') return;
  if (fulfillment.noticeDays === null) {
    await tx.delete(events).where(eq(events.fulfillmentId, fulfillment.id));
    return;
  }
  const values = {
    date: addDays(fulfillment.date, -fulfillment.noticeDays),
    displayName: noticeDisplayName(fulfillment.displayName),
    part1: fulfillment.part1,
    part2: fulfillment.part2,
    activity: fulfillment.activity,
    judge: fulfillment.judge,
    officeId: fulfillment.officeId,
    updatedAt: now,
  };
  await tx
    .insert(events)
    .values({
      ...values,
      userId: fulfillment.userId,
      type: 'Notice',
      allDay: true,
      fulfillmentId: fulfillment.id,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: events.fulfillmentId, set: values });
}

/** POST events/: the event (and a fulfilment's Notice) in one transaction. */
export async function createEvent(ctx: AppContext, userId: number, input: EventInput) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...columns(input), userId, createdAt: now, updatedAt: now })
      .returning();
    await syncNotice(tx, row, now);
    return row;
  });
}

/**
 * PUT events/{id}/: a full replacement of the writable fields, only while the event is TODO
 * (the UPDATE is conditional, so a concurrent done/ or postponed/ wins cleanly). The body is
 * read by `read` once the stored event is known to be editable.
 */
export async function updateEvent(
  ctx: AppContext,
  id: number,
  userId: number,
  read: (current: EventRow) => Promise<EventInput>,
) {
  const current = await findOwnEvent(ctx.db, id, userId);
  if (current.type === 'Notice') throw detailError(400, MSG.noticeNotEditable);
  if (current.status !== 'TODO') throw detailError(400, MSG.eventNotEditable);
  const input = await read(current);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ ...columns(input), updatedAt: now })
      .where(and(eq(events.id, id), eq(events.userId, userId), eq(events.status, 'TODO')))
      .returning();
    if (!row) {
      await findOwnEvent(tx, id, userId);
      throw detailError(400, MSG.eventNotEditable);
    }
    await syncNotice(tx, row, now);
    return row;
  });
}

/** DELETE events/{id}/: a fulfilment takes its Notice along, and a Notice its fulfilment. */
export async function deleteEvent(ctx: AppContext, id: number, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const event = await findOwnEvent(tx, id, userId);
    const linked = event.type === 'Notice' ? event.fulfillmentId : null;
    await tx
      .delete(events)
      .where(
        and(
          eq(events.userId, userId),
          or(eq(events.id, id), eq(events.fulfillmentId, id), eq(events.id, linked ?? id)),
        ),
      );
  });
}
