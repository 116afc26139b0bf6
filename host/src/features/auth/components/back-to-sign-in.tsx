import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** "Torna al login", centred under a guest form (forgot password, reset). */
export function BackToSignIn({ marginTop = 0 }: { marginTop?: number }) {
  return (
    <Box sx={{ mt: marginTop, textAlign: 'center' }}>
      <Link
        component={RouterLink}
        to="/signin"
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Torna al login
      </Link>
    </Box>
  );
}
