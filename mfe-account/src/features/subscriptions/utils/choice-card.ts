import type { SxProps, Theme } from '@mui/material/styles';

/** A radio of a purchase step drawn as a card, its frame gold when it is the chosen one. */
export function choiceCardSx(chosen: boolean): SxProps<Theme> {
  return {
    mx: 0,
    mb: 1,
    px: 1,
    border: 1,
    borderRadius: 2,
    borderColor: chosen ? 'secondary.main' : 'divider',
  };
}
