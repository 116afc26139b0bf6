import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';

export const RIGHT_PANEL_CLOSE_DELAY_MS = 200;

export interface RightPanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
}

/**
 * Side panel for details and forms. Closing slides the panel out first and tells the parent
 * 200 ms later (a fixed product delay), so the content does not vanish mid-animation. MUI's
 * focus trap gives focus back to the element that opened the panel.
 */
export function RightPanel({ open, onClose, title, children }: RightPanelProps) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);
  // Reopened by the parent: forget a close that was in progress.
  useEffect(() => {
    if (open) setClosing(false);
  }, [open]);

  const requestClose = () => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      setClosing(false);
      onClose();
    }, RIGHT_PANEL_CLOSE_DELAY_MS);
  };

  return (
    <Drawer
      anchor="right"
      open={open && !closing}
      onClose={requestClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 480 } },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button onClick={requestClose}>Chiudi</Button>
      </Box>
      <Box sx={{ px: 2, pb: 2 }}>{children}</Box>
    </Drawer>
  );
}
