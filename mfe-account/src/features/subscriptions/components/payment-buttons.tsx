import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAYMENT_METHOD_LABELS } from '../../../domain/subscriptions/offers';
import { planAllows } from '../../../domain/subscriptions/rules';
import type { PaymentMethod, Plan } from '@colleghi/api-contract';

const ORDER: PaymentMethod[] = ['paypal', 'credit_card', 'bank_transfer'];

export interface PaymentButtonsProps {
  plan: Plan | null;
  onChoose: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** One button per method the chosen plan allows; nothing to press without a plan. */
export function PaymentButtons({ plan, onChoose, disabled }: PaymentButtonsProps) {
  const methods = ORDER.filter((method) => planAllows(plan, method));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} aria-label="Metodi di pagamento">
      {methods.map((method) => (
        <Button
          key={method}
          variant={method === 'paypal' ? 'contained' : 'outlined'}
          color={method === 'paypal' ? 'secondary' : 'primary'}
          size="large"
          onClick={() => onChoose(method)}
          disabled={disabled || plan === null}
          startIcon={
            method === 'credit_card' ? (
              <CreditCardIcon />
            ) : method === 'bank_transfer' ? (
              <AccountBalanceIcon />
            ) : undefined
          }
          sx={{ flex: 1 }}
        >
          {PAYMENT_METHOD_LABELS[method]}
        </Button>
      ))}
    </Stack>
  );
}
