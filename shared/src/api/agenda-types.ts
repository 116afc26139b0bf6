// Shapes of the agenda (events), records and news: see the contract of issue 4. Nullable fields are
// null on the wire, never missing. The event type is AgendaEvent so it never shadows the DOM Event.
import type { Office } from './types';

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
export interface LawyerEvent {
  user: number;
  status: EventStatus;
  part1: string | null;
  part2: string | null;
  activity: string | null;
  judge: string | null;
  office: Office | null;
  hearing: HearingDetails | null;
  appointment: AppointmentDetails | null;
  fulfillment: FulfillmentDetails | null;
}

export interface NewsLink {
  title: string;
  link: string;
}

export interface AgendaEvent {
  id: number;
  resourcetype: EventType;
  /** 'YYYY-MM-DD'. */
  date: string;
  created_at: string;
  updated_at: string;
  all_day: boolean;
  /** Server-computed: 'Udienza · Rossi c/ Bianchi'. */
  display_name: string;
  /** 'HH:mm:ss'; null for all-day events. */
  start: string | null;
  end: string | null;
  /** News only. */
  news: NewsLink | null;
  /** Notice only: the linked fulfilment's id. */
  fulfillment: number | null;
  /** Fulfillment only: its notice's id, when notice_days is set. */
  notice: number | null;
  /** null for News. */
  lawyerevent: LawyerEvent | null;
}

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
export interface RecordItem {
  id: number;
  /** 'VRB-2026-000042'. */
  identifier: string;
  created_at: string;
  /** The 6-character access code. */
  code: string;
  /** `${WEB_URL}/records?shared=<uuid>`. */
  link: string;
  /** Created by the viewer (false = shared with the viewer). */
  mine: boolean;
}

export interface RecordsQuery {
  filter?: RecordsFilter;
  page?: number;
}

export interface OpenSharedRecordBody {
  link: string;
  /** Omitted: opens only a record the user already holds (created, or opened before). */
  code?: string;
}

export interface ArticleCategory {
  id: number;
  name: string;
}

export interface Article {
  id: number;
  title: string;
  summary: string;
  /** HTML from the server: sanitize before rendering. */
  body: string;
  link: string;
  image: string | null;
  category: ArticleCategory;
  /** ISO 8601. */
  published_at: string;
}

export interface ArticlesQuery {
  page?: number;
  date_min?: string;
  date_max?: string;
  /** Category id. */
  category?: number;
  search?: string;
}
