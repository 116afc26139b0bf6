import { count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { candidates, demands, offices, subjects, users } from '../db/schema';
import { romeDate } from '../domain/agenda';
import { romeInstant } from '../domain/agenda-rome-offset';
import { DEMO_DEMANDS } from './data/demo-demands';
import type { DemoDemand } from './data/demo-demands';

const HOUR = 60 * 60 * 1000;
const DAY_HOURS = 24;

async function idsByEmail(db: Executor, emails: string[]) {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * When a demo demand takes place. Whole-day offsets land at 09:30 in Rome, as hearings do; the
 * few offsets in hours (the "expiring" demo requests) keep their distance, on a 5-minute step.
 */
function demoDateTime(now: Date, inHours: number): Date {
  const target = new Date(now.getTime() + inHours * HOUR);
  if (inHours % DAY_HOURS !== 0) {
    const step = 5 * 60 * 1000;
    return new Date(Math.ceil(target.getTime() / step) * step);
  }
  return romeInstant(romeDate(target), '09:30:00');
}

async function insertDemand(
  db: Executor,
  requesterId: number,
  demo: DemoDemand,
  userIds: Map<string, number>,
  now: Date,
): Promise<boolean> {
  const [office] = await db.select().from(offices).where(eq(offices.name, demo.office));
  // Fixture databases (tests) may lack the office's city: the demand is then skipped.
  if (!office) return false;
  const [subject] = demo.subject
    ? await db.select().from(subjects).where(eq(subjects.name, demo.subject))
    : [];
  const createdAt = new Date(now.getTime() - demo.createdHoursAgo * HOUR);
  const [demand] = await db
    .insert(demands)
    .values({
      userId: requesterId,
      type: demo.type,
      activity: demo.activity,
      subjectId: subject?.id ?? null,
      money: demo.money,
      notes: demo.notes ?? null,
      officeId: office.id,
      section: demo.section ?? null,
      judge: demo.judge ?? null,
      skillId: demo.skillId,
      datetime: demoDateTime(now, demo.inHours),
      status: demo.status,
      createdAt,
      // As the wizard sends it: a request with a skill waits to widen its search.
      isDelayed: demo.isDelayed ?? true,
      assigneeId: demo.assignee ? (userIds.get(demo.assignee) ?? null) : null,
    })
    .returning({ id: demands.id });
  const rows = demo.candidates
    .filter((candidate) => userIds.has(candidate.email))
    .map((candidate, i) => ({
      demandId: demand.id,
      userId: userIds.get(candidate.email) as number,
      status: candidate.status,
      // Invited right after creation, in order.
      createdAt: new Date(createdAt.getTime() + (i + 1) * 1000),
    }));
  if (rows.length > 0) await db.insert(candidates).values(rows);
  return true;
}

/**
 * Adds the demo demands of each demo requester who has none yet (idempotent: a second run, or
 * a database where the requester already made requests, adds nothing). Returns how many.
 */
export async function seedDemoDemands(db: Executor, now: Date): Promise<number> {
  const emails = new Set<string>();
  for (const [requester, list] of Object.entries(DEMO_DEMANDS)) {
    emails.add(requester);
    for (const demo of list) demo.candidates.forEach((c) => emails.add(c.email));
  }
  const userIds = await idsByEmail(db, [...emails]);
  let created = 0;
  for (const [requester, list] of Object.entries(DEMO_DEMANDS)) {
    const requesterId = userIds.get(requester);
    if (requesterId === undefined) continue;
    const [{ total }] = await db
      .select({ total: count() })
      .from(demands)
      .where(eq(demands.userId, requesterId));
    if (total > 0) continue;
    for (const demo of list) {
      if (await insertDemand(db, requesterId, demo, userIds, now)) created += 1;
    }
  }
  return created;
}
