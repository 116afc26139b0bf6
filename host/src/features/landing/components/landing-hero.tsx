import { Link as RouterLink } from '@colleghi/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VerifiedIcon from '@mui/icons-material/Verified';
import { BrandMark } from '../../../brand/brand-mark';

const HIGHLIGHTS = ['Domiciliazioni', 'Sostituzioni d’udienza', 'Attività di cancelleria'];

export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      sx={{
        color: 'primary.contrastText',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 65%, ${theme.palette.primary.light} 100%)`,
        py: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 6 }}>
          <BrandMark />
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            Colleghi
          </Typography>
        </Stack>
        <Box sx={{ maxWidth: 720 }}>
          <Typography
            id="landing-title"
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 3 }}
          >
            La rete professionale di avvocati e commercialisti
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.9, mb: 3 }}>
            Con Colleghi deleghi domiciliazioni, sostituzioni d’udienza e attività di cancelleria a
            professionisti di fiducia in tutta Italia, organizzi la tua agenda e condividi i verbali
            d’udienza, tutto in un unico posto.
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 5 }}>
            {HIGHLIGHTS.map((label) => (
              <Chip
                key={label}
                icon={<VerifiedIcon />}
                label={label}
                sx={{
                  color: 'inherit',
                  bgcolor: (theme) => alpha(theme.palette.common.white, 0.14),
                  '& .MuiChip-icon': { color: 'inherit' },
                }}
              />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              component={RouterLink}
              to="/signup"
              variant="contained"
              size="large"
              color="secondary"
              sx={{ px: 4 }}
            >
              Registrati gratis
            </Button>
            <Button
              component={RouterLink}
              to="/signin"
              variant="outlined"
              size="large"
              color="inherit"
              sx={{ px: 4 }}
            >
              Accedi
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
