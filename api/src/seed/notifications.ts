import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  candidates,
  catalogItems,
  courseOrders,
  demands,
  events,
  notifications,
  offices,
  paymentTypes,
  subscriptions,
  users,
} from '../db/schema';
import type { NotificationKind, NotificationStatus } from '../db/schema';
import { romeDate } from '../domain/agenda';
import { romeInstant } from '../domain/agenda-rome-offset';
import type { NotificationInput } from '../services/notifications/notify';
import { notificationRow } from '../services/notifications/notify';
import type { DemandSummary } from '../services/notifications/texts';
import {
  NOTIFICATION_PATHS,
  NOTIFICATION_TEXT,
  fullName,
  italianDate,
  italianDateTime,
  maskedName,
} from '../services/notifications/texts';
import { DEMO_USERS } from './data/demo-users';

const HOUR = 60 * 60 * 1000;

type Seeded = NotificationInput & { status: NotificationStatus; createdAt: Date };

/** Never in the future: the feed is newest first and the times must read as "past". */
function before(now: Date, instant: Date, fallbackHours: number): Date {
  return instant.getTime() < now.getTime()
    ? instant
    : new Date(now.getTime() - fallbackHours * HOUR);
}

async function summaries(db: Executor, rows: (typeof demands.$inferSelect)[]) {
  const officeIds = [...new Set(rows.map((row) => row.officeId))];
  const officeRows = officeIds.length
    ? await db.select().from(offices).where(inArray(offices.id, officeIds))
    : [];
  const officeOf = new Map(officeRows.map((office) => [office.id, office.name]));
  return (row: typeof demands.$inferSelect): DemandSummary => ({
    activity: row.activity,
    office: officeOf.get(row.officeId) ?? '',
    datetime: row.datetime,
  });
}

/**
 * What one demo user would have been notified of, derived from the demo data already seeded:
 * invitations, accepted candidates, assignments, concluded and paid activities, the
 * subscriptions and courses bought, the next hearing. The recent ones are UNREAD.
 */
async function demoFeed(db: Executor, userId: number, now: Date): Promise<Seeded[]> {
  const feed: Seeded[] = [];
  let names = new Map<number, { firstName: string; lastName: string }>();
  const name = (id: number | null) =>
    (id === null ? undefined : names.get(id)) ?? { firstName: 'Un collega', lastName: '' };
  const add = (
    kind: NotificationKind,
    text: { title: string; subtitle: string },
    status: NotificationStatus,
    createdAt: Date,
    rest: Partial<NotificationInput> = {},
  ) => feed.push({ userId, kind, ...text, status, createdAt, ...rest });

  // As a colleague: invitations still open, assignments, payments received.
  const invited = await db
    .select({ own: candidates, demand: demands })
    .from(candidates)
    .innerJoin(demands, eq(demands.id, candidates.demandId))
    .where(eq(candidates.userId, userId));
  // As a requester: the demands and their accepted candidates.
  const own = await db.select().from(demands).where(eq(demands.userId, userId));
  const accepted = own.length
    ? await db
        .select()
        .from(candidates)
        .where(
          and(
            inArray(
              candidates.demandId,
              own.map((d) => d.id),
            ),
            eq(candidates.status, 'ACCEPTED'),
          ),
        )
    : [];
  const summary = await summaries(db, [...own, ...invited.map((row) => row.demand)]);
  const people = [
    ...invited.map((row) => row.demand.userId),
    ...own.map((demand) => demand.assigneeId),
    ...accepted.map((candidate) => candidate.userId),
  ].filter((id): id is number => id !== null);
  if (people.length) {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, [...new Set(people)]));
    names = new Map(rows.map((row) => [row.id, row]));
  }

  for (const { own: candidate, demand } of invited) {
    if (demand.status === 'PENDING' && candidate.status === 'PENDING') {
      add(
        'INVITATION',
        NOTIFICATION_TEXT.invitation(maskedName(name(demand.userId)), summary(demand)),
        'UNREAD',
        before(now, demand.createdAt, 2),
        { actorId: demand.userId, candidateId: candidate.id },
      );
    }
    if (demand.assigneeId === userId && demand.status === 'ASSIGNED') {
      add(
        'ASSIGNED',
        NOTIFICATION_TEXT.assigned(fullName(name(demand.userId)), summary(demand)),
        'READ',
        before(now, new Date(demand.createdAt.getTime() + 3 * HOUR), 20),
        {
          actorId: demand.userId,
          candidateId: candidate.id,
          link: NOTIFICATION_PATHS.assignments,
        },
      );
    }
    if (demand.assigneeId === userId && demand.status === 'PAID') {
      add(
        'PAID',
        NOTIFICATION_TEXT.paid(fullName(name(demand.userId)), summary(demand)),
        'READ',
        before(now, new Date(demand.datetime.getTime() + 2 * 24 * HOUR), 72),
        {
          actorId: demand.userId,
          candidateId: candidate.id,
          link: NOTIFICATION_PATHS.assignments,
        },
      );
    }
  }
  for (const demand of own) {
    if (demand.status === 'PENDING') {
      for (const candidate of accepted.filter((c) => c.demandId === demand.id)) {
        add(
          'CANDIDATE_ACCEPTED',
          NOTIFICATION_TEXT.candidateAccepted(fullName(name(candidate.userId)), summary(demand)),
          'UNREAD',
          before(now, new Date(demand.createdAt.getTime() + HOUR), 1),
          { actorId: candidate.userId, demandId: demand.id },
        );
      }
    }
    if (demand.status === 'COMPLETED') {
      add(
        'CONCLUDED',
        NOTIFICATION_TEXT.concluded(fullName(name(demand.assigneeId)), summary(demand)),
        'UNREAD',
        before(now, new Date(demand.datetime.getTime() + 4 * HOUR), 30),
        { actorId: demand.assigneeId, demandId: demand.id },
      );
    }
  }

  // Subscriptions bought (trials are not purchases).
  const held = await db
    .select({ subscription: subscriptions, type: paymentTypes })
    .from(subscriptions)
    .innerJoin(paymentTypes, eq(paymentTypes.id, subscriptions.paymentTypeId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.paymentMethod, 'trial')));
  for (const { subscription, type } of held) {
    add(
      'SUBSCRIPTION_ACTIVATED',
      NOTIFICATION_TEXT.subscriptionActivated(
        type.title,
        subscription.expireAt,
        subscription.paymentMethod === 'bank_transfer',
      ),
      'READ',
      before(now, subscription.activationDate, 24 * 30),
      { deeplink: 'profile' },
    );
  }

  // Courses and packages bought.
  const orders = await db
    .select({ order: courseOrders, item: catalogItems })
    .from(courseOrders)
    .innerJoin(catalogItems, eq(catalogItems.id, courseOrders.itemId))
    .where(eq(courseOrders.userId, userId));
  for (const { order, item } of orders) {
    add(
      'COURSE_PURCHASED',
      NOTIFICATION_TEXT.coursePurchased(item.name, item.kind === 'package'),
      'READ',
      before(now, order.createdAt, 24 * 7),
      { image: item.image, link: NOTIFICATION_PATHS.purchased, deeplink: 'courses' },
    );
  }

  // A reminder of the next hearing after today.
  const [hearing] = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.userId, userId),
        eq(events.type, 'Hearing'),
        eq(events.status, 'TODO'),
        gt(events.date, romeDate(now)),
      ),
    )
    .orderBy(asc(events.date), asc(events.startTime))
    .limit(1);
  if (hearing) {
    const when = hearing.startTime
      ? italianDateTime(romeInstant(hearing.date, hearing.startTime))
      : italianDate(romeInstant(hearing.date, '12:00:00'));
    add(
      'REMINDER',
      NOTIFICATION_TEXT.reminder(hearing.displayName, when),
      'UNREAD',
      new Date(now.getTime() - 10 * 60 * 1000),
      { eventId: hearing.id },
    );
  }
  return feed;
}

/**
 * A feed for every demo user who has no notification yet (idempotent: a later start adds
 * nothing, and a demo user's real notifications are never mixed with invented ones).
 */
export async function seedDemoNotifications(db: Executor, now: Date): Promise<number> {
  let added = 0;
  const emails = DEMO_USERS.map((demo) => demo.email);
  const demoUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails))
    .orderBy(asc(users.id));
  for (const { id } of demoUsers) {
    const [{ total }] = await db
      .select({ total: count() })
      .from(notifications)
      .where(eq(notifications.userId, id));
    if (total > 0) continue;
    const feed = await demoFeed(db, id, now);
    if (feed.length === 0) continue;
    await db
      .insert(notifications)
      .values(feed.map((item) => notificationRow(item, item.createdAt, item.status)));
    added += feed.length;
  }
  return added;
}
