import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** The catalogue could not be read: say so and offer to retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Riprova
        </Button>
      }
    >
      Non è stato possibile caricare gli abbonamenti. Riprova tra qualche istante.
    </Alert>
  );
}
