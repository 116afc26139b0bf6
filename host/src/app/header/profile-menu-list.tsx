import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import { pathOf, useRouteTable } from '../routing/route-table';

export interface ProfileMenuListProps {
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
  onGo: (path: string) => void;
}

/**
 * The profile menu's items (their code loads the first time the menu opens). The user's name
 * sits above the menu, not in it: a menu holds only menu items.
 */
export function ProfileMenuList({ anchor, name, onClose, onGo }: ProfileMenuListProps) {
  // The page the account remote names `profile`.
  const profilePath = pathOf(useRouteTable(), 'profile');
  return (
    <Popover
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 200 } } }}
    >
      {name && (
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 0.5 }} color="text.secondary">
          {name}
        </Typography>
      )}
      <MenuList autoFocusItem={Boolean(anchor)} aria-label="Menu profilo">
        {profilePath && (
          <MenuItem onClick={() => onGo(profilePath)}>
            <ListItemIcon>
              <PersonRoundedIcon fontSize="small" />
            </ListItemIcon>
            Profilo
          </MenuItem>
        )}
        <MenuItem onClick={() => onGo('/logout')}>
          <ListItemIcon>
            <LogoutRoundedIcon fontSize="small" />
          </ListItemIcon>
          Esci
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
