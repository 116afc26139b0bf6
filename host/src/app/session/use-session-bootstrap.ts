import { useCallback, useEffect } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import {
  getAuthToken,
  loadCurrentUser,
  setUnauthorizedHandler,
  sharedStore,
  userLoadingAtom,
  useSession,
} from '@colleghi/shared/platform';
import { sessionLoadFailedAtom } from './session-load-state';

/** Loads the user behind the stored token; a failure that keeps the token is remembered. */
export async function loadSessionUser(): Promise<void> {
  sharedStore.set(sessionLoadFailedAtom, false);
  const user = await loadCurrentUser();
  // A 401 already ended the session; anything else (network, 5xx) leaves a token and no user.
  sharedStore.set(sessionLoadFailedAtom, !user && getAuthToken() !== null);
}

/** Loads the user behind a stored token at start, and sends 401s to /signin inside the SPA. */
export function useSessionBootstrap(): void {
  const navigate = useNavigate();
  const { token, user } = useSession();
  const toSignIn = useCallback(() => navigate('/signin', { replace: true }), [navigate]);
  useEffect(() => {
    setUnauthorizedHandler(toSignIn);
  }, [toSignIn]);
  useEffect(() => {
    // A token from sign-in, /sso or ?token= comes with startSession already loading its user:
    // one users/me/ is enough.
    if (token && !user && !sharedStore.get(userLoadingAtom)) void loadSessionUser();
    // Only a new token needs a new load; the user changing is the result of that load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}
