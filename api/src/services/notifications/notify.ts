import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Deeplink, NotificationKind, NotificationStatus } from '../../db/schema';

/** One notification to write; every reference is optional. */
export interface NotificationInput {
  userId: number;
  kind: NotificationKind;
  title: string;
  subtitle: string;
  /** Who caused it: their current profile picture becomes the image. */
  actorId?: number | null;
  /** A fixed picture (a course cover) when there is no actor. */
  image?: string | null;
  /** An app path ('/purchased') or an outside address. */
  link?: string | null;
  deeplink?: Deeplink | null;
  eventId?: number | null;
  recordId?: number | null;
  demandId?: number | null;
  candidateId?: number | null;
}

/** The row of one notification (the seed writes past ones with their own time and status). */
export function notificationRow(
  item: NotificationInput,
  createdAt: Date,
  status: NotificationStatus = 'UNREAD',
): typeof notifications.$inferInsert {
  return {
    userId: item.userId,
    kind: item.kind,
    status,
    title: item.title,
    subtitle: item.subtitle,
    image: item.image ?? null,
    actorId: item.actorId ?? null,
    link: item.link ?? null,
    deeplink: item.deeplink ?? null,
    eventId: item.eventId ?? null,
    recordId: item.recordId ?? null,
    demandId: item.demandId ?? null,
    candidateId: item.candidateId ?? null,
    createdAt,
  };
}

/**
 * The one way notifications are created. Pass the open transaction of the change that causes
 * them, so the notification exists if and only if the change does.
 */
export async function notify(
  db: Executor,
  now: Date,
  ...inputs: NotificationInput[]
): Promise<void> {
  if (inputs.length === 0) return;
  await db.insert(notifications).values(inputs.map((item) => notificationRow(item, now)));
}
