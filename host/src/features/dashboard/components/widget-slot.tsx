import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** One widget's place in the grid: a labelled region, so each remote's card is findable. */
export function WidgetSlot({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}
