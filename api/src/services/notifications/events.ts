import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { candidates, offices, users } from '../../db/schema';
import type { paymentTypes, records, subscriptions } from '../../db/schema';
import type { CandidateRow, DemandRow } from '../../serializers/demand';
import type { CatalogItemRow } from '../learning/catalog';
import type { NoticeMailContext } from '../emails';
import { queueNoticeEmail } from '../emails';
import { publishLive } from '../../lib/live/publish';
import { notify } from './notify';
import type { DemandSummary, PersonName } from './texts';
import {
  NOTIFICATION_PATHS,
  NOTIFICATION_TEXT,
  fullName,
  italianDate,
  italianDateTime,
  maskedName,
} from './texts';

// The notifications of the real events of the app, one function per event, and their e-mail
// (for the users who keep e-mail on). Each is called by the service that makes the change,
// inside its transaction when it has one; the caller wakes the mail relay once it committed.

type RecordRow = typeof records.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PaymentTypeRow = typeof paymentTypes.$inferSelect;

async function namesOf(db: Executor, ids: number[]): Promise<Map<number, PersonName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

async function nameOf(db: Executor, id: number): Promise<PersonName> {
  return (await namesOf(db, [id])).get(id) ?? { firstName: 'Un collega', lastName: '' };
}

async function summaryOf(db: Executor, demand: DemandRow): Promise<DemandSummary> {
  const [office] = await db
    .select({ name: offices.name })
    .from(offices)
    .where(eq(offices.id, demand.officeId));
  return { activity: demand.activity, office: office?.name ?? '', datetime: demand.datetime };
}

/** The demand as its e-mails show it, with the colleague on the other side. */
function demandMail(summary: DemandSummary, colleague: string) {
  return ({ firstName }: { firstName: string }) => ({
    firstName,
    colleague,
    activity: summary.activity,
    office: summary.office,
    when: italianDateTime(summary.datetime),
  });
}

/**
 * A new demand: every colleague just invited (its PENDING candidates). The requester's surname
 * is masked, as it is in the invitation itself until the colleague accepts.
 */
export async function notifyInvitations(
  db: Executor,
  mail: NoticeMailContext,
  demand: DemandRow,
  now: Date,
) {
  const invited = await db
    .select({ id: candidates.id, userId: candidates.userId })
    .from(candidates)
    .where(and(eq(candidates.demandId, demand.id), eq(candidates.status, 'PENDING')));
  if (invited.length === 0) return;
  const requester = maskedName(await nameOf(db, demand.userId));
  const summary = await summaryOf(db, demand);
  const text = NOTIFICATION_TEXT.invitation(requester, summary);
  await notify(
    db,
    now,
    ...invited.map((candidate) => ({
      userId: candidate.userId,
      kind: 'INVITATION' as const,
      ...text,
      actorId: demand.userId,
      candidateId: candidate.id,
    })),
  );
  for (const candidate of invited) {
    await queueNoticeEmail(
      db,
      mail,
      candidate.userId,
      'new-request',
      demandMail(summary, requester),
      now,
    );
  }
}

/** A colleague accepted an invitation: the requester has a new available colleague. */
export async function notifyCandidateAccepted(
  db: Executor,
  mail: NoticeMailContext,
  demand: DemandRow,
  candidate: CandidateRow,
  now: Date,
) {
  const colleague = fullName(await nameOf(db, candidate.userId));
  const summary = await summaryOf(db, demand);
  const text = NOTIFICATION_TEXT.candidateAccepted(colleague, summary);
  await notify(db, now, {
    userId: demand.userId,
    kind: 'CANDIDATE_ACCEPTED',
    ...text,
    actorId: candidate.userId,
    demandId: demand.id,
  });
  const data = demandMail(summary, colleague);
  await queueNoticeEmail(db, mail, demand.userId, 'candidacy-accepted', data, now);
}

/** The requester assigned the demand: the assignee learns it (their candidacy, their tab). */
export async function notifyAssigned(
  db: Executor,
  mail: NoticeMailContext,
  demand: DemandRow,
  candidateId: number,
  now: Date,
) {
  if (demand.assigneeId === null) return;
  const requester = fullName(await nameOf(db, demand.userId));
  const summary = await summaryOf(db, demand);
  const text = NOTIFICATION_TEXT.assigned(requester, summary);
  await notify(db, now, {
    userId: demand.assigneeId,
    kind: 'ASSIGNED',
    ...text,
    actorId: demand.userId,
    link: NOTIFICATION_PATHS.assignments,
    candidateId,
  });
  const data = demandMail(summary, requester);
  await queueNoticeEmail(db, mail, demand.assigneeId, 'activity-assigned', data, now);
}

/** The assignee concluded the activity: the requester can now mark it paid. */
export async function notifyConcluded(
  db: Executor,
  mail: NoticeMailContext,
  demand: DemandRow,
  now: Date,
) {
  if (demand.assigneeId === null) return;
  const assignee = fullName(await nameOf(db, demand.assigneeId));
  const summary = await summaryOf(db, demand);
  const text = NOTIFICATION_TEXT.concluded(assignee, summary);
  await notify(db, now, {
    userId: demand.userId,
    kind: 'CONCLUDED',
    ...text,
    actorId: demand.assigneeId,
    demandId: demand.id,
  });
  const data = demandMail(summary, assignee);
  await queueNoticeEmail(db, mail, demand.userId, 'activity-completed', data, now);
}

/** The requester marked the demand paid: the assignee learns it. */
export async function notifyPaid(
  db: Executor,
  mail: NoticeMailContext,
  demand: DemandRow,
  now: Date,
) {
  const assigneeId = demand.assigneeId;
  if (assigneeId === null) return;
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.demandId, demand.id), eq(candidates.userId, assigneeId)));
  const requester = fullName(await nameOf(db, demand.userId));
  const summary = await summaryOf(db, demand);
  const text = NOTIFICATION_TEXT.paid(requester, summary);
  await notify(db, now, {
    userId: assigneeId,
    kind: 'PAID',
    ...text,
    actorId: demand.userId,
    link: NOTIFICATION_PATHS.assignments,
    candidateId: candidate?.id ?? null,
  });
  const data = demandMail(summary, requester);
  await queueNoticeEmail(db, mail, assigneeId, 'activity-paid', data, now);
}

/**
 * A colleague opened one of the user's records with its link and code. Called by the open that
 * added the colleague's share, in its transaction: once per colleague and record, since opening
 * it again (it is already in their "shared with me") adds no share.
 */
export async function notifyRecordOpened(
  db: Executor,
  mail: NoticeMailContext,
  record: RecordRow,
  openerId: number,
  now: Date,
) {
  const colleague = fullName(await nameOf(db, openerId));
  const text = NOTIFICATION_TEXT.recordOpened(colleague, record.identifier);
  await notify(db, now, {
    userId: record.userId,
    kind: 'RECORD_OPENED',
    ...text,
    actorId: openerId,
    recordId: record.id,
  });
  const data = ({ firstName }: { firstName: string }) => ({
    firstName,
    colleague,
    record: record.identifier,
  });
  await queueNoticeEmail(db, mail, record.userId, 'record-opened', data, now);
}

/** A subscription was activated (card, PayPal or bank transfer). */
export async function notifySubscriptionActivated(
  db: Executor,
  mail: NoticeMailContext,
  subscription: SubscriptionRow,
  type: PaymentTypeRow,
  now: Date,
) {
  const text = NOTIFICATION_TEXT.subscriptionActivated(
    type.title,
    subscription.expireAt,
    subscription.paymentMethod === 'bank_transfer',
  );
  await notify(db, now, {
    userId: subscription.userId,
    kind: 'SUBSCRIPTION_ACTIVATED',
    ...text,
    deeplink: 'profile',
  });
  await publishLive(db, subscription.userId, 'purchase', { kind: 'subscription' });
  const data = ({ firstName }: { firstName: string }) => ({
    firstName,
    plan: type.title,
    expires: italianDate(subscription.expireAt),
    bankTransfer: subscription.paymentMethod === 'bank_transfer',
  });
  await queueNoticeEmail(db, mail, subscription.userId, 'subscription-activated', data, now);
}

/** A course or a package was bought (or ordered for free). */
export async function notifyCoursePurchased(
  db: Executor,
  mail: NoticeMailContext,
  userId: number,
  item: CatalogItemRow,
  now: Date,
) {
  const text = NOTIFICATION_TEXT.coursePurchased(item.name, item.kind === 'package');
  await notify(db, now, {
    userId,
    kind: 'COURSE_PURCHASED',
    ...text,
    image: item.image,
    link: NOTIFICATION_PATHS.purchased,
    deeplink: 'courses',
  });
  await publishLive(db, userId, 'purchase', { kind: item.kind });
  const data = ({ firstName }: { firstName: string }) => ({
    firstName,
    name: item.name,
    isPackage: item.kind === 'package',
  });
  await queueNoticeEmail(db, mail, userId, 'course-purchased', data, now);
}
