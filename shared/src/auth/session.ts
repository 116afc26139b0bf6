import { getMe } from '../api/users';
import type { User } from '@colleghi/api-contract';
import { sharedStore } from '../store';
import { tokenAtom, userAtom, userLoadFailedAtom, userLoadingAtom } from './atoms';
import { STORAGE_KEYS, writeStorage } from './storage';
import { getAuthToken } from './token';

// Plain functions on sharedStore rather than hooks: sign-in screens, the /sso route and the
// /subscriptions?token= link all start a session, some of them outside React.

/**
 * Stores the key from login/register/SSO and loads the user. Only the API's 401 for this key ends
 * the session (request() does it): a load cut short (the page was left at once, as signing in
 * moves the address bar off /signin) or a server error keeps the key, and the session gate offers
 * to load the user again.
 */
export async function startSession(key: string): Promise<User | null> {
  writeStorage(STORAGE_KEYS.authToken, key);
  sharedStore.set(tokenAtom, key);
  return loadCurrentUser();
}

/**
 * users/me/ with the stored token; null when there is no token or the call fails. A failure that
 * keeps the token (anything but a 401) sets userLoadFailedAtom.
 */
export async function loadCurrentUser(): Promise<User | null> {
  const token = getAuthToken();
  if (!token) {
    sharedStore.set(userAtom, null);
    return null;
  }
  // A token found only in storage (written by another tab) becomes the session's token.
  if (sharedStore.get(tokenAtom) !== token) sharedStore.set(tokenAtom, token);
  sharedStore.set(userLoadingAtom, true);
  sharedStore.set(userLoadFailedAtom, false);
  try {
    const { data } = await getMe();
    // Signed out (or signed in as someone else) while the answer travelled: it is stale, and
    // storing it would bring back the user of an ended session.
    if (getAuthToken() !== token) return null;
    if (!data) {
      sharedStore.set(userLoadFailedAtom, true);
      return null;
    }
    writeStorage(STORAGE_KEYS.userId, String(data.id));
    sharedStore.set(userAtom, data);
    return data;
  } finally {
    sharedStore.set(userLoadingAtom, false);
  }
}
