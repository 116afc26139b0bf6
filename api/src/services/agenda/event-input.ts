import { eq } from 'drizzle-orm';
import { EVENT_NOTES_MAX } from '@colleghi/rules';
import type { Executor } from '../../db/client';
import { EVENT_STATUSES, offices } from '../../db/schema';
import type { EventStatus } from '../../db/schema';
import { CREATABLE_TYPES, NOTICE_DAYS, isIsoDate, normalizeTime } from '../../domain/agenda';
import type { CreatableType, NoticeDays } from '../../domain/agenda';
import { BodyReader } from '../../lib/body-reader';
import { MSG } from '../../lib/messages';
import { HORIZON_YEARS, MAX_EUROS, isPastHorizon } from '../../lib/rules';
import type { EventRow } from '../../serializers/event';

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

const WRITABLE = [
  'resourcetype',
  'date',
  'all_day',
  'start',
  'end',
  'part1',
  'part2',
  'activity',
  'judge',
  'office',
  'nrg',
  'notes',
  'expense1',
  'expense2',
  'expense3',
  'notice_days',
  'status',
];
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
];
const EXPENSES = ['expense1', 'expense2', 'expense3'] as const;
const SHORT_TEXT = 200;

function readType(body: BodyReader, current: EventRow | undefined): CreatableType | undefined {
  const raw = body.data.resourcetype;
  if (current) {
    if (raw !== undefined && raw !== null && raw !== current.type) {
      body.error('resourcetype', MSG.eventTypeReadOnly);
    }
    return current.type as CreatableType;
  }
  const value = body.text('resourcetype', { required: true });
  if (!value) return undefined;
  if (!(CREATABLE_TYPES as readonly string[]).includes(value)) {
    body.error('resourcetype', MSG.invalidChoice);
    return undefined;
  }
  return value as CreatableType;
}

function readDate(body: BodyReader, now: Date): string | undefined {
  const value = body.text('date', { required: true });
  if (!value) return undefined;
  if (!isIsoDate(value) || isPastHorizon(value, now)) {
    body.error('date', isIsoDate(value) ? MSG.dateTooFar(HORIZON_YEARS) : MSG.eventDate);
    return undefined;
  }
  return value;
}

function readTime(body: BodyReader, key: 'start' | 'end', required: boolean) {
  const value = body.text(key, { required, nullable: !required });
  if (!value) return null;
  const time = normalizeTime(value);
  if (!time) body.error(key, MSG.eventTime);
  return time;
}

/**
 * Whole non-negative euros up to MAX_EUROS; digits in a string are accepted too (the form's
 * raw input).
 */
function readExpense(body: BodyReader, key: (typeof EXPENSES)[number]): number | null {
  const raw = body.data[key];
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    body.error(key, MSG.integerOnly);
    return null;
  }
  if (value > MAX_EUROS) {
    body.error(key, MSG.maxValue(MAX_EUROS));
    return null;
  }
  return value;
}

/** A field of another event type: only null (or absent) is accepted. */
function rejectForeign(body: BodyReader, keys: readonly string[]): void {
  for (const key of keys) {
    const value = body.data[key];
    if (value !== undefined && value !== null && value !== '') body.error(key, MSG.notAllowedField);
  }
}

function readStatus(body: BodyReader, current: EventRow | undefined): void {
  const value = body.data.status;
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || !(EVENT_STATUSES as readonly string[]).includes(value)) {
    body.error('status', MSG.invalidChoice);
    return;
  }
  // Status moves only through todo/, done/ and postponed/: the form just echoes it.
  if (value !== ((current?.status ?? 'TODO') satisfies EventStatus)) {
    body.error('status', MSG.eventStatusReadOnly);
  }
}

/**
 * Reads POST events/ (current undefined) or PUT events/{id}/ (current = the stored event):
 * every problem at once, keyed by the form's field names (expense errors also under
 * 'expenses', where the form shows them together).
 */
export async function readEventInput(
  db: Executor,
  raw: unknown,
  now: Date,
  current?: EventRow,
): Promise<EventInput> {
  const body = BodyReader.fromBody(raw);
  body.allowOnly(WRITABLE, READ_ONLY);
  const type = readType(body, current);
  const date = readDate(body, now);
  const allDay = body.bool('all_day', { required: true });
  const startTime = allDay === false ? readTime(body, 'start', true) : null;
  const endTime = allDay === false ? readTime(body, 'end', false) : null;
  if (startTime && endTime && endTime <= startTime && !body.fieldHasError('end')) {
    body.error('end', MSG.endAfterStart);
  }
  const texts = {
    part1: body.text('part1', { nullable: true, max: SHORT_TEXT }) ?? null,
    part2: body.text('part2', { nullable: true, max: SHORT_TEXT }) ?? null,
    activity: body.text('activity', { nullable: true, max: SHORT_TEXT }) ?? null,
    judge: body.text('judge', { nullable: true, max: SHORT_TEXT }) ?? null,
    nrg: body.text('nrg', { nullable: true, max: 50 }) ?? null,
    notes: body.text('notes', { nullable: true, max: EVENT_NOTES_MAX }) ?? null,
  };
  const officeId = body.ref('office', { nullable: true, unknown: MSG.office }) ?? null;
  if (officeId !== null) {
    const [office] = await db
      .select({ id: offices.id })
      .from(offices)
      .where(eq(offices.id, officeId));
    if (!office) body.error('office', MSG.office);
  }
  const expenses = { expense1: null, expense2: null, expense3: null } as Record<
    (typeof EXPENSES)[number],
    number | null
  >;
  let noticeDays: NoticeDays | null = null;
  if (type === 'Appointment') {
    for (const key of EXPENSES) expenses[key] = readExpense(body, key);
    // The form shows the expense errors together, under 'expenses': each message once.
    const messages = new Set(EXPENSES.flatMap((key) => body.fieldErrors(key)));
    for (const message of messages) body.error('expenses', message);
  } else if (type) {
    rejectForeign(body, EXPENSES);
  }
  if (type === 'Fulfillment') {
    noticeDays = body.intChoice('notice_days', NOTICE_DAYS, { nullable: true }) ?? null;
  } else if (type) {
    rejectForeign(body, ['notice_days']);
  }
  readStatus(body, current);
  body.throwIfErrors();
  return {
    type: type as CreatableType,
    date: date as string,
    allDay: allDay as boolean,
    startTime,
    endTime,
    ...texts,
    officeId,
    ...expenses,
    noticeDays,
  };
}
