import { useCallback, useEffect } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import {
  loadCurrentUser,
  setUnauthorizedHandler,
  sharedStore,
  userLoadFailedAtom,
  userLoadingAtom,
  useSession,
} from '@colleghi/shared/platform';

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
    const asked = sharedStore.get(userLoadingAtom) || sharedStore.get(userLoadFailedAtom);
    if (token && !user && !asked) void loadCurrentUser();
    // Only a new token needs a new load; the user changing is the result of that load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}
