import Button from '@mui/material/Button';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { StatusPageLayout } from './components/status-page-layout';

type ErrorPageProps = {
  /** Extra detail for the user; the generic text is used when omitted. */
  message?: string;
};

export function ErrorPage({ message }: ErrorPageProps) {
  return (
    <StatusPageLayout
      icon={<ErrorOutlinedIcon />}
      title="Si è verificato un errore"
      description={
        message ??
        'Qualcosa non ha funzionato come previsto. Riprova tra qualche istante; se il problema persiste, contatta l’assistenza.'
      }
    >
      {/* A plain link, not a router one: this page may be rendered by an error boundary outside
          the router, and a full reload is the safest way back after a crash. */}
      <Button href="/" variant="contained" size="large">
        Torna alla home
      </Button>
    </StatusPageLayout>
  );
}
