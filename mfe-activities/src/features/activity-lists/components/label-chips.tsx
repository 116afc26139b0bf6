import Stack from '@mui/material/Stack';
import { StatusChip } from '@colleghi/shared/ui';
import { labelTone } from '../../../domain/labels';

/** The state labels of a demand in the viewer's context (computed by the shared rules). */
export function LabelChips({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {labels.map((label) => (
        <StatusChip key={label} label={label} tone={labelTone(label)} />
      ))}
    </Stack>
  );
}
