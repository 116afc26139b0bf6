import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A short visible hint under an icon button, on hover and on keyboard focus, drawn by CSS alone
 * in the theme's tooltip style. MUI's Tooltip brings Popper and its transitions (~7 KB gzipped)
 * into the first screen of the list, where every row has one; the button's accessible name
 * already says what the hint says, so the hint is hidden from assistive technology.
 */
export function HoverHint({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        '&:hover > .hover-hint, &:has(:focus-visible) > .hover-hint': {
          opacity: 1,
          visibility: 'visible',
        },
      }}
    >
      {children}
      <Box
        component="span"
        className="hover-hint"
        aria-hidden="true"
        sx={(theme) => ({
          position: 'absolute',
          top: 'calc(100% + 2px)',
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: theme.zIndex.tooltip,
          px: 1,
          py: 0.5,
          borderRadius: 1,
          bgcolor: theme.palette.grey[700],
          color: theme.palette.common.white,
          typography: 'caption',
          fontSize: theme.typography.pxToRem(11),
          lineHeight: 1.4,
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          opacity: 0,
          visibility: 'hidden',
          transition: theme.transitions.create(['opacity', 'visibility'], {
            duration: theme.transitions.duration.shorter,
          }),
        })}
      >
        {hint}
      </Box>
    </Box>
  );
}
