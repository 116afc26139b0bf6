import Box from '@mui/material/Box';
import { DelayedLoader } from '@colleghi/shared/ui';

/** Full-page loader; the delay keeps fast loads from flashing a spinner. */
export function LoadingPage() {
  return (
    <Box
      component="section"
      aria-busy="true"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <DelayedLoader label="Caricamento in corso" />
    </Box>
  );
}
