import { ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';

export interface ProfileMenuListProps {
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
  onGo: (path: string) => void;
}

/** The profile menu's items (their code loads the first time the menu opens). */
export function ProfileMenuList({ anchor, name, onClose, onGo }: ProfileMenuListProps) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {name && (
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }} color="text.secondary">
          {name}
        </Typography>
      )}
      <MenuItem onClick={() => onGo('/profile')}>
        <ListItemIcon>
          <PersonRoundedIcon fontSize="small" />
        </ListItemIcon>
        Profilo
      </MenuItem>
      <MenuItem onClick={() => onGo('/logout')}>
        <ListItemIcon>
          <LogoutRoundedIcon fontSize="small" />
        </ListItemIcon>
        Esci
      </MenuItem>
    </Menu>
  );
}
