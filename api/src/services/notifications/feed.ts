import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, profiles, records } from '../../db/schema';
import type { Deeplink, NotificationStatus } from '../../db/schema';
import type { PageParams } from '../../lib/pagination';
import { recordJson } from '../../serializers/record';

/** The contract's Notification. */
export interface NotificationJson {
  id: number;
  status: NotificationStatus;
  title: string;
  subtitle: string;
  image: string | null;
  created_at: string;
  link: string | null;
  event: number | null;
  record: { link: string; code: string } | null;
  demand: number | null;
  candidate: number | null;
  deeplink: Deeplink | null;
}

type NotificationRow = typeof notifications.$inferSelect;
type RecordRow = typeof records.$inferSelect;

export function notificationJson(
  row: NotificationRow,
  actorPicture: string | null,
  record: RecordRow | null,
  webUrl: string,
): NotificationJson {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    subtitle: row.subtitle,
    image: actorPicture ?? row.image,
    created_at: row.createdAt.toISOString(),
    link: row.link,
    event: row.eventId,
    // The same link the records list gives (the web app opens its form from ?shared=).
    record: record
      ? { link: recordJson(record, row.userId, webUrl).link, code: record.code }
      : null,
    demand: row.demandId,
    candidate: row.candidateId,
    deeplink: row.deeplink,
  };
}

/** GET notifications/: the user's own, newest first. */
export async function listNotifications(
  db: Executor,
  userId: number,
  page: PageParams,
  webUrl: string,
): Promise<{ total: number; results: NotificationJson[] }> {
  const mine = eq(notifications.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(mine);
  const rows = await db
    .select({ notification: notifications, picture: profiles.picture, record: records })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.userId, notifications.actorId))
    .leftJoin(records, eq(records.id, notifications.recordId))
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return {
    total,
    results: rows.map((row) =>
      notificationJson(row.notification, row.picture ?? null, row.record, webUrl),
    ),
  };
}

export async function unreadTotal(db: Executor, userId: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'UNREAD')));
  return total;
}

/** Marks every notification of the user READ. */
export async function readAllNotifications(db: Executor, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 'READ' })
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'UNREAD')));
}
