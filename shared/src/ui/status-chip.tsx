import Chip from '@mui/material/Chip';
import type { Theme } from '@mui/material/styles';

/** What a state means to the user, whatever its words: each tone has its colour in the theme. */
export type StatusTone = 'pending' | 'expiring' | 'refused' | 'done' | 'neutral';

export interface StatusChipProps {
  label: string;
  tone: StatusTone;
}

/**
 * A state's chip, in its tone's colour. The expiring one is filled, so it stands out among the
 * outlined ones; a neutral state (deleted, shared with me) keeps the plain outline.
 */
export function StatusChip({ label, tone }: StatusChipProps) {
  if (tone === 'neutral') return <Chip size="small" variant="outlined" label={label} />;
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === 'expiring' ? 'filled' : 'outlined'}
      label={label}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * The edge of a card or row whose state is expiring, in the state's colour: drawn inside the
 * frame, so the content does not move.
 */
export const EXPIRING_EDGE = {
  boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.expiring.main}`,
};
