import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_TYPE_LABELS } from '@colleghi/shared/domain';
import { EXPIRING_EDGE } from '@colleghi/shared/ui';
import { formatFee } from '../../../domain/fee';
import { EXPIRING_LABEL } from '../../../domain/labels';
import type { Demand } from '@colleghi/api-contract';
import { formatDemandDay, formatDemandTime } from '../utils/format-demand';
import { LabelChips } from './label-chips';

export interface ActivityCardProps {
  demand: Demand;
  labels: readonly string[];
  onOpen: () => void;
}

/** One row of an activity list; the whole card is the button that opens the detail panel. */
export function ActivityCard({ demand, labels, onOpen }: ActivityCardProps) {
  const expiring = labels.includes(EXPIRING_LABEL);
  return (
    // An expiring request stands out by its edge, in the state's colour.
    <Card variant="outlined" sx={expiring ? EXPIRING_EDGE : undefined}>
      <CardActionArea onClick={onOpen} aria-haspopup="dialog">
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="overline" color="text.secondary">
                {DEMAND_TYPE_LABELS[demand.type]}
              </Typography>
              <Typography variant="subtitle2">{formatFee(demand.money)}</Typography>
            </Stack>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {demand.activity}
            </Typography>
            <Typography variant="body2">{demand.office.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDemandDay(demand.datetime)}, {formatDemandTime(demand.datetime)}
            </Typography>
            <LabelChips labels={labels} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
