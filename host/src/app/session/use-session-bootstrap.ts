import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadCurrentUser, setUnauthorizedHandler, useSession } from '@colleghi/shared';

/** Loads the user behind a stored token at start, and sends 401s to /signin inside the SPA. */
export function useSessionBootstrap(): void {
  const navigate = useNavigate();
  const { token, user } = useSession();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/signin', { replace: true }));
  }, [navigate]);
  useEffect(() => {
    if (token && !user) void loadCurrentUser();
    // Only a new token needs a new load; the user changing is the result of that load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
}
