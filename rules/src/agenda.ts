// The agenda's value lists: the API's route schemas validate with them and the screens offer them.

/** Every event type of the calendar; News are the articles, shown on their publication day. */
export const EVENT_TYPES = ['Hearing', 'Appointment', 'Fulfillment', 'Notice', 'News'] as const;

/** The types a user creates; Notices come from fulfilments, News from articles. */
export const CREATABLE_EVENT_TYPES = ['Hearing', 'Appointment', 'Fulfillment'] as const;

/** How many days before a fulfilment its notice falls. */
export const NOTICE_DAYS = [1, 2, 7, 14] as const;

/** The status transitions, one path each: GET events/{id}/{action}/. */
export const EVENT_STATUS_ACTIONS = ['todo', 'done', 'postponed'] as const;

/** Which hearing records a list shows: all = created by me + shared with me. */
export const RECORD_FILTERS = ['all', 'created', 'shared'] as const;
