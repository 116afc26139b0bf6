import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';

type Props = {
  area: string;
  compact?: boolean;
  onRetry: () => void;
  children: ReactNode;
};

type State = { failed: boolean };

/** Catches a remote that fails to load or to render, and offers to try again. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[colleghi] errore nella sezione ${this.props.area}`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { area, compact, onRetry } = this.props;
    return (
      <Box sx={{ p: compact ? 1 : 4, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="warning"
          sx={{ maxWidth: 560, width: '100%' }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Riprova
            </Button>
          }
        >
          <AlertTitle>{`La sezione ${area} non è disponibile`}</AlertTitle>
          {compact
            ? 'Riprova tra qualche istante.'
            : 'Non siamo riusciti a caricarla. Il resto dell’app funziona: puoi riprovare tra qualche istante.'}
        </Alert>
      </Box>
    );
  }
}
