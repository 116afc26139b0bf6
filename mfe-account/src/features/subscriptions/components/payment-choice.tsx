import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { PAYMENT_METHOD_LABELS } from '../../../domain/subscriptions/offers';
import { planAllows } from '../../../domain/subscriptions/rules';
import { choiceCardSx } from '../utils/choice-card';
import type { PaymentMethod, Plan } from '@colleghi/api-contract';

const ORDER: PaymentMethod[] = ['paypal', 'credit_card', 'bank_transfer'];

/** The methods the plan allows, in the order they are offered. */
export function planMethods(plan: Plan | null): PaymentMethod[] {
  return ORDER.filter((method) => planAllows(plan, method));
}

function MethodIcon({ method }: { method: PaymentMethod }) {
  if (method === 'credit_card') return <CreditCardIcon fontSize="small" aria-hidden />;
  if (method === 'bank_transfer') return <AccountBalanceIcon fontSize="small" aria-hidden />;
  // PayPal is a wallet: every choice has its icon, so the names line up.
  return <AccountBalanceWalletIcon fontSize="small" aria-hidden />;
}

export interface PaymentChoiceProps {
  plan: Plan | null;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/**
 * 'Paga con': one choice among the methods the chosen plan allows, drawn as the plans above it;
 * the page's one Prosegui confirms it.
 */
export function PaymentChoice({ plan, value, onChange, disabled }: PaymentChoiceProps) {
  return (
    <FormControl component="fieldset" fullWidth disabled={disabled || plan === null}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Paga con
      </FormLabel>
      <RadioGroup
        aria-label="Metodi di pagamento"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
      >
        {planMethods(plan).map((method) => (
          <FormControlLabel
            key={method}
            value={method}
            control={<Radio />}
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, py: 1 }}
              >
                <MethodIcon method={method} />
                {PAYMENT_METHOD_LABELS[method]}
              </Box>
            }
            sx={choiceCardSx(method === value)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
