import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TOAST_CLEARANCE, useLiveUpdates } from '@colleghi/shared/platform';
import { DelayedLoader } from '@colleghi/shared/ui';
import { Outlet, useLocation } from '@colleghi/shared/router';
import { AppHeader } from './header/app-header';
import { MOBILE_QUERY } from './mobile-query';
import { useNotificationClicks } from './notifications/use-notification-clicks';
import { MobileGatePage } from './routing/lazy-pages';
import { isGatedOnMobile, useRouteTable } from './routing/route-table';
import { useSessionBootstrap } from './session/use-session-bootstrap';
import { useUrlToken } from './session/use-url-token';

export { MOBILE_QUERY };

export function Shell() {
  useSessionBootstrap();
  useUrlToken();
  // The page's one event stream, open while someone is signed in (docs/ARCHITECTURE.md, "Live").
  useLiveUpdates();
  // A clicked notification opens its page in this tab without a reload.
  useNotificationClicks();
  const { pathname } = useLocation();
  // A new page opens at its top: without it the window keeps the last page's scroll, and the
  // dashboard (say) opened from the bottom of a long profile starts near its own bottom.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const table = useRouteTable();
  if (narrow && isGatedOnMobile(table, pathname)) {
    return (
      <Suspense fallback={<DelayedLoader />}>
        <MobileGatePage />
      </Suspense>
    );
  }
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppHeader />
      {/* Room under every page's last control, so a toast never sits on top of it. */}
      <Box component="main" sx={{ flexGrow: 1, pb: `${TOAST_CLEARANCE}px` }}>
        <Suspense fallback={<DelayedLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
