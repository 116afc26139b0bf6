import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMAND_TYPE_LABELS } from '@colleghi/shared/domain';
import { formatFee } from '../../../domain/fee';
import { recipientsText } from '../../../domain/recipients';
import type { Demand } from '@colleghi/api-contract';
import { formatDemandDay, formatDemandTime } from '../utils/format-demand';
import { DetailRow } from './detail-row';
import { LabelChips } from './label-chips';

/** Everything the demand says, in the order a lawyer reads it. */
export function DemandDetails({ demand, labels }: { demand: Demand; labels: readonly string[] }) {
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {DEMAND_TYPE_LABELS[demand.type]}
        </Typography>
        <Typography component="h3" variant="h6">
          {demand.activity}
        </Typography>
        <LabelChips labels={labels} />
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow term="Data">{formatDemandDay(demand.datetime)}</DetailRow>
        <DetailRow term="Orario">{formatDemandTime(demand.datetime)}</DetailRow>
        <DetailRow term="Ufficio giudiziario">{demand.office.name}</DetailRow>
        <DetailRow term="Sezione">{demand.section}</DetailRow>
        <DetailRow term="Giudice">{demand.judge}</DetailRow>
        <DetailRow term="Materia">{demand.subject?.name}</DetailRow>
        <DetailRow term="Competenza">{demand.skill?.name}</DetailRow>
        <DetailRow term="Compenso (IVA e CPA escluse)">{formatFee(demand.money)}</DetailRow>
        <DetailRow term="Note">{demand.notes}</DetailRow>
        <DetailRow term="Destinatari">{recipientsText(demand)}</DetailRow>
      </Box>
    </Stack>
  );
}
