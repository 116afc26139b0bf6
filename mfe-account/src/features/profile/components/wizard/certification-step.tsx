import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { BRAND_COLORS } from '@colleghi/shared/ui';

const BENEFITS = [
  'Notifiche prioritarie delle nuove attività, prima degli utenti base',
  'Tutte le notifiche del forum',
  '2 competenze aggiuntive gratuite',
  'Un secondo comune in cui ricevere attività',
  'Posizione in evidenza tra i colleghi disponibili',
  'Profilo certificato',
];

export interface CertificationStepProps {
  onCancel: () => void;
  onCertify: () => void;
}

/** Step 6: the professional certification, paid on the external payment page (new tab). */
export function CertificationStep({ onCancel, onCertify }: CertificationStepProps) {
  return (
    <Stack spacing={3}>
      <Typography>
        Il tuo profilo è completo! Certificalo con l&apos;abbonamento Professional e fatti scegliere
        per primo dai colleghi.
      </Typography>
      <Box
        sx={{
          borderRadius: 2,
          border: 2,
          borderColor: BRAND_COLORS.professional,
          bgcolor: alpha(BRAND_COLORS.professional, 0.12),
          p: 2,
        }}
      >
        <List dense aria-label="Vantaggi della certificazione">
          {BENEFITS.map((benefit) => (
            <ListItem key={benefit} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleIcon sx={{ color: BRAND_COLORS.gold }} />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onCancel} size="large">
          Annulla
        </Button>
        <Button
          variant="contained"
          size="large"
          color="gold"
          endIcon={<OpenInNewIcon />}
          onClick={onCertify}
        >
          Certifica il profilo
        </Button>
      </Stack>
    </Stack>
  );
}
