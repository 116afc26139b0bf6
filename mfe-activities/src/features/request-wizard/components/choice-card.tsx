import type { ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { alpha } from '@mui/material/styles';
import { BRAND_COLORS } from '@colleghi/shared/ui';

// The radio stays in the page (focusable, arrow keys, screen readers) but the card is what
// the eye sees; a visible focus ring on the card keeps keyboard users oriented.
const HIDDEN_RADIO = {
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  p: 0,
  overflow: 'hidden',
} as const;

export interface ChoiceCardProps {
  value: string;
  checked: boolean;
  /** The radio's accessible name (the card's content is mostly visual). */
  name: string;
  children: ReactNode;
  disabled?: boolean;
  minWidth?: number;
}

/** One option of a RadioGroup drawn as a selectable card. */
export function ChoiceCard({
  value,
  checked,
  name,
  children,
  disabled,
  minWidth,
}: ChoiceCardProps) {
  return (
    <FormControlLabel
      value={value}
      disabled={disabled}
      control={<Radio sx={HIDDEN_RADIO} slotProps={{ input: { 'aria-label': name } }} />}
      label={children}
      sx={{
        m: 0,
        minWidth,
        flex: minWidth ? '0 0 auto' : 1,
        alignItems: 'stretch',
        position: 'relative',
        border: 2,
        borderRadius: 2,
        borderColor: checked ? 'secondary.main' : 'divider',
        bgcolor: checked ? alpha(BRAND_COLORS.gold, 0.08) : 'background.paper',
        transition: 'border-color 150ms, background-color 150ms',
        '&:hover': { borderColor: checked ? 'secondary.main' : 'secondary.light' },
        '&:has(.Mui-focusVisible)': {
          outline: '3px solid',
          outlineColor: 'primary.light',
          outlineOffset: 2,
        },
        '& .MuiFormControlLabel-label': { width: '100%' },
      }}
    />
  );
}
