import type { ReactNode } from 'react';
import { RightPanel } from '@colleghi/shared/ui';

export interface DetailPanelProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The side panel of an activity list; a chunk of its own, loaded when a card first opens. */
export function DetailPanel({ open, onClose, children }: DetailPanelProps) {
  return (
    <RightPanel open={open} onClose={onClose} title="Dettaglio attività">
      {children}
    </RightPanel>
  );
}
