import { Link as RouterLink } from '@colleghi/shared/router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import { ROLE_LABELS } from '@colleghi/shared/domain';
import type { User } from '@colleghi/api-contract';
import { useBadgeStyle } from '../../utils/badge';
import { initialsOf } from '../../utils/names';

/** Picture ringed in the badge colour, name, role, badge and the edit button. */
export function ProfileHero({ user }: { user: User }) {
  const badge = useBadgeStyle(user);
  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Avatar
            src={user.profile.picture ?? undefined}
            alt={user.profile.picture ? `Foto di ${name}` : undefined}
            sx={{
              width: 96,
              height: 96,
              fontSize: 34,
              bgcolor: 'primary.main',
              border: badge ? `4px solid ${badge.color}` : undefined,
            }}
          >
            {initialsOf(user.first_name, user.last_name)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography color="text.secondary">{ROLE_LABELS[user.profile.type]}</Typography>
            {badge ? (
              <Chip
                icon={<VerifiedIcon style={{ color: badge.contrast }} />}
                label={badge.label}
                data-testid="profile-badge"
                sx={{ mt: 1, bgcolor: badge.fill, color: badge.contrast, fontWeight: 600 }}
              />
            ) : null}
          </Box>
          <Button
            component={RouterLink}
            to="/profile-edit"
            variant="outlined"
            startIcon={<EditIcon />}
          >
            Modifica profilo
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
