import { Link as RouterLink } from '@colleghi/shared/router';
import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { StatusPageLayout } from './components/status-page-layout';

export function NotFoundPage() {
  return (
    <StatusPageLayout
      icon={<SearchOffIcon />}
      title="Siamo spiacenti, pagina non trovata!"
      description="L’indirizzo potrebbe essere errato oppure la pagina non è più disponibile."
    >
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Torna in home
      </Button>
    </StatusPageLayout>
  );
}
