import { Box, Container, Paper, Typography } from '@mui/material';
import { useSession } from '../auth/use-session';

type Props = { area: string; title: string };

/**
 * What a remote shows on a route whose screen is not built yet. It also reads the session from
 * the shared singleton store, which is how the end-to-end tests prove there is one store.
 */
export function RemotePlaceholder({ area, title }: Props) {
  const { user } = useSession();
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="overline" color="text.secondary">
        {area}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, borderLeft: 4, borderLeftColor: 'primary.main' }}>
        <Box>
          <Typography>Questa schermata è in preparazione e sarà disponibile a breve.</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="shared-session-user">
            {user
              ? `Sessione condivisa: ${user.first_name} ${user.last_name}`
              : 'Sessione condivisa: nessun utente'}
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}
