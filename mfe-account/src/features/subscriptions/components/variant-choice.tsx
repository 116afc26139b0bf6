import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatCents, variantLabel } from '@colleghi/rules';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import type { PaymentType } from '@colleghi/api-contract';
import { displayPrice } from '../utils/offer-price';

export interface VariantChoiceProps {
  paymentType: PaymentType;
  value: number | null;
  onChange: (variantId: number) => void;
}

/** Skills and qualify packages: '3 competenze · 22,50 € + IVA ogni 3 mesi'. */
export function VariantChoice({ paymentType, value, onChange }: VariantChoiceProps) {
  const legend = paymentType.type === 'qualify' ? 'Quante qualifiche?' : 'Quante competenze?';
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {paymentType.variants.map((variant) => {
          const price = displayPrice(paymentType, { variant });
          return (
            <FormControlLabel
              key={variant.id}
              value={String(variant.id)}
              control={<Radio />}
              label={`${variantLabel(variant.skills_number, paymentType.type)} · ${formatCents(price.cents)} ${SUBSCRIPTION_MESSAGES.plusVat} ${price.period}`}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
