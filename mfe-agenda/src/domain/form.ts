import type {
  AgendaEvent,
  EventStatus,
  NoticeDays,
  Office,
  RequestBody,
} from '@colleghi/api-contract';
import { dayjs } from '@colleghi/shared/platform';
import {
  CREATABLE_EVENT_TYPES,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_START,
  LATEST_TIME,
} from '@colleghi/shared/domain';

/** The event side panel's form: texts as typed, the office as the chosen suggestion. */
export interface EventFormValues {
  type: RequestBody<'/api/events/', 'post'>['resourcetype'];
  /** 'YYYY-MM-DD'. */
  date: string;
  all_day: boolean;
  /** 'HH:mm'. */
  start: string;
  end: string;
  part1: string;
  part2: string;
  activity: string;
  judge: string;
  office: Office | null;
  nrg: string;
  notes: string;
  /** Appointment only: digits as typed (see integerOnly). */
  expense1: string;
  expense2: string;
  expense3: string;
  /** Fulfillment only. */
  notice_days: NoticeDays | null;
  /** null for a new event; the current status on edit (sent back as is). */
  status: EventStatus | null;
}

export function isCreatableType(
  type: string,
): type is RequestBody<'/api/events/', 'post'>['resourcetype'] {
  return (CREATABLE_EVENT_TYPES as readonly string[]).includes(type);
}

export function emptyEventForm(
  type: RequestBody<'/api/events/', 'post'>['resourcetype'],
  date: string,
): EventFormValues {
  return {
    type,
    date,
    all_day: false,
    start: DEFAULT_START,
    end: endAfter(DEFAULT_START),
    part1: '',
    part2: '',
    activity: '',
    judge: '',
    office: null,
    nrg: '',
    notes: '',
    expense1: '',
    expense2: '',
    expense3: '',
    notice_days: null,
    status: null,
  };
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)/;

function toMinutes(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The end the form sets when the start changes: start + 30 minutes, never past 23:55. */
export function endAfter(start: string): string {
  const minutes = toMinutes(start);
  if (minutes === null) return '';
  const latest = toMinutes(LATEST_TIME) ?? 0;
  const end = Math.min(minutes + DEFAULT_DURATION_MINUTES, latest);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** An expense field as typed -> its integer digits: decimals dropped, anything else removed. */
export function integerOnly(raw: string): string {
  const digits = raw.split(/[.,]/)[0].replace(/\D/g, '');
  return digits.replace(/^0+(?=\d)/, '');
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function expenseOrNull(raw: string): number | null {
  const digits = integerOnly(raw);
  return digits === '' ? null : Number(digits);
}

/** The POST/PUT body: only the type's fields, empty texts as null, no times for all-day events. */
export function eventFormToWrite(values: EventFormValues): RequestBody<'/api/events/', 'post'> {
  const body: RequestBody<'/api/events/', 'post'> = {
    resourcetype: values.type,
    date: values.date,
    all_day: values.all_day,
    start: values.all_day ? null : textOrNull(values.start),
    end: values.all_day ? null : textOrNull(values.end),
    part1: textOrNull(values.part1),
    part2: textOrNull(values.part2),
    activity: textOrNull(values.activity),
    judge: textOrNull(values.judge),
    office: values.office?.id ?? null,
    nrg: textOrNull(values.nrg),
    notes: textOrNull(values.notes),
  };
  if (values.type === 'Appointment') {
    body.expense1 = expenseOrNull(values.expense1);
    body.expense2 = expenseOrNull(values.expense2);
    body.expense3 = expenseOrNull(values.expense3);
  }
  if (values.type === 'Fulfillment') body.notice_days = values.notice_days;
  if (values.status) body.status = values.status;
  return body;
}

/** 'HH:mm:ss' -> 'HH:mm'. */
function hhmm(time: string | null): string {
  return time ? time.slice(0, 5) : '';
}

function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The form of an existing event (edit, and the copy a postponement starts from). null for Notice
 * and News, which are never edited. All-day events get the default times so unticking all-day
 * offers a sensible slot.
 */
export function eventToForm(event: AgendaEvent): EventFormValues | null {
  const type = event.resourcetype;
  if (!isCreatableType(type)) return null;
  const lawyer = event.lawyerevent;
  const details =
    type === 'Hearing'
      ? lawyer?.hearing
      : type === 'Appointment'
        ? lawyer?.appointment
        : lawyer?.fulfillment;
  const start = event.all_day || !event.start ? DEFAULT_START : hhmm(event.start);
  const end = event.all_day || !event.end ? endAfter(start) : hhmm(event.end);
  return {
    type,
    date: event.date,
    all_day: event.all_day,
    start,
    end,
    part1: lawyer?.part1 ?? '',
    part2: lawyer?.part2 ?? '',
    activity: lawyer?.activity ?? '',
    judge: lawyer?.judge ?? '',
    office: lawyer?.office ?? null,
    nrg: details?.nrg ?? '',
    notes: details?.notes ?? '',
    expense1: numberText(lawyer?.appointment?.expense1),
    expense2: numberText(lawyer?.appointment?.expense2),
    expense3: numberText(lawyer?.appointment?.expense3),
    notice_days: lawyer?.fulfillment?.notice_days ?? null,
    status: lawyer?.status ?? 'TODO',
  };
}

/** The date a fulfilment's notice falls on: `days` before it ('YYYY-MM-DD'). */
export function noticeDate(date: string, days: NoticeDays): string {
  return dayjs(date).subtract(days, 'day').format('YYYY-MM-DD');
}

export const POSTPONE_NOT_LATER =
  'Scegli una data e un’ora successive a quelle dell’udienza rinviata.';

/**
 * Whether a postponed hearing's new slot comes after the old one: a later day, or the same day
 * at a later start (an all-day hearing moves to a later day). Otherwise postponing would copy the
 * hearing onto its own slot.
 */
export function isLaterSlot(
  original: Pick<EventFormValues, 'date' | 'all_day' | 'start'>,
  next: Pick<EventFormValues, 'date' | 'all_day' | 'start'>,
): boolean {
  if (next.date !== original.date) return next.date > original.date;
  if (original.all_day || next.all_day) return false;
  return next.start > original.start;
}
