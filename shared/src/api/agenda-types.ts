import type {
  LawyerEvent as CLawyerEvent,
  Event as CEvent,
  Record as CRecord,
  ArticleCategory as CArticleCategory,
  Article as CArticle,
} from '@colleghi/api-contract';
// Shapes of the agenda (events), records and news: see the contract of issue 4. Nullable fields are
// null on the wire, never missing. The event type is AgendaEvent so it never shadows the DOM Event.

export const EVENT_TYPE_VALUES = [
  'Hearing',
  'Appointment',
  'Fulfillment',
  'Notice',
  'News',
] as const;
export type EventType = (typeof EVENT_TYPE_VALUES)[number];

/** Users create only these; the server makes Notices (from a fulfilment) and News (from articles). */
export const CREATABLE_EVENT_TYPES = ['Hearing', 'Appointment', 'Fulfillment'] as const;
export type CreatableEventType = (typeof CREATABLE_EVENT_TYPES)[number];

export const EVENT_STATUSES = ['TODO', 'DONE', 'POSTPONED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The status transitions: GET events/{id}/{action}/. */
export type EventStatusAction = 'todo' | 'done' | 'postponed';

/** How many days before a fulfilment its notice falls. */
export const NOTICE_DAYS_VALUES = [1, 2, 7, 14] as const;
export type NoticeDays = (typeof NOTICE_DAYS_VALUES)[number];

export interface HearingDetails {
  nrg: string | null;
  notes: string | null;
}

export interface AppointmentDetails {
  nrg: string | null;
  /** Taxable expenses, euro (integer). */
  expense1: number | null;
  /** Expenses excluding VAT, euro (integer). */
  expense2: number | null;
  /** Fee, euro (integer). */
  expense3: number | null;
  notes: string | null;
}

export interface FulfillmentDetails {
  nrg: string | null;
  notice_days: NoticeDays | null;
  notes: string | null;
}

/** The user's part of an event; exactly one of hearing/appointment/fulfillment matches the type. */
export type LawyerEvent = CLawyerEvent;

export interface NewsLink {
  title: string;
  link: string;
}

export type AgendaEvent = CEvent;

/**
 * POST events/ and PUT events/{id}/: a FLAT body, so the server's field errors use the form's keys.
 * Send only the type's fields: expenses for Appointment, notice_days for Fulfillment (a foreign
 * field is a 400). `status` is sent on edit.
 */
export interface EventWrite {
  resourcetype: CreatableEventType;
  date: string;
  all_day: boolean;
  /** 'HH:mm'; null when all_day. */
  start: string | null;
  end: string | null;
  part1: string | null;
  part2: string | null;
  activity: string | null;
  judge: string | null;
  /** Office id. */
  office: number | null;
  nrg: string | null;
  notes: string | null;
  expense1?: number | null;
  expense2?: number | null;
  expense3?: number | null;
  notice_days?: NoticeDays | null;
  status?: EventStatus;
}

export interface CalendarRange {
  /** 'YYYY-MM-DD'. */
  date_min: string;
  date_max: string;
}

export interface EventSearchQuery {
  page?: number;
  search?: string;
}

/** events/feed/ and events/feed/rotate/: the private iCal subscription URL. */
export interface CalendarFeed {
  url: string;
}

export const RECORDS_FILTERS = ['all', 'created', 'shared'] as const;
/** all = created by me + shared with me. */
export type RecordsFilter = (typeof RECORDS_FILTERS)[number];

/** A hearing record ('verbale'); named RecordItem so it never shadows TypeScript's Record. */
export type RecordItem = CRecord;

export interface RecordsQuery {
  filter?: RecordsFilter;
  page?: number;
}

export interface OpenSharedRecordBody {
  link: string;
  /** Omitted: opens only a record the user already holds (created, or opened before). */
  code?: string;
}

export type ArticleCategory = CArticleCategory;

export type Article = CArticle;

export interface ArticlesQuery {
  page?: number;
  date_min?: string;
  date_max?: string;
  /** Category id. */
  category?: number;
  search?: string;
}
