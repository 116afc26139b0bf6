import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, useLocation } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared/platform';
import { findRemoteRoute, useRouteTable } from '../routing/route-table';
import { BrandLogo } from './brand-logo';
import { MainNav } from './main-nav';
import { NotificationsSlot } from './notifications-slot';
import { ProfileMenu } from './profile-menu';
import { TodayButton } from './today-button';

export function AppHeader() {
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  const onAgenda = findRemoteRoute(useRouteTable(), pathname)?.name === 'agenda';
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        <BrandLogo />
        {isAuthenticated && <MainNav />}
        <Box sx={{ flexGrow: 1 }} />
        {/* Only the agenda's calendar (the page named `agenda`) listens to it. */}
        {onAgenda && <TodayButton />}
        {isAuthenticated ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <NotificationsSlot />
            <ProfileMenu />
          </Box>
        ) : (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to="/signin">
              Accedi
            </Button>
            <Button component={RouterLink} to="/signup" variant="contained" disableElevation>
              Registrati
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
