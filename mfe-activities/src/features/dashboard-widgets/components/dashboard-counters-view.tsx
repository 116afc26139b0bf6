import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DashboardWidgetCard,
  DashboardWidgetError,
  DashboardWidgetSkeleton,
} from '@colleghi/shared/ui';
import type { DashboardStatus } from '@colleghi/shared/platform';
import type { PictureUser } from '../utils/counter-people';
import {
  COUNTERS,
  COUNTERS_EMPTY,
  COUNTERS_TITLE,
  REQUEST_CARD_TITLE,
  REQUEST_PATH,
} from '../utils/texts';
import { CounterTile } from './counter-tile';

export type CounterKey = keyof typeof COUNTERS;
const ORDER: readonly CounterKey[] = ['candidates', 'demands', 'assigned_demands'];

export interface DashboardCountersViewProps {
  status: DashboardStatus;
  counters: Record<CounterKey, number> | null;
  people: Record<CounterKey, readonly PictureUser[]>;
  onRetry: () => void;
  compact?: boolean;
}

export function DashboardCountersView({
  status,
  counters,
  people,
  onRetry,
  compact,
}: DashboardCountersViewProps) {
  return (
    <DashboardWidgetCard title={COUNTERS_TITLE} compact={compact}>
      {status === 'error' ? (
        <DashboardWidgetError onRetry={onRetry} />
      ) : status !== 'ready' || !counters ? (
        <DashboardWidgetSkeleton layout="tiles" />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              // As many columns as the slot fits: one row on a wide slot, stacked in a narrow one.
              gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
            }}
          >
            {ORDER.map((key) => (
              <CounterTile
                key={key}
                {...COUNTERS[key]}
                count={counters[key]}
                people={people[key]}
              />
            ))}
          </Box>
          {ORDER.every((key) => counters[key] === 0) ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {COUNTERS_EMPTY}{' '}
              <Link component={RouterLink} to={REQUEST_PATH}>
                {REQUEST_CARD_TITLE}
              </Link>
            </Typography>
          ) : null}
        </>
      )}
    </DashboardWidgetCard>
  );
}
