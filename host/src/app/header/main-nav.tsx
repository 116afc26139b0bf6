import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from '@colleghi/shared/router';
import { navLinks, useRouteTable } from '../routing/route-table';

/** The dashboard, then the links the remotes declare (`nav` in their routes), in table order. */
export function MainNav() {
  const links = [{ to: '/dashboard', label: 'Dashboard' }, ...navLinks(useRouteTable())];
  return (
    <Box
      component="nav"
      aria-label="Navigazione principale"
      sx={{ display: 'flex', gap: 0.5, ml: 2 }}
    >
      {links.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          color="inherit"
          // No minimum width: MUI's 64 px padded the short labels (News, Corsi) into uneven gaps.
          sx={{
            minWidth: 0,
            px: 1.25,
            fontWeight: 500,
            '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
          }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
