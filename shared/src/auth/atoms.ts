import { atom } from 'jotai';
import type { User } from '@colleghi/api-contract';
import { STORAGE_KEYS, readStorage } from './storage';

/** The auth token; starts from local storage so a reload keeps the user signed in. */
export const tokenAtom = atom<string | null>(readStorage(STORAGE_KEYS.authToken));

/** The signed-in user as returned by users/me/, or null until it is loaded. */
export const userAtom = atom<User | null>(null);

/** True while users/me/ is in flight. */
export const userLoadingAtom = atom(false);

/**
 * True when the user behind the token could not be loaded for a reason other than a 401 (no
 * answer, a cut-short request, a server error): the token stays, and the session gate says so
 * and offers to ask again.
 */
export const userLoadFailedAtom = atom(false);
