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
    // A token from sign-in, /sso or ?token= comes with startSession already loading its user,
    // and a page load's stored token with preloadFirstScreen: one users/me/ is enough. If that
    // one failed, the session gate says so and its "Riprova" asks again.
    const asked = sharedStore.get(userLoadingAtom) || sharedStore.get(sessionLoadFailedAtom);
    if (token && !user && !asked) void loadSessionUser();
    // Only a new token needs a new load; the user changing is the result of that load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}
