import Box from '@mui/material/Box';
import { NotificationBell } from './notifications/notification-bell';

/** Where the notification bell sits in the header, just before the profile menu. */
export function NotificationsSlot() {
  return (
    <Box data-slot="notifications" sx={{ display: 'flex', alignItems: 'center' }}>
      <NotificationBell />
    </Box>
  );
}
