import { Link as RouterLink } from '@colleghi/shared/router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import {
  DashboardWidgetCard,
  DashboardWidgetError,
  DashboardWidgetSkeleton,
} from '@colleghi/shared/ui';
import type { DashboardStatus } from '@colleghi/shared/platform';
import {
  DEMANDS_EMPTY,
  DEMANDS_LINK,
  DEMANDS_TITLE,
  REQUEST_CARD_TITLE,
  REQUEST_PATH,
} from '../utils/texts';
import { dashboardDemandLabels } from '../utils/demand-labels';
import { DemandRow } from './demand-row';
import type { DashboardDemand } from '@colleghi/api-contract';

const REQUESTS_PATH = '/activity-request';
/** The dashboard payload carries at most this many requests. */
const MAX_DEMANDS = 3;

export interface UpcomingDemandsViewProps {
  status: DashboardStatus;
  demands: readonly DashboardDemand[] | null;
  /** The labels' 'In scadenza' depends on the time. */
  now: Date;
  onRetry: () => void;
  compact?: boolean;
}

export function UpcomingDemandsView({
  status,
  demands,
  now,
  onRetry,
  compact,
}: UpcomingDemandsViewProps) {
  return (
    <DashboardWidgetCard
      title={DEMANDS_TITLE}
      action={{ label: DEMANDS_LINK, to: REQUESTS_PATH }}
      compact={compact}
    >
      {status === 'error' ? (
        <DashboardWidgetError onRetry={onRetry} />
      ) : status !== 'ready' || !demands ? (
        <DashboardWidgetSkeleton height={96} />
      ) : demands.length === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <AssignmentOutlined color="disabled" fontSize="large" aria-hidden />
          <Typography color="text.secondary">{DEMANDS_EMPTY}</Typography>
          <Button component={RouterLink} to={REQUEST_PATH} variant="outlined" size="small">
            {REQUEST_CARD_TITLE}
          </Button>
        </Stack>
      ) : (
        <List disablePadding aria-label={DEMANDS_TITLE}>
          {demands.slice(0, MAX_DEMANDS).map((demand) => (
            <DemandRow
              key={demand.id}
              type={demand.type}
              activity={demand.activity}
              office={demand.office.name}
              datetime={demand.datetime}
              money={demand.money}
              labels={dashboardDemandLabels(demand, now)}
              to={REQUESTS_PATH}
            />
          ))}
        </List>
      )}
    </DashboardWidgetCard>
  );
}
