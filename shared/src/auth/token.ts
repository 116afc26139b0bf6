import { sharedStore } from '../store';
import { tokenAtom } from './atoms';
import { STORAGE_KEYS, readStorage } from './storage';

/**
 * The token to send. The atom is the source of truth; local storage covers a token written
 * there by someone else (another tab, a test) after this module was loaded.
 */
export function getAuthToken(): string | null {
  return sharedStore.get(tokenAtom) ?? readStorage(STORAGE_KEYS.authToken);
}
