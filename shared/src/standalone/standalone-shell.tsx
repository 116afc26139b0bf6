import { useEffect, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { loadCurrentUser } from '../auth/session';
import { useSession } from '../auth/use-session';
import { useLiveUpdates } from '../live/event-stream';
import { DelayedLoader } from '../ui/delayed-loader';
import { StandaloneSignIn } from './standalone-sign-in';

type Props = { appName: string; children: ReactNode };

/**
 * A remote's own minimal shell when it runs alone on its port (its team develops and deploys it
 * without the host): a sign-in against the API, a top bar, then the remote's routes.
 */
export function StandaloneShell({ appName, children }: Props) {
  const { isAuthenticated, user, logout } = useSession();
  // Alone on its port the remote is the page: it follows the user's events itself.
  useLiveUpdates();
  useEffect(() => {
    if (isAuthenticated && !user) void loadCurrentUser();
  }, [isAuthenticated, user]);

  if (!isAuthenticated) return <StandaloneSignIn appName={appName} />;
  if (!user) return <DelayedLoader label="Caricamento del profilo" />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {`Colleghi · ${appName}`}
          </Typography>
          <Chip size="small" label="Modalità autonoma" />
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2">{`${user.first_name} ${user.last_name}`}</Typography>
          <Button onClick={logout}>Esci</Button>
        </Toolbar>
      </AppBar>
      <Box component="main">{children}</Box>
    </Box>
  );
}
