import { EVENT_NOTES_MAX } from '@colleghi/rules';
import { z } from 'zod';
import { EVENT_STATUSES } from '../../db/schema';
import type { EventStatus } from '../../db/schema';
import { CREATABLE_TYPES, NOTICE_DAYS, isIsoDate, normalizeTime } from '../../domain/agenda';
import type { CreatableType, NoticeDays } from '../../domain/agenda';
import { MSG } from '../../lib/messages';
import {
  EventStatus as EventStatusValue,
  EventType,
  NoticeDays as NoticeDaysValue,
} from '../../lib/schema/enums';
import { HORIZON_YEARS, MAX_EUROS, isPastHorizon } from '../../lib/rules';
import { Office } from '../../serializers/lookups';
import { queryText } from '../../lib/schema/query';
import {
  intChoice,
  nullableText,
  requiredBool,
  requiredText,
  rowRef,
} from '../../lib/schema/fields';
import { pageQuery } from '../../lib/schema/responses';

// ---------------------------------------------------------------------------------------------
// Responses

const LawyerEvent = z
  .object({
    user: z.number().int(),
    status: EventStatusValue,
    part1: z.string().nullable(),
    part2: z.string().nullable(),
    activity: z.string().nullable(),
    judge: z.string().nullable(),
    office: Office.nullable(),
    hearing: z.object({ nrg: z.string().nullable(), notes: z.string().nullable() }).nullable(),
    appointment: z
      .object({
        nrg: z.string().nullable(),
        expense1: z.number().int().nullable(),
        expense2: z.number().int().nullable(),
        expense3: z.number().int().nullable(),
        notes: z.string().nullable(),
      })
      .nullable(),
    fulfillment: z
      .object({
        nrg: z.string().nullable(),
        notice_days: NoticeDaysValue.nullable(),
        notes: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'LawyerEvent' });

/** An event of the agenda, or a News of the calendar (negative id, no lawyerevent). */
export const Event = z
  .object({
    id: z.number().int(),
    resourcetype: EventType,
    date: z.string().meta({ description: 'AAAA-MM-GG.' }),
    created_at: z.string(),
    updated_at: z.string(),
    all_day: z.boolean(),
    display_name: z.string(),
    start: z.string().nullable().meta({ description: 'HH:mm:ss, null per tutto il giorno.' }),
    end: z.string().nullable(),
    news: z.object({ title: z.string(), link: z.string() }).nullable(),
    fulfillment: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Per un avviso: l'adempimento collegato." }),
    notice: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Per un adempimento: il suo avviso, se c'è." }),
    lawyerevent: LawyerEvent.nullable(),
  })
  .meta({ id: 'AgendaEvent' });

export const EventFeed = z
  .object({
    url: z.string().meta({ description: "L'indirizzo .ics da aggiungere all'app calendario." }),
  })
  .meta({ id: 'EventFeed' });

/** A calendar file (.ics), sent as text/calendar. */
export const ICalendarFile = {
  content: {
    'text/calendar': {
      schema: z.string().meta({ description: 'Un file iCalendar (RFC 5545).' }),
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Requests

/** The id of an event in a path: anything that is not one is a 404, answered by parseId. */
export const EventIdParams = z.object({ id: z.string() });

export const EventListQuery = z.object({
  ...pageQuery,
  search: queryText('Testo cercato nel nome, nelle parti, nel giudice, nelle note, nel RG.'),
});

/** Read by readDateRange, as before. */
export const CalendarQuery = z.object({
  date_min: queryText('Primo giorno (AAAA-MM-GG), obbligatorio.'),
  date_max: queryText('Ultimo giorno (AAAA-MM-GG), obbligatorio; al massimo 62 giorni dopo.'),
});

const SHORT_TEXT = 200;
const EXPENSES = ['expense1', 'expense2', 'expense3'] as const;

/** Keys of the Event shape a client may send back unchanged: accepted and ignored. */
const READ_ONLY = [
  'id',
  'user',
  'created_at',
  'updated_at',
  'display_name',
  'news',
  'fulfillment',
  'notice',
  'lawyerevent',
] as const;

/** A validated EventWrite body, ready to be stored. */
export interface EventInput {
  type: CreatableType;
  date: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  part1: string | null;
  part2: string | null;
  activity: string | null;
  judge: string | null;
  officeId: number | null;
  nrg: string | null;
  notes: string | null;
  expense1: number | null;
  expense2: number | null;
  expense3: number | null;
  noticeDays: NoticeDays | null;
}

/** The stored event a PUT replaces: its type and status cannot change through the body. */
export interface EventCurrent {
  type: CreatableType;
  status: EventStatus;
}

function time(required: boolean) {
  return (required ? requiredText() : nullableText()).transform((value, check) => {
    if (!value) return null;
    const normalized = normalizeTime(value);
    if (!normalized) check.addIssue({ code: 'custom', message: MSG.eventTime });
    return normalized ?? z.NEVER;
  });
}
const StartTime = time(true);
const EndTime = time(false);

/**
 * Whole non-negative euros up to MAX_EUROS; digits in a string are accepted too (the form's
 * raw input).
 */
const Expense = z.unknown().transform((raw, check): number | null => {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    check.addIssue({ code: 'custom', message: MSG.integerOnly });
    return z.NEVER;
  }
  if (value > MAX_EUROS) {
    check.addIssue({ code: 'custom', message: MSG.maxValue(MAX_EUROS) });
    return z.NEVER;
  }
  return value;
});

const NoticeDaysField = z
  .union([intChoice(NOTICE_DAYS), z.literal('').transform(() => null)])
  .nullish()
  .transform((value) => value ?? null);

/** A field of another event type: only null (or absent, or '') is accepted. */
const Foreign = z
  .unknown()
  .refine((value) => value === undefined || value === null || value === '', {
    error: MSG.notAllowedField,
  });

/** office: an id or an office object; whether it exists is the route's check. */
export const OfficeRef = z
  .union([rowRef(MSG.office), z.literal('').transform(() => null)])
  .nullish()
  .transform((value) => value ?? null);

/** The fields that depend on the event type, parsed for that type. */
function typeFields(type: CreatableType) {
  const expense = type === 'Appointment' ? Expense : Foreign.transform(() => null);
  return z.object({
    expense1: expense,
    expense2: expense,
    expense3: expense,
    notice_days: type === 'Fulfillment' ? NoticeDaysField : Foreign.transform(() => null),
  });
}
const TYPE_FIELDS = Object.fromEntries(CREATABLE_TYPES.map((t) => [t, typeFields(t)])) as Record<
  CreatableType,
  ReturnType<typeof typeFields>
>;

/** The type's fields as sent, absent ones as null (the same for each of them). */
function typeFieldValues(body: Record<string, unknown>) {
  const value = (key: string) => body[key] ?? null;
  return {
    expense1: value('expense1'),
    expense2: value('expense2'),
    expense3: value('expense3'),
    notice_days: value('notice_days'),
  };
}

const lenient = (description: string, type: string | string[]) =>
  z
    .unknown()
    .optional()
    .meta({ description, type } as Record<string, unknown>);

type Check = z.core.$RefinementCtx;

function forward(check: Check, issues: readonly z.core.$ZodIssue[], prefix: string[] = []) {
  for (const issue of issues) {
    check.addIssue({ ...issue, path: [...prefix, ...issue.path] } as never);
  }
}

function isCreatable(value: unknown): value is CreatableType {
  return (CREATABLE_TYPES as readonly unknown[]).includes(value);
}

/**
 * The EventWrite body of POST events/ (no `current`) or PUT events/{id}/ (the stored event):
 * every problem at once, keyed by the form's field names (expense errors also under
 * 'expenses', where the form shows them together). Start and end are read only for a timed
 * event, the expenses and notice_days by the event type; whether the office exists is left
 * to the route.
 */
export function eventWriteBody(now: () => Date, current?: EventCurrent) {
  const shape = {
    ...Object.fromEntries(READ_ONLY.map((key) => [key, z.unknown().optional()])),
    resourcetype: current
      ? lenient("Il tipo dell'evento, che non cambia.", ['string', 'null'])
      : requiredText()
          .refine(isCreatable, { error: MSG.invalidChoice })
          .meta({ enum: [...CREATABLE_TYPES] }),
    date: requiredText()
      .superRefine((value, check) => {
        if (!isIsoDate(value)) check.addIssue({ code: 'custom', message: MSG.eventDate });
        else if (isPastHorizon(value, now())) {
          check.addIssue({ code: 'custom', message: MSG.dateTooFar(HORIZON_YEARS) });
        }
      })
      .meta({ description: 'AAAA-MM-GG.' }),
    all_day: requiredBool(),
    start: lenient('HH:mm, obbligatorio se all_day è false.', ['string', 'null']),
    end: lenient('HH:mm, dopo start; facoltativo.', ['string', 'null']),
    part1: nullableText({ max: SHORT_TEXT }),
    part2: nullableText({ max: SHORT_TEXT }),
    activity: nullableText({ max: SHORT_TEXT }),
    judge: nullableText({ max: SHORT_TEXT }),
    office: OfficeRef,
    nrg: nullableText({ max: 50 }),
    notes: nullableText({ max: EVENT_NOTES_MAX }),
    expense1: lenient('Euro interi (solo appuntamenti).', ['integer', 'string', 'null']),
    expense2: lenient('Euro interi (solo appuntamenti).', ['integer', 'string', 'null']),
    expense3: lenient('Euro interi (solo appuntamenti).', ['integer', 'string', 'null']),
    notice_days: lenient('Giorni di preavviso (solo adempimenti): 1, 2, 7 o 14.', [
      'integer',
      'null',
    ]),
    status: z
      .enum(EVENT_STATUSES, { error: MSG.invalidChoice })
      .nullish()
      .refine((status) => status == null || status === (current?.status ?? 'TODO'), {
        // Status moves only through todo/, done/ and postponed/: the form just echoes it.
        error: MSG.eventStatusReadOnly,
      }),
  };
  const typeOf = (value: Record<string, unknown>): CreatableType | undefined =>
    current ? current.type : isCreatable(value.resourcetype) ? value.resourcetype : undefined;
  return z
    .strictObject(shape, { error: MSG.invalidObject })
    .superRefine(
      (value, check) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
        const body = value as Record<string, unknown>;
        if (current && body.resourcetype != null && body.resourcetype !== current.type) {
          check.addIssue({
            code: 'custom',
            message: MSG.eventTypeReadOnly,
            path: ['resourcetype'],
          });
        }
        if (body.all_day === false) {
          const start = StartTime.safeParse(body.start);
          const end = EndTime.safeParse(body.end);
          if (!start.success) forward(check, start.error.issues, ['start']);
          if (!end.success) forward(check, end.error.issues, ['end']);
          else if (start.success && start.data && end.data && end.data <= start.data) {
            check.addIssue({ code: 'custom', message: MSG.endAfterStart, path: ['end'] });
          }
        }
        const type = typeOf(body);
        if (!type) return;
        const fields = TYPE_FIELDS[type].safeParse(typeFieldValues(body));
        if (fields.success) return;
        forward(check, fields.error.issues);
        // The form shows the expense errors together, under 'expenses'.
        for (const issue of fields.error.issues) {
          if (
            (EXPENSES as readonly PropertyKey[]).includes(issue.path[0]) &&
            type === 'Appointment'
          ) {
            check.addIssue({ code: 'custom', message: issue.message, path: ['expenses'] });
          }
        }
      },
      { when: () => true },
    )
    .transform((body): EventInput => {
      const type = typeOf(body) as CreatableType;
      const fields = TYPE_FIELDS[type].parse(typeFieldValues(body));
      const timed = body.all_day === false;
      return {
        type,
        date: body.date,
        allDay: body.all_day,
        startTime: timed ? StartTime.parse(body.start) : null,
        endTime: timed ? EndTime.parse(body.end) : null,
        part1: body.part1 ?? null,
        part2: body.part2 ?? null,
        activity: body.activity ?? null,
        judge: body.judge ?? null,
        officeId: body.office,
        nrg: body.nrg ?? null,
        notes: body.notes ?? null,
        expense1: fields.expense1 as number | null,
        expense2: fields.expense2 as number | null,
        expense3: fields.expense3 as number | null,
        noticeDays: fields.notice_days as NoticeDays | null,
      };
    });
}
