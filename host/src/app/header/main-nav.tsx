import { Box, Button } from '@mui/material';
import { NavLink } from '@colleghi/shared/router';

const LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/activity-request', label: 'Attività' },
  { to: '/agenda', label: 'Agenda' },
  { to: '/records', label: 'Verbali' },
  { to: '/news', label: 'News' },
  { to: '/courses', label: 'Corsi' },
];

export function MainNav() {
  return (
    <Box
      component="nav"
      aria-label="Navigazione principale"
      sx={{ display: 'flex', gap: 0.5, ml: 2 }}
    >
      {LINKS.map((link) => (
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
