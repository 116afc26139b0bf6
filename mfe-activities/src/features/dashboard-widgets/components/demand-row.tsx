import { Link as RouterLink } from '@colleghi/shared/router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_TYPE_LABELS } from '@colleghi/shared/domain';
import { EXPIRING_EDGE, StatusChip } from '@colleghi/shared/ui';
import { formatFee } from '../../../domain/fee';
import { EXPIRING_LABEL, labelTone } from '../../../domain/labels';
import type { DemandType } from '@colleghi/api-contract';
import { formatDemandWhen } from '../utils/format-demand';

export interface DemandRowProps {
  type: DemandType;
  activity: string;
  office: string;
  datetime: string;
  money: number | null;
  labels: readonly string[];
  to: string;
}

/** One request of the dashboard list: what, where, when, the fee and its state labels. */
export function DemandRow({ type, activity, office, datetime, money, labels, to }: DemandRowProps) {
  const expiring = labels.includes(EXPIRING_LABEL);
  return (
    <ListItem disablePadding sx={{ mb: 1 }}>
      <ListItemButton
        component={RouterLink}
        to={to}
        sx={{
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          // An expiring request stands out by its edge, in the state's colour.
          ...(expiring ? EXPIRING_EDGE : {}),
          alignItems: 'flex-start',
        }}
      >
        <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {DEMAND_TYPE_LABELS[type]}
            </Typography>
            <Typography variant="subtitle2">{formatFee(money)}</Typography>
          </Stack>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {activity}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {office} · {formatDemandWhen(datetime)}
          </Typography>
          {labels.length > 0 ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }}>
              {labels.map((label) => (
                <StatusChip key={label} label={label} tone={labelTone(label)} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
