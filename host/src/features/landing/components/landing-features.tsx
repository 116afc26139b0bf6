import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import { LandingFeatureCard } from './landing-feature-card';

const FEATURES = [
  {
    icon: <GavelIcon />,
    title: 'Richiedi un’attività',
    description:
      'Delega domiciliazioni, sostituzioni d’udienza e attività di cancelleria a colleghi qualificati, nel foro che ti serve.',
  },
  {
    icon: <HandshakeIcon />,
    title: 'Collabora con i colleghi',
    description:
      'Ricevi gli inviti, candidati per le attività nella tua zona e gestisci gli incarichi fino al pagamento.',
  },
  {
    icon: <EventNoteIcon />,
    title: 'Agenda professionale',
    description:
      'Udienze, appuntamenti, adempimenti e avvisi in un unico calendario, con rinvii e promemoria sempre a portata di mano.',
  },
  {
    icon: <DescriptionIcon />,
    title: 'Verbali condivisi',
    description:
      'Redigi i verbali d’udienza e condividili in sicurezza con un link e un codice di accesso.',
  },
];

export function LandingFeatures() {
  return (
    <Box component="section" aria-labelledby="landing-features-title" sx={{ py: 10 }}>
      <Container maxWidth="lg">
        <Typography
          id="landing-features-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, textAlign: 'center', mb: 1.5 }}
        >
          Tutto quello che serve alla tua professione
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 6 }}
        >
          Colleghi mette in contatto avvocati e commercialisti di tutta Italia e semplifica il
          lavoro di ogni giorno.
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.map((feature) => (
            <LandingFeatureCard key={feature.title} {...feature} />
          ))}
        </Box>
      </Container>
    </Box>
  );
}
