import { Link as RouterLink } from '@colleghi/shared/router';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_TYPE_LABELS } from '@colleghi/shared/domain';
import { formatFee } from '../../../domain/fee';
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
  return (
    <ListItem disablePadding sx={{ mb: 1 }}>
      <ListItemButton
        component={RouterLink}
        to={to}
        sx={{ borderRadius: 2, border: 1, borderColor: 'divider', alignItems: 'flex-start' }}
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
                <Chip key={label} label={label} size="small" color="primary" variant="outlined" />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
