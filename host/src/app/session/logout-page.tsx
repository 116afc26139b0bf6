import { useEffect, useRef } from 'react';
import { useNavigate } from '@colleghi/shared/router';
import {
  forgetBrowserPush,
  getAuthToken,
  logoutOnServer,
  useSession,
} from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';

/**
 * Revokes the key on the server, then clears the stored token, user id and user state and shows
 * the sign-in page. A failed call (offline, already expired) still signs out locally. The
 * browser's push subscription is dropped beside it, never waited for (the API deletes the
 * session's subscriptions itself on logout).
 */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetBrowserPush();
    const revoked = getAuthToken() ? logoutOnServer() : Promise.resolve();
    void revoked.finally(() => {
      logout();
      navigate('/signin', { replace: true });
    });
  }, [logout, navigate]);
  return <DelayedLoader label="Uscita in corso" />;
}
