import { Component, type ErrorInfo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

type Props = {
  area: string;
  /** A small message that fits a dashboard slot. */
  compact?: boolean;
  /** Shows nothing on failure (a widget that is only a modal has no place for a message). */
  quiet?: boolean;
  onRetry: () => void;
  children: ReactNode;
};

type State = { failed: boolean };

/** What a dashboard slot shows when its remote is down. */
export const COMPACT_FALLBACK_TEXT = 'Questa sezione non è disponibile al momento.';

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
    const { area, compact, quiet, onRetry } = this.props;
    if (quiet) return null;
    const retry = (
      <Button color="inherit" size="small" onClick={onRetry}>
        Riprova
      </Button>
    );
    if (compact) {
      return (
        <Alert
          severity="warning"
          variant="outlined"
          action={retry}
          sx={{ width: '100%', alignItems: 'center', bgcolor: 'background.paper' }}
        >
          {COMPACT_FALLBACK_TEXT}
        </Alert>
      );
    }
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <Alert severity="warning" sx={{ maxWidth: 560, width: '100%' }} action={retry}>
          <AlertTitle>{`La sezione ${area} non è disponibile`}</AlertTitle>
          Non siamo riusciti a caricarla. Il resto dell’app funziona: puoi riprovare tra qualche
          istante.
        </Alert>
      </Box>
    );
  }
}
