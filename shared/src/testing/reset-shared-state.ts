import { tokenAtom, userAtom, userLoadingAtom } from '../auth/atoms';
import { STORAGE_KEYS, readStorage } from '../auth/storage';
import { globalErrorAtom } from '../http/global-error-atom';
import { sharedStore } from '../store';
import { toastsAtom } from '../ui/toast-store';

/**
 * Puts the shared atoms back to a fresh page load: the token is whatever local storage holds
 * (a test may have stored one), everything else empty. The server-data cache is emptied after
 * each test instead (jest-setup), so a test may fill it before rendering, as a page's earlier
 * screens would have.
 */
export function resetSharedState(): void {
  sharedStore.set(tokenAtom, readStorage(STORAGE_KEYS.authToken));
  sharedStore.set(userAtom, null);
  sharedStore.set(userLoadingAtom, false);
  sharedStore.set(globalErrorAtom, false);
  sharedStore.set(toastsAtom, []);
}
