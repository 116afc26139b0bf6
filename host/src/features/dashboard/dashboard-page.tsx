import { Box, Card, CardActionArea, CardContent, Container, Typography } from '@mui/material';
import AssignmentRoundedIcon from '@mui/icons-material/AssignmentRounded';
import EventNoteRoundedIcon from '@mui/icons-material/EventNoteRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@colleghi/shared';

type Shortcut = { to: string; title: string; text: string; icon: ReactNode };

const SHORTCUTS: Shortcut[] = [
  {
    to: '/request-activities',
    title: 'Richiedi un’attività',
    text: 'Domiciliazioni, sostituzioni d’udienza e attività di cancelleria affidate ai colleghi.',
    icon: <AssignmentRoundedIcon />,
  },
  {
    to: '/agenda',
    title: 'Agenda',
    text: 'Udienze, appuntamenti, adempimenti e avvisi, giorno per giorno.',
    icon: <EventNoteRoundedIcon />,
  },
  {
    to: '/courses',
    title: 'Formazione',
    text: 'Corsi e pacchetti con crediti formativi.',
    icon: <SchoolRoundedIcon />,
  },
  {
    to: '/profile',
    title: 'Profilo',
    text: 'Dati personali, competenze e abbonamenti.',
    icon: <PersonRoundedIcon />,
  },
];

/** The host's dashboard layout; the remotes' widgets are composed here by the dashboard issue. */
export function DashboardPage() {
  const { user } = useSession();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {user ? `Bentornato, ${user.first_name}!` : 'Dashboard'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Da qui raggiungi ogni area di Colleghi.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {SHORTCUTS.map((item) => (
          <Card key={item.to} variant="outlined">
            <CardActionArea component={RouterLink} to={item.to} sx={{ height: '100%' }}>
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }}>{item.icon}</Box>
                <Typography variant="h6" component="h2">
                  {item.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
