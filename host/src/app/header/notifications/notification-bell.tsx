import { useCallback, useId, useState, type MouseEvent } from 'react';
import { Badge, Box, Divider, IconButton, Popover, Typography } from '@mui/material';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import { readAllNotifications } from '@colleghi/shared';
import { NotificationFeed } from './notification-feed';
import { useUnreadNotifications } from './use-unread-notifications';
import { visuallyHidden } from './visually-hidden';

function unreadText(total: number): string {
  if (total === 0) return 'Nessuna notifica non letta';
  return total === 1 ? '1 notifica non letta' : `${total} notifiche non lette`;
}

/** The header bell: unread badge, and a dropdown with the feed that marks everything read. */
export function NotificationBell() {
  const { total, clear } = useUnreadNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-unread`;

  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    clear();
  };
  const close = () => setAnchor(null);
  const markAllRead = useCallback(() => {
    clear();
    void readAllNotifications();
  }, [clear]);

  return (
    <>
      <IconButton
        aria-label="Notifiche"
        aria-describedby={descriptionId}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={open}
      >
        <Badge badgeContent={total} max={99} color="error" overlap="circular">
          <NotificationsNoneRoundedIcon />
        </Badge>
      </IconButton>
      <Box id={descriptionId} component="span" sx={visuallyHidden}>
        {unreadText(total)}
      </Box>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
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
          <NotificationFeed onFirstPage={markAllRead} onFollow={close} />
        </Box>
      </Popover>
    </>
  );
}
