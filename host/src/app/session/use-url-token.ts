import { useEffect } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import { startSession } from '@colleghi/shared';

/** Pages that accept ?token=: the token is stored, then removed from the address bar. */
const TOKEN_PAGES = ['/subscriptions', '/subscription'];

export function useUrlToken(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!TOKEN_PAGES.includes(location.pathname)) return;
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    if (!token) return;
    params.delete('token');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
    void startSession(token);
  }, [location.pathname, location.search, navigate]);
}
