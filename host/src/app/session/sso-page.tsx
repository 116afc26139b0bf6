import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from '@colleghi/shared/router';
import { getAuthToken, showToast, startSession } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { isSafeCallback } from '../../auth/callback';

/**
 * /sso/:token? stores the token (from the path or ?token=), loads the user and opens `callback`
 * when it is a same-origin relative path. Anything else (absolute, protocol-relative) is refused.
 */
export function SsoPage() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const token = pathToken ?? params.get('token');
  const callback = params.get('callback');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      navigate('/signin', { replace: true });
      return;
    }
    void startSession(token).then((user) => {
      // A key the API refused has ended the session. One whose user could not be loaded (no
      // answer, a server error) is kept: the page it leads to offers to load the user again.
      if (!user && getAuthToken() !== token) {
        showToast({
          message: 'Accesso non riuscito: il link non è più valido.',
          severity: 'error',
        });
        navigate('/signin', { replace: true });
        return;
      }
      if (callback && !isSafeCallback(callback)) {
        showToast({ message: 'Indirizzo di ritorno non consentito.', severity: 'error' });
        navigate('/', { replace: true });
        return;
      }
      navigate(callback ?? '/', { replace: true });
    });
  }, [token, callback, navigate]);

  return <DelayedLoader label="Accesso in corso" />;
}
