import { useState } from 'react';
import { Avatar, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { useNavigate } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared';

function initials(first?: string, last?: string): string {
  return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';
}

export function ProfileMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const name = user ? `${user.first_name} ${user.last_name}` : '';
  return (
    <>
      <IconButton
        aria-label="Menu profilo"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar src={user?.profile.picture ?? undefined} alt={name} sx={{ width: 36, height: 36 }}>
          {initials(user?.first_name, user?.last_name)}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {name && (
          <Typography variant="subtitle2" sx={{ px: 2, py: 1 }} color="text.secondary">
            {name}
          </Typography>
        )}
        <MenuItem onClick={() => go('/profile')}>
          <ListItemIcon>
            <PersonRoundedIcon fontSize="small" />
          </ListItemIcon>
          Profilo
        </MenuItem>
        <MenuItem onClick={() => go('/logout')}>
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          Esci
        </MenuItem>
      </Menu>
    </>
  );
}
