import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate, useLocation } from '@colleghi/shared/router';
import { runtimeConfig } from '../federation/runtime-config';
import { RemoteMount } from '../federation/remote-mount';
import { Guard } from './guards';
import { findRemoteRoute, loadRouteTable, setRouteTable, useRouteTable } from './route-table';

/**
 * What every remote's ./App is told about the page it runs in: the host's header is there (with
 * its own "Oggi" on the agenda), so a remote leaves out what its standalone shell needs.
 */
export const HOST_APP_PROPS = { inHost: true } as const;

/**
 * A path no known route matches while a remote's routes are unknown (it did not answer at start
 * and this browser has no last-known copy): it may be that remote's, so not /404 but a retry.
 */
function RoutesUnavailable() {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    setRouteTable(await loadRouteTable(await runtimeConfig()));
    setRetrying(false);
  };
  return (
    <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="warning"
        sx={{ maxWidth: 560, width: '100%' }}
        action={
          <Button color="inherit" size="small" disabled={retrying} onClick={() => void retry()}>
            Riprova
          </Button>
        }
      >
        <AlertTitle>Questa pagina non è disponibile al momento</AlertTitle>
        Una sezione dell’app non risponde. Il resto dell’app funziona: puoi riprovare tra qualche
        istante.
      </Alert>
    </Box>
  );
}

/**
 * Mounted on the catch-all route, so the remote's own <Routes> match absolute paths. The route
 * table comes from the remotes' declarations (route-table.ts); paths no remote owns go to /404.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const table = useRouteTable();
  const route = findRemoteRoute(table, pathname);
  if (!route) {
    if (table.unknown.length > 0) return <RoutesUnavailable />;
    return <Navigate to="/404" replace />;
  }
  return (
    <Guard access={route.access}>
      <RemoteMount key={route.remote} remote={route.remote} props={HOST_APP_PROPS} />
    </Guard>
  );
}
