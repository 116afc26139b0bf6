import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

/** The state labels of a demand in the viewer's context (computed by the shared rules). */
export function LabelChips({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {labels.map((label) => (
        <Chip key={label} label={label} size="small" color="primary" variant="outlined" />
      ))}
    </Stack>
  );
}
