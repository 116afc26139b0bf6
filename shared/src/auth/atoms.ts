import { atom } from 'jotai';
import type { User } from '@colleghi/api-contract';
import { STORAGE_KEYS, readStorage } from './storage';

/** The auth token; starts from local storage so a reload keeps the user signed in. */
export const tokenAtom = atom<string | null>(readStorage(STORAGE_KEYS.authToken));

/** The signed-in user as returned by users/me/, or null until it is loaded. */
export const userAtom = atom<User | null>(null);

/** True while users/me/ is in flight. */
export const userLoadingAtom = atom(false);
