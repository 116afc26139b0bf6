import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useNearScreen } from '../utils/use-near-screen';

export interface WidgetSlotProps {
  label: string;
  /** Mount the widget only once the slot comes near the screen; keep this height till then. */
  deferredHeight?: number;
  children: ReactNode;
}

/**
 * One widget's place in the grid: a labelled region, so each remote's card is findable. A
 * deferred slot holds a placeholder of the widget's usual height until it is scrolled near,
 * so that the widgets below the first screen (and their remotes) load when they are wanted.
 */
export function WidgetSlot({ label, deferredHeight, children }: WidgetSlotProps) {
  const { ref, near } = useNearScreen<HTMLElement>(deferredHeight !== undefined);
  return (
    <Box
      component="section"
      ref={ref}
      aria-label={label}
      aria-busy={near ? undefined : true}
      sx={{ minWidth: 0 }}
    >
      {near ? children : <Skeleton variant="rounded" animation={false} height={deferredHeight} />}
    </Box>
  );
}
