import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { NotificationFeed } from './notification-feed';

export interface NotificationDropdownProps {
  anchor: HTMLElement | null;
  titleId: string;
  onClose: () => void;
  onFirstPage: () => void;
}

/** The bell's dropdown: the paged feed (its code loads the first time the bell opens). */
export function NotificationDropdown({
  anchor,
  titleId,
  onClose,
  onFirstPage,
}: NotificationDropdownProps) {
  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: 380,
            maxWidth: 'calc(100vw - 32px)',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Typography
        id={titleId}
        variant="subtitle1"
        component="h2"
        sx={{ px: 2, py: 1.5, fontWeight: 700 }}
      >
        Notifiche
      </Typography>
      <Divider />
      <Box sx={{ maxHeight: 440, overflowY: 'auto' }}>
        <NotificationFeed onFirstPage={onFirstPage} onFollow={onClose} />
      </Box>
    </Popover>
  );
}
