import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatCents } from '@colleghi/rules';
import { SUBSCRIPTION_MESSAGES } from '../../../domain/subscriptions/messages';
import { monthsLabel } from '../../../domain/subscriptions/offers';
import { priceBreakdown } from '../../../domain/subscriptions/pricing';
import type { MonthlyPriceInput } from '../../../domain/subscriptions/pricing';
import { planName } from '../utils/plan-label';
import { choiceCardSx } from '../utils/choice-card';
import type { Plan } from '@colleghi/api-contract';

export interface PlanListProps {
  plans: Plan[];
  priceInput: MonthlyPriceInput;
  value: number | null;
  onChange: (planId: number) => void;
}

function PlanLabel({ plan, priceInput }: { plan: Plan; priceInput: MonthlyPriceInput }) {
  const price = priceBreakdown(priceInput, plan);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, py: 1 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {planName(plan.months)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {monthsLabel(plan.months)}
      </Typography>
      {plan.percentage > 0 ? (
        <>
          <Typography component="del" variant="body2" color="text.secondary">
            {formatCents(price.original)}
          </Typography>
          <Chip size="small" color="secondary" label={`-${plan.percentage}%`} component="span" />
        </>
      ) : null}
      <Typography component="span" sx={{ fontWeight: 700 }}>
        {formatCents(price.plan)} {SUBSCRIPTION_MESSAGES.plusVat}
      </Typography>
    </Box>
  );
}

/** The plans of the type, each with its period price (struck original when discounted). */
export function PlanList({ plans, priceInput, value, onChange }: PlanListProps) {
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        Scegli il piano
      </FormLabel>
      <RadioGroup
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {plans.map((plan) => (
          <FormControlLabel
            key={plan.id}
            value={String(plan.id)}
            control={<Radio />}
            label={<PlanLabel plan={plan} priceInput={priceInput} />}
            sx={choiceCardSx(plan.id === value)}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
