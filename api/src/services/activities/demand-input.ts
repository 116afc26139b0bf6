import { NOTES_MAX } from '@colleghi/rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { DEMAND_TYPES, offices, skills, subjects } from '../../db/schema';
import type { DemandType, Role } from '../../db/schema';
import { chancellerySkillId, roleFamily } from '../../domain/activity-rules';
import { isIsoDate } from '../../domain/agenda';
import type { ErrorTree } from '../../lib/errors';
import { ValidationError, hasErrors } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { HORIZON_YEARS, MAX_EUROS, horizonOf } from '../../lib/rules';
import {
  nullableInt,
  nullableRowRef,
  nullableText,
  optionalBool,
  requiredText,
  rowRef,
  strictObject,
} from '../../lib/schema/fields';

// ISO 8601 with an explicit offset: a time without a zone would be ambiguous for the server.
// Hours, minutes and seconds in their ranges; the day is checked against the calendar below.
const ISO_WITH_OFFSET =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/** A future instant within the horizon, as read at `clock()`. */
function demandDatetime(clock: () => Date) {
  return requiredText({ max: 40 })
    .transform((raw, check) => {
      const fail = (message: string) => {
        check.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const match = ISO_WITH_OFFSET.exec(raw);
      // Date() rolls 2027-02-30 over to 2027-03-02: a day that does not exist is refused
      // instead (isIsoDate starts in 1900; an earlier date is just a past one).
      if (match && match[1] >= '1900' && !isIsoDate(match[1])) return fail(MSG.impossibleDate);
      const parsed = match ? new Date(raw) : null;
      if (!parsed || Number.isNaN(parsed.getTime())) return fail(MSG.demandDatetime);
      const now = clock();
      if (parsed.getTime() <= now.getTime()) return fail(MSG.demandFuture);
      if (parsed.getTime() > horizonOf(now).getTime()) return fail(MSG.dateTooFar(HORIZON_YEARS));
      return parsed;
    })
    .meta({ description: 'ISO 8601 con fuso orario; futura, entro 10 anni.' });
}

/**
 * The body of POST demands/ and temp-demands/. Relations go up as ids (or as the objects the
 * API returned). What depends on other fields or needs the database (the skill, required
 * except for CHANCELLERY; the rows referred to; the requester's role) is in checkDemandCreate.
 */
export function demandCreateBody(clock: () => Date) {
  return strictObject({
    type: requiredText()
      .refine((value) => (DEMAND_TYPES as readonly string[]).includes(value), {
        error: MSG.invalidChoice,
      })
      .transform((value) => value as DemandType)
      .meta({ enum: [...DEMAND_TYPES] }),
    activity: requiredText({ max: 200 }),
    subject: nullableRowRef(MSG.demandSubject),
    money: nullableInt({ min: 0, max: MAX_EUROS }),
    notes: nullableText({ max: NOTES_MAX }),
    office: rowRef(MSG.demandOffice),
    section: nullableText({ max: 200 }),
    judge: nullableText({ max: 200 }),
    skill: nullableRowRef(MSG.demandSkill).meta({
      description:
        'Obbligatoria, tranne per CHANCELLERY (il server usa la competenza di cancelleria).',
    }),
    datetime: demandDatetime(clock),
    is_delayed: optionalBool(),
    only_aiga: optionalBool(),
    only_certified: optionalBool(),
    only_priority: optionalBool(),
  });
}

export type DemandCreateBody = z.output<ReturnType<typeof demandCreateBody>>;

/** The body as the schema read it, or as sent with the schema's errors. */
export type SentDemand =
  { body: DemandCreateBody; schemaErrors?: undefined } | { raw: unknown; schemaErrors: ErrorTree };

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

async function exists(db: Executor, table: typeof skills | typeof subjects, id: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/** The id a field of the sent body refers to, when the field itself is valid. */
function refOf(field: z.ZodType, raw: unknown): number | undefined {
  const result = field.safeParse(raw);
  return result.success && typeof result.data === 'number' ? result.data : undefined;
}

/**
 * The rules of a demand that need the database, reported together with the body's own errors
 * (`schemaErrors`, when the schema refused `raw`) so that one 400 lists every problem: the
 * office, subject and skill must exist, the skill is required except for CHANCELLERY (which
 * always gets the family's registry skill), and an accountant cannot ask for a DOMICILIARY.
 */
export async function checkDemandCreate(
  db: Executor,
  sent: SentDemand,
  role: Role,
): Promise<DemandInput> {
  const errors: ErrorTree = { ...(sent.schemaErrors ?? {}) };
  const fields: Record<string, unknown> =
    'body' in sent
      ? sent.body
      : typeof sent.raw === 'object' && sent.raw !== null && !Array.isArray(sent.raw)
        ? (sent.raw as Record<string, unknown>)
        : {};
  const valid = (key: string) => !(key in errors);
  const ref = (key: 'office' | 'subject' | 'skill', unknown: string) =>
    valid(key) ? refOf(nullableRowRef(unknown), fields[key]) : undefined;

  const type = valid('type') && typeof fields.type === 'string' ? fields.type.trim() : undefined;
  if (type === 'DOMICILIARY' && role === 'ACCOUNTANT') errors.type = [MSG.accountantDomiciliary];
  const chancellery = type === 'CHANCELLERY';
  // The wizard locks the registry skill for CHANCELLERY; any other type must name its skill.
  if (
    !chancellery &&
    valid('skill') &&
    (fields.skill === undefined || fields.skill === null || fields.skill === '')
  ) {
    errors.skill = [MSG.required];
  }

  let officeCityId: number | null = null;
  const officeId = ref('office', MSG.demandOffice);
  if (officeId !== undefined) {
    const [office] = await db
      .select({ cityId: offices.cityId })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (office) officeCityId = office.cityId;
    else errors.office = [MSG.demandOffice];
  }
  const subjectId = ref('subject', MSG.demandSubject);
  if (subjectId !== undefined && !(await exists(db, subjects, subjectId))) {
    errors.subject = [MSG.demandSubject];
  }
  const sentSkillId = ref('skill', MSG.demandSkill);
  if (!chancellery && sentSkillId !== undefined && !(await exists(db, skills, sentSkillId))) {
    errors.skill = [MSG.demandSkill];
  }
  if (hasErrors(errors) || !('body' in sent)) throw new ValidationError(errors);

  const { body } = sent;
  const skillId = chancellery ? chancellerySkillId(roleFamily(role)) : sentSkillId;
  if (skillId === undefined) {
    // Unreachable: the schema requires the skill for every type but CHANCELLERY.
    throw new Error('demand body validated without its skill');
  }
  return {
    type: body.type,
    activity: body.activity,
    subjectId: body.subject ?? null,
    money: body.money ?? null,
    notes: body.notes ?? null,
    officeId: body.office,
    officeCityId,
    section: body.section ?? null,
    judge: body.judge ?? null,
    skillId,
    datetime: body.datetime,
    isDelayed: body.is_delayed ?? false,
    onlyAiga: body.only_aiga ?? false,
    onlyCertified: body.only_certified ?? false,
    onlyPriority: body.only_priority ?? false,
  };
}
