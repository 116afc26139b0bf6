import { Suspense, useId, useState, type MouseEvent } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneRoundedIcon from '@mui/icons-material/NotificationsNoneRounded';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { lazyNamed, useLatch } from '@colleghi/shared/ui';
import { useUnreadNotifications } from './use-unread-notifications';

const NotificationDropdown = lazyNamed(
  () => import('./notification-dropdown'),
  'NotificationDropdown',
);

function unreadText(total: number): string {
  if (total === 0) return 'Nessuna notifica non letta';
  return total === 1 ? '1 notifica non letta' : `${total} notifiche non lette`;
}

/** The header bell: unread badge, and a dropdown with the feed that marks everything read. */
export function NotificationBell() {
  const { total, clear, markAllRead } = useUnreadNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-unread`;
  const dropdownNeeded = useLatch(anchor !== null);

  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    clear();
  };
  const close = () => setAnchor(null);

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
      {dropdownNeeded && (
        <Suspense fallback={null}>
          <NotificationDropdown
            anchor={anchor}
            titleId={titleId}
            onClose={close}
            onFirstPage={markAllRead}
          />
        </Suspense>
      )}
    </>
  );
}
