import type {
  EventStatus,
  EventType,
  NoticeDays,
  RequestBody,
  WireQuery,
} from '@colleghi/api-contract';

// The agenda's time pickers use the same 5-minute step as the request wizard: one constant, already
// exported at the package root from activities/constants.
export { TIME_STEP_MINUTES } from '../activities/constants';

// The value lists the API's schemas validate with, under the names the remotes import.
export {
  CREATABLE_EVENT_TYPES,
  EVENT_TYPES as EVENT_TYPE_VALUES,
  NOTICE_DAYS as NOTICE_DAYS_VALUES,
  RECORD_FILTERS as RECORDS_FILTERS,
} from '@colleghi/rules';

/** Which records a list shows: the ?filter= of records/. */
export type RecordsFilter = NonNullable<WireQuery<'/api/records/'>['filter']>;

export const EVENT_STATUSES = [
  'TODO',
  'DONE',
  'POSTPONED',
] as const satisfies readonly EventStatus[];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  Hearing: 'Udienza',
  Appointment: 'Appuntamento',
  Fulfillment: 'Adempimento',
  Notice: 'Avviso',
  News: 'Notizia',
};

export interface EventTypeOption {
  value: RequestBody<'/api/events/', 'post'>['resourcetype'];
  label: string;
}

/** The types a user may create, in the form's order. */
export const CREATABLE_TYPES: readonly EventTypeOption[] = [
  { value: 'Hearing', label: EVENT_TYPE_LABELS.Hearing },
  { value: 'Appointment', label: EVENT_TYPE_LABELS.Appointment },
  { value: 'Fulfillment', label: EVENT_TYPE_LABELS.Fulfillment },
];

export interface TypeFilter {
  label: string;
  type: EventType;
}

/** The agenda's four type filters, in display order. */
export const TYPE_FILTERS: readonly TypeFilter[] = [
  { label: 'Appuntamenti', type: 'Appointment' },
  { label: 'Adempimenti', type: 'Fulfillment' },
  { label: 'Avvisi', type: 'Notice' },
  { label: 'Udienze', type: 'Hearing' },
];

export interface NoticeChoice {
  value: NoticeDays;
  label: string;
}

export const NOTICE_CHOICES: readonly NoticeChoice[] = [
  { value: 1, label: '1 giorno prima' },
  { value: 2, label: '2 giorni prima' },
  { value: 7, label: '1 settimana prima' },
  { value: 14, label: '2 settimane prima' },
];

/** 'HH:mm' a new event starts at. */
export const DEFAULT_START = '09:00';
/** The end follows the start by this much. */
export const DEFAULT_DURATION_MINUTES = 30;
/** The latest end the 5-minute time picker offers. */
export const LATEST_TIME = '23:55';
