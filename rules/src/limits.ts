// Business limits the web app shows and the API enforces.

/** Free skills of every lawyer; certified users get CERTIFIED_EXTRA_SKILLS more. */
export const FREE_SKILLS = 2;
export const CERTIFIED_EXTRA_SKILLS = 2;
/** One main basic skill at most. */
export const MAX_BASIC_MAIN_SKILLS = 1;

/** The requester may cancel a PENDING request only this long after creating it. */
export const CANCEL_WINDOW_MS = 2 * 60 * 1000;
/** A request is 'In scadenza' (expiring) when its activity is less than this far away. */
export const EXPIRING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Characters of a request's notes. */
export const NOTES_MAX = 1000;

/** Characters of an agenda event's notes. */
export const EVENT_NOTES_MAX = 5000;
