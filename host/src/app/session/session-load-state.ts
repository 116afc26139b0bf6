import { atom } from '@colleghi/shared/platform';

/** True when the user behind a stored token could not be loaded (API unreachable, not a 401). */
export const sessionLoadFailedAtom = atom(false);
