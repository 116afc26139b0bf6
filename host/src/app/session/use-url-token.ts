import { useEffect } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import { startSession } from '@colleghi/shared/platform';
import { acceptsUrlToken, useRouteTable } from '../routing/route-table';

/**
 * On pages that accept ?token= (`urlToken` in a remote's routes) the token is stored, then
 * removed from the address bar.
 */
export function useUrlToken(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const table = useRouteTable();
  useEffect(() => {
    if (!acceptsUrlToken(table, location.pathname)) return;
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
  }, [location.pathname, location.search, navigate, table]);
}
