import { Link as RouterLink } from '@colleghi/shared/router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PictureUser } from '../utils/counter-people';
import { PeopleAvatars } from './people-avatars';

export interface CounterTileProps {
  label: string;
  description: string;
  count: number;
  to: string;
  people: readonly PictureUser[];
}

/** One counter: the number, what it counts, who is involved; the whole tile links to its list. */
export function CounterTile({ label, description, count, to, people }: CounterTileProps) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0, borderRadius: 2 }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        aria-label={`${label}: ${count}`}
        sx={{
          height: '100%',
          p: 2,
          // Keyboard focus also gets a ring: the area's own focus tint alone is faint on white.
          '&.Mui-focusVisible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
        }}
      >
        <Stack spacing={1} sx={{ height: '100%' }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography
              component="span"
              variant="h4"
              color="primary"
              sx={{ fontWeight: 700, lineHeight: 1 }}
            >
              {count}
            </Typography>
            <PeopleAvatars people={people} />
          </Stack>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
