import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export interface DelayedLoaderProps {
  delay?: number;
  label?: string;
}

/** Shows a spinner only when loading lasts longer than `delay`, so fast loads do not flicker. */
export function DelayedLoader({ delay = 500, label = 'Caricamento in corso' }: DelayedLoaderProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
