import { and, eq, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { agendaReminders, events, offices } from '../../db/schema';
import { daysBetween, romeDate } from '../../domain/agenda';
import { romeInstant } from '../../domain/agenda-rome-offset';
import { runPeriodically } from '../../lib/periodic';
import { queueNoticeEmail } from '../emails';
import { notify } from '../notifications/notify';
import { NOTIFICATION_TEXT, italianDate } from '../notifications/texts';

/** Reminders go from this wall-clock time in Italy, on the day of a notice or a due date. */
export const REMINDER_TIME = '08:00:00';
/** How often each process looks for reminders due (and not yet given by any process). */
export const REMINDER_POLL_MS = 60 * 1000;

const fulfillment = alias(events, 'reminded_fulfillment');

/** 'oggi', 'domani', 'tra 7 giorni'. */
function dueIn(days: number): string {
  if (days === 0) return 'oggi';
  return days === 1 ? 'domani' : `tra ${days} giorni`;
}

/**
 * The reminders of today (in Italy) not yet given, once it is 08:00 there: a fulfilment still
 * to do that falls due today, and the notice of one still to do. Read when they go, so a
 * fulfilment moved (its notice follows it) reminds on its new days, and one marked done or
 * deleted before 08:00 reminds no one. Each reminder is its own transaction: the row of
 * agenda_reminders (unique per event and day), the bell's notification and the e-mail (if the
 * user keeps e-mail on) commit together or not at all, so however many processes and restarts
 * look, each is given once. The number given.
 */
export async function giveDueReminders(
  ctx: Pick<AppContext, 'db' | 'webUrl' | 'apiUrl' | 'unsubscribeKey' | 'mail'>,
  now: Date,
): Promise<number> {
  const day = romeDate(now);
  if (now.getTime() < romeInstant(day, REMINDER_TIME).getTime()) return 0;
  const due = await ctx.db
    .select({
      eventId: events.id,
      userId: events.userId,
      fulfillmentId: sql<number>`coalesce(${fulfillment.id}, ${events.id})`,
      name: sql<string>`coalesce(${fulfillment.displayName}, ${events.displayName})`,
      date: sql<string>`coalesce(${fulfillment.date}, ${events.date})`,
      nrg: sql<string | null>`coalesce(${fulfillment.nrg}, ${events.nrg})`,
      office: offices.name,
    })
    .from(events)
    .leftJoin(fulfillment, eq(fulfillment.id, events.fulfillmentId))
    .leftJoin(offices, eq(offices.id, sql`coalesce(${fulfillment.officeId}, ${events.officeId})`))
    .where(
      and(
        eq(events.date, day),
        or(
          and(eq(events.type, 'Fulfillment'), eq(events.status, 'TODO')),
          and(eq(events.type, 'Notice'), eq(fulfillment.status, 'TODO')),
        ),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(agendaReminders)
            .where(and(eq(agendaReminders.eventId, events.id), eq(agendaReminders.day, day))),
        ),
      ),
    )
    .orderBy(events.id);

  let given = 0;
  for (const row of due) {
    const when = `scade ${dueIn(daysBetween(day, row.date))}, il ${italianDate(romeInstant(row.date, '12:00:00'))}`;
    const sent = await ctx.db.transaction(async (tx) => {
      // The key: of two processes (or two ticks) only one inserts it, the other gives nothing.
      const [claimed] = await tx
        .insert(agendaReminders)
        .values({ eventId: row.eventId, day, userId: row.userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ eventId: agendaReminders.eventId });
      if (!claimed) return false;
      await notify(tx, now, {
        userId: row.userId,
        kind: 'REMINDER',
        ...NOTIFICATION_TEXT.reminder(row.name, when),
        eventId: row.fulfillmentId,
        deeplink: 'agenda',
      });
      await queueNoticeEmail(
        tx,
        ctx,
        row.userId,
        'agenda-reminder',
        ({ firstName }) => ({
          firstName,
          name: row.name,
          date: italianDate(romeInstant(row.date, '12:00:00')),
          due: dueIn(daysBetween(day, row.date)),
          nrg: row.nrg,
          office: row.office,
          eventId: row.fulfillmentId,
          isoDate: row.date,
        }),
        now,
      );
      return true;
    });
    if (sent) given += 1;
  }
  if (given > 0) ctx.mail.wake();
  return given;
}

/** Looks for due reminders every `intervalMs` (none when 0) with the app's clock. */
export function scheduleReminders(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'clock' | 'webUrl' | 'apiUrl' | 'unsubscribeKey' | 'mail'>,
  intervalMs: number,
): void {
  const periodic = runPeriodically(app, 'agenda reminders', intervalMs, () =>
    giveDueReminders(ctx, ctx.clock()),
  );
  periodic.runSoon();
}
