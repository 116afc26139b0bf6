import type {
  LawyerEvent as CLawyerEvent,
  Event as CEvent,
  Record as CRecord,
  ArticleCategory as CArticleCategory,
  Article as CArticle,
  EventFeed,
  paths,
  RequestBody,
} from '@colleghi/api-contract';
// Shapes of the agenda (events), records and news: see the contract of issue 4. Nullable fields are
// null on the wire, never missing. The event type is AgendaEvent so it never shadows the DOM Event.

export const EVENT_TYPE_VALUES = [
  'Hearing',
  'Appointment',
  'Fulfillment',
  'Notice',
  'News',
] as const satisfies readonly CEvent['resourcetype'][];
export type EventType = CEvent['resourcetype'];

/** Users create only these; the server makes Notices (from a fulfilment) and News (from articles). */
export const CREATABLE_EVENT_TYPES = [
  'Hearing',
  'Appointment',
  'Fulfillment',
] as const satisfies readonly EventWrite['resourcetype'][];
export type CreatableEventType = EventWrite['resourcetype'];

export const EVENT_STATUSES = [
  'TODO',
  'DONE',
  'POSTPONED',
] as const satisfies readonly CLawyerEvent['status'][];
export type EventStatus = CLawyerEvent['status'];

/** The status transitions: GET events/{id}/{action}/. */
export type EventStatusAction = 'todo' | 'done' | 'postponed';

/** How many days before a fulfilment its notice falls. */
export const NOTICE_DAYS_VALUES = [1, 2, 7, 14] as const satisfies readonly NoticeDays[];
export type NoticeDays = NonNullable<FulfillmentDetails['notice_days']>;

export type HearingDetails = NonNullable<CLawyerEvent['hearing']>;

/** Expenses in integer euro: taxable (1), excluding VAT (2), fee (3). */
export type AppointmentDetails = NonNullable<CLawyerEvent['appointment']>;

export type FulfillmentDetails = NonNullable<CLawyerEvent['fulfillment']>;

/** The user's part of an event; exactly one of hearing/appointment/fulfillment matches the type. */
export type LawyerEvent = CLawyerEvent;

export type NewsLink = NonNullable<CEvent['news']>;

export type AgendaEvent = CEvent;

/**
 * POST events/ and PUT events/{id}/: a FLAT body, so the server's field errors use the form's keys.
 * Send only the type's fields: expenses for Appointment, notice_days for Fulfillment (a foreign
 * field is a 400). `status` is sent on edit.
 */
export type EventWrite = RequestBody<'/api/events/', 'post'>;

/** 'YYYY-MM-DD', both required. */
export type CalendarRange = Required<
  NonNullable<paths['/api/events/calendar/']['get']['parameters']['query']>
>;

/** The wire carries every query value as text: the page goes as a number and axios writes it. */
export type EventSearchQuery = Pick<
  NonNullable<paths['/api/events/']['get']['parameters']['query']>,
  'search'
> & { page?: number };

/** events/feed/ and events/feed/rotate/: the private iCal subscription URL. */
export type CalendarFeed = EventFeed;

export const RECORDS_FILTERS = ['all', 'created', 'shared'] as const;
/** all = created by me + shared with me. */
export type RecordsFilter = (typeof RECORDS_FILTERS)[number];

/** A hearing record ('verbale'); named RecordItem so it never shadows TypeScript's Record. */
export type RecordItem = CRecord;

export interface RecordsQuery {
  filter?: RecordsFilter;
  page?: number;
}

/** `code` omitted: opens only a record the user already holds (created, or opened before). */
export type OpenSharedRecordBody = RequestBody<'/api/records/open/', 'post'>;

export type ArticleCategory = CArticleCategory;

export type Article = CArticle;

/** The wire carries every query value as text: page and category go as numbers, axios writes them. */
export type ArticlesQuery = Pick<
  NonNullable<paths['/api/articles/']['get']['parameters']['query']>,
  'date_min' | 'date_max' | 'search'
> & {
  page?: number;
  /** Category id. */
  category?: number;
};
