import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { notifications, profiles, records } from '../../db/schema';
import { DEEPLINKS, NOTIFICATION_STATUSES } from '../../db/schema';
import type { PageParams } from '../../lib/pagination';
import { recordJson } from '../../serializers/record';

/** Where a card or a notification leads inside the app. */
export const Deeplink = z.enum(DEEPLINKS).meta({ id: 'Deeplink' });

/** An item of the notification bell. */
export const Notification = z
  .object({
    id: z.number().int(),
    status: z.enum(NOTIFICATION_STATUSES),
    title: z.string(),
    subtitle: z.string(),
    image: z
      .string()
      .nullable()
      .meta({ description: "L'immagine: la foto di chi agisce, o la copertina di un corso." }),
    created_at: z.string(),
    link: z.string().nullable().meta({ description: 'Indirizzo esterno.' }),
    event: z.number().int().nullable().meta({ description: "L'evento in agenda." }),
    record: z
      .object({ link: z.string(), code: z.string() })
      .nullable()
      .meta({ description: 'Il verbale condiviso: collegamento e codice.' }),
    demand: z.number().int().nullable().meta({ description: "Una richiesta dell'utente." }),
    candidate: z.number().int().nullable().meta({ description: "Una candidatura dell'utente." }),
    deeplink: Deeplink.nullable(),
  })
  .meta({ id: 'AppNotification' });
export type NotificationJson = z.infer<typeof Notification>;

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
