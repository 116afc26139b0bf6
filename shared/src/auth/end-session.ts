import { queryClient } from '../query/query-client';
import { sharedStore } from '../store';
import { tokenAtom, userAtom, userLoadingAtom } from './atoms';
import { STORAGE_KEYS, removeStorage } from './storage';

/**
 * Signs out locally: forgets the token, the user id and the payment token, resets the atoms, and
 * drops every cached answer, so the next user never sees the previous one's data.
 */
export function endSession(): void {
  removeStorage(STORAGE_KEYS.authToken);
  removeStorage(STORAGE_KEYS.userId);
  removeStorage(STORAGE_KEYS.paymentToken);
  sharedStore.set(tokenAtom, null);
  sharedStore.set(userAtom, null);
  sharedStore.set(userLoadingAtom, false);
  queryClient.removeQueries();
}
