import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents } from '@colleghi/rules';
import { serverErrorMessage } from '@colleghi/shared/platform';
import { captureSandboxPaypalOrder, createSandboxPaypalOrder } from '../../../api/learning';
import { orderTotals, paypalAmount } from '../../../domain/money';
import type { CatalogItem } from '@colleghi/api-contract';

export const PAYMENT_NOT_COMPLETED = 'Il pagamento non è stato completato. Riprova.';

export interface SandboxPaypalProps {
  item: CatalogItem;
  /** The approved, captured order: buy the item with it. Resolves to an error message or null. */
  onApproved: (orderId: string) => Promise<string | null>;
  /** The API refused the PayPal order: resolves to true when the item is owned (the panel moved on). */
  onRefused: () => Promise<boolean>;
  onBusyChange: (busy: boolean) => void;
}

type Stage =
  | { name: 'idle' }
  | { name: 'creating' }
  | { name: 'approval'; orderId: string }
  | { name: 'paying'; orderId: string };

/**
 * The API's offline sandbox in PayPal's place (no PayPal client id configured): the order is
 * created, approved on an inline "PayPal" step, captured, then used to buy the item.
 */
export function SandboxPaypal({ item, onApproved, onRefused, onBusyChange }: SandboxPaypalProps) {
  const titleId = useId();
  const [stage, setStageState] = useState<Stage>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const setStage = (next: Stage) => {
    setStageState(next);
    onBusyChange(next.name === 'creating' || next.name === 'paying');
  };

  // A refusal keeps the step busy until it is known whether the item is owned now: then the panel
  // shows it owned at once, and this button is never live under "Hai già acquistato".
  const refuse = async (message: string | null) => {
    if (message !== null && (await onRefused())) return;
    setStage({ name: 'idle' });
    if (message !== null) setError(message);
  };

  const start = async () => {
    setError(null);
    setStage({ name: 'creating' });
    const created = await createSandboxPaypalOrder({
      item_id: item.id,
      amount: paypalAmount(item.cost),
    });
    if (!created.data) {
      await refuse(created.error500 ? null : serverErrorMessage(created.error));
      return;
    }
    setStage({ name: 'approval', orderId: created.data.id });
  };

  const approve = async (orderId: string) => {
    setError(null);
    setStage({ name: 'paying', orderId });
    const captured = await captureSandboxPaypalOrder(orderId);
    if (!captured.data) {
      await refuse(captured.error500 ? null : serverErrorMessage(captured.error));
      return;
    }
    if (captured.data.status !== 'COMPLETED') {
      setStage({ name: 'idle' });
      setError(PAYMENT_NOT_COMPLETED);
      return;
    }
    const refused = await onApproved(orderId);
    // Success unmounts this step; a refusal stops the loader and says why.
    if (refused !== null) {
      setStage({ name: 'idle' });
      setError(refused);
    }
  };

  if (stage.name === 'approval' || stage.name === 'paying') {
    const paying = stage.name === 'paying';
    return (
      <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          PayPal (ambiente di prova)
        </Typography>
        <Typography variant="body2" sx={{ my: 1 }}>
          {`Autorizzi il pagamento di ${formatCents(orderTotals(item.cost).totalCents)} (IVA inclusa) a Colleghi?`}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          {`Ordine ${stage.orderId}: nessun addebito reale.`}
        </Typography>
        {paying ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <CircularProgress size={24} aria-label="Pagamento in corso" />
            <Typography variant="body2">Pagamento in corso…</Typography>
          </Box>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void approve(stage.orderId)}>
              Approva pagamento
            </Button>
            <Button onClick={() => setStage({ name: 'idle' })}>Annulla</Button>
          </Stack>
        )}
      </Paper>
    );
  }

  const creating = stage.name === 'creating';
  return (
    <Stack spacing={2}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button
        variant="contained"
        size="large"
        onClick={() => void start()}
        disabled={creating}
        sx={{ bgcolor: '#ffc439', color: '#003087', '&:hover': { bgcolor: '#f2ba36' } }}
        startIcon={
          creating ? (
            <CircularProgress size={18} color="inherit" aria-label="Preparazione del pagamento" />
          ) : undefined
        }
      >
        Paga con PayPal
      </Button>
    </Stack>
  );
}
