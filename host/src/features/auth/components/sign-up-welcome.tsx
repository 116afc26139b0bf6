import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CelebrationIcon from '@mui/icons-material/Celebration';
import { Link as RouterLink } from '@colleghi/shared/router';
import { FormError } from './form-error';

type SignUpWelcomeProps = {
  firstName: string;
  onStart: () => void;
  starting: boolean;
  error: string | null;
};

/**
 * Last screen of the sign-up: the account exists, one click signs the user in; the link to the
 * sign-in page is there for whoever prefers to type the credentials.
 */
export function SignUpWelcome({ firstName, onStart, starting, error }: SignUpWelcomeProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CelebrationIcon color="primary" sx={{ fontSize: 72, mb: 2 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Fantastico!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {firstName ? `${firstName}, il` : 'Il'} tuo account è stato creato con successo. Benvenuto
        in Colleghi: da ora puoi richiedere attività ai colleghi, gestire la tua agenda e
        condividere i verbali d’udienza.
      </Typography>
      <FormError message={error} />
      <Button variant="contained" size="large" onClick={onStart} loading={starting}>
        Inizia ora
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Preferisci entrare con e-mail e password?{' '}
        <Link component={RouterLink} to="/signin" sx={{ fontWeight: 600 }}>
          Vai al login
        </Link>
      </Typography>
    </Box>
  );
}
