import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Link as RouterLink } from '@colleghi/shared/router';
import { dayjs } from '@colleghi/shared/platform';
import { safeWebUrl } from '@colleghi/shared/domain';
import { notificationTarget } from './notification-target';
import type { AppNotification } from '@colleghi/api-contract';

export interface NotificationItemProps {
  notification: AppNotification;
  /** Called when the user follows the notification (the dropdown closes). */
  onFollow: () => void;
}

/** One row of the feed: unread rows are bold with a dot; a row with a target is a link. */
export function NotificationItem({ notification, onFollow }: NotificationItemProps) {
  const unread = notification.status === 'UNREAD';
  const target = notificationTarget(notification);
  const when = dayjs(notification.created_at);
  // A course's notification carries the course cover (a wide picture with text): a small
  // rectangle (as wide as the text column's indent) shows it; a circle would crop its text.
  // People's pictures stay round.
  const cover = notification.deeplink === 'courses';
  const content = (
    <>
      <ListItemAvatar>
        <Avatar
          src={safeWebUrl(notification.image, 'image') ?? undefined}
          alt=""
          variant={cover ? 'rounded' : 'circular'}
          sx={{
            bgcolor: 'primary.main',
            ...(cover && { width: 48, height: 32, mt: 0.5, '& img': { objectFit: 'cover' } }),
          }}
        >
          <NotificationsRoundedIcon fontSize="small" />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          <>
            {unread && (
              <Box component="span" sx={visuallyHidden}>
                {'Non letta: '}
              </Box>
            )}
            {notification.title}
          </>
        }
        secondary={
          <>
            {notification.subtitle && (
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                {notification.subtitle}
              </Typography>
            )}
            {when.isValid() && (
              <Typography component="span" variant="caption" color="text.secondary">
                {when.format('D MMM YYYY, HH:mm')}
              </Typography>
            )}
          </>
        }
        slotProps={{
          primary: { sx: { fontWeight: unread ? 700 : 400 } },
          secondary: { component: 'span', color: 'text.secondary' },
        }}
      />
      {unread && (
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            ml: 1,
            flex: 'none',
          }}
        />
      )}
    </>
  );
  const sx = {
    alignItems: 'flex-start',
    mx: 1,
    borderRadius: 2,
    bgcolor: unread ? 'action.hover' : undefined,
  };

  if (target?.kind === 'external') {
    return (
      <ListItemButton
        component="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onFollow}
        sx={sx}
      >
        {content}
      </ListItemButton>
    );
  }
  if (target?.kind === 'internal') {
    return (
      <ListItemButton component={RouterLink} to={target.path} onClick={onFollow} sx={sx}>
        {content}
      </ListItemButton>
    );
  }
  return <Box sx={{ display: 'flex', px: 2, py: 1, ...sx }}>{content}</Box>;
}
