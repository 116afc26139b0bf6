import { NOTES_MAX } from '@colleghi/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DEMAND_TYPES, offices, skills, subjects } from '../../db/schema';
import type { DemandType, Role } from '../../db/schema';
import { chancellerySkillId, roleFamily } from '../../domain/activity-rules';
import { isIsoDate } from '../../domain/agenda';
import { BodyReader } from '../../lib/body-reader';
import { MSG } from '../../lib/messages';
import { HORIZON_YEARS, MAX_EUROS, horizonOf } from '../../lib/rules';

export const DEMAND_CREATE_FIELDS = [
  'type',
  'activity',
  'subject',
  'money',
  'notes',
  'office',
  'section',
  'judge',
  'skill',
  'datetime',
  'is_delayed',
  'only_aiga',
  'only_certified',
  'only_priority',
];

export interface DemandInput {
  type: DemandType;
  activity: string;
  subjectId: number | null;
  money: number | null;
  notes: string | null;
  officeId: number;
  officeCityId: number | null;
  section: string | null;
  judge: string | null;
  skillId: number;
  datetime: Date;
  isDelayed: boolean;
  onlyAiga: boolean;
  onlyCertified: boolean;
  onlyPriority: boolean;
}

// ISO 8601 with an explicit offset: a time without a zone would be ambiguous for the server.
// Hours, minutes and seconds in their ranges; the day is checked against the calendar below.
const ISO_WITH_OFFSET =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

function readDatetime(body: BodyReader, now: Date): Date | undefined {
  const raw = body.text('datetime', { required: true, max: 40 });
  if (!raw) return undefined;
  const match = ISO_WITH_OFFSET.exec(raw);
  // Date() rolls 2027-02-30 over to 2027-03-02: a day that does not exist is refused instead
  // (isIsoDate starts in 1900; an earlier date is just a past one).
  if (match && match[1] >= '1900' && !isIsoDate(match[1])) {
    body.error('datetime', MSG.impossibleDate);
    return undefined;
  }
  const parsed = match ? new Date(raw) : null;
  if (!parsed || Number.isNaN(parsed.getTime())) {
    body.error('datetime', MSG.demandDatetime);
    return undefined;
  }
  if (parsed.getTime() <= now.getTime()) {
    body.error('datetime', MSG.demandFuture);
    return undefined;
  }
  if (parsed.getTime() > horizonOf(now).getTime()) {
    body.error('datetime', MSG.dateTooFar(HORIZON_YEARS));
    return undefined;
  }
  return parsed;
}

async function exists(db: Executor, table: typeof skills | typeof subjects, id: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * Validates a DemandCreate body for a requester of the given role; every problem is reported
 * at once (400 { field: [messages] }). CHANCELLERY always gets the family's registry skill.
 */
export async function readDemandCreate(
  db: Executor,
  rawBody: unknown,
  role: Role,
  now: Date,
): Promise<DemandInput> {
  const body = BodyReader.fromBody(rawBody);
  body.allowOnly(DEMAND_CREATE_FIELDS);
  const rawType = body.text('type', { required: true });
  let type: DemandType | undefined;
  if (rawType && !(DEMAND_TYPES as readonly string[]).includes(rawType)) {
    body.error('type', MSG.invalidChoice);
  } else if (rawType === 'DOMICILIARY' && role === 'ACCOUNTANT') {
    body.error('type', MSG.accountantDomiciliary);
  } else if (rawType) {
    type = rawType as DemandType;
  }
  const activity = body.text('activity', { required: true, max: 200 });
  const subjectId = body.ref('subject', { nullable: true, unknown: MSG.demandSubject });
  const money = body.int('money', { nullable: true, min: 0, max: MAX_EUROS });
  const notes = body.text('notes', { nullable: true, max: NOTES_MAX });
  const officeId = body.ref('office', { required: true, unknown: MSG.demandOffice });
  const section = body.text('section', { nullable: true, max: 200 });
  const judge = body.text('judge', { nullable: true, max: 200 });
  const chancellery = type === 'CHANCELLERY';
  // The wizard locks the registry skill for CHANCELLERY; the server enforces the same.
  const sentSkillId = body.ref('skill', {
    required: !chancellery,
    nullable: chancellery,
    unknown: MSG.demandSkill,
  });
  const datetime = readDatetime(body, now);
  const flags = {
    isDelayed: body.bool('is_delayed') ?? false,
    onlyAiga: body.bool('only_aiga') ?? false,
    onlyCertified: body.bool('only_certified') ?? false,
    onlyPriority: body.bool('only_priority') ?? false,
  };

  let officeCityId: number | null = null;
  if (typeof officeId === 'number') {
    const [office] = await db
      .select({ cityId: offices.cityId })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (office) officeCityId = office.cityId;
    else body.error('office', MSG.demandOffice);
  }
  if (typeof subjectId === 'number' && !(await exists(db, subjects, subjectId))) {
    body.error('subject', MSG.demandSubject);
  }
  if (!chancellery && typeof sentSkillId === 'number' && !(await exists(db, skills, sentSkillId))) {
    body.error('skill', MSG.demandSkill);
  }
  body.throwIfErrors();
  const skillId = chancellery ? chancellerySkillId(roleFamily(role)) : sentSkillId;
  if (
    !type ||
    !activity ||
    typeof officeId !== 'number' ||
    typeof skillId !== 'number' ||
    !datetime
  ) {
    // Unreachable: every missing value above has been reported as a field error.
    throw new Error('demand body validated without its required values');
  }
  return {
    type,
    activity,
    subjectId: subjectId ?? null,
    money: money ?? null,
    notes: notes ?? null,
    officeId,
    officeCityId,
    section: section ?? null,
    judge: judge ?? null,
    skillId,
    datetime,
    ...flags,
  };
}
