import { Box } from '@mui/material';

/** Where the notification bell mounts (it arrives with the notifications issue). */
export function NotificationsSlot() {
  return (
    <Box data-slot="notifications" sx={{ display: 'flex', alignItems: 'center', minWidth: 40 }} />
  );
}
