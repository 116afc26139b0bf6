import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LandingFeatures } from './components/landing-features';
import { LandingHero } from './components/landing-hero';

/** What a signed-out visitor sees at /: what Colleghi does and the way in. */
export function LandingPage() {
  return (
    <Box component="section" sx={{ bgcolor: 'background.default' }}>
      <LandingHero />
      <LandingFeatures />
      <Box component="section" aria-labelledby="landing-cta-title" sx={{ pb: 10 }}>
        <Container maxWidth="md">
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 4, md: 6 },
              borderRadius: 4,
              textAlign: 'center',
              bgcolor: 'background.paper',
            }}
          >
            <Typography
              id="landing-cta-title"
              variant="h4"
              component="h2"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              Unisciti ai tuoi colleghi
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              La registrazione richiede pochi minuti: scegli la tua qualifica, la città in cui
              eserciti e inizia subito a collaborare.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'center' }}
            >
              <Button component={RouterLink} to="/signup" variant="contained" size="large">
                Crea il tuo account
              </Button>
              <Button component={RouterLink} to="/signin" variant="text" size="large">
                Hai già un account? Accedi
              </Button>
            </Stack>
          </Paper>
        </Container>
      </Box>
    </Box>
  );
}
