import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import { StatusPageLayout } from './components/status-page-layout';

export const APP_STORE_URL = 'https://apps.apple.com/it/';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';

/** Shown by the shell below 941 px: the web app needs a wide screen, phones have the apps. */
export function MobileGatePage() {
  return (
    <StatusPageLayout
      icon={<SmartphoneIcon />}
      title="Colleghi è ancora più comodo sull’app"
      description="La web app di Colleghi è pensata per schermi più ampi. Dal tuo smartphone scarica l’app gratuita: troverai richieste di attività, agenda e verbali sempre con te. In alternativa, apri Colleghi da un computer o allarga la finestra del browser."
    >
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
        <Button
          href={APP_STORE_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          size="large"
          startIcon={<AppleIcon />}
        >
          Scarica su App Store
        </Button>
        <Button
          href={GOOGLE_PLAY_URL}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<ShopIcon />}
        >
          Disponibile su Google Play
        </Button>
      </Stack>
    </StatusPageLayout>
  );
}
