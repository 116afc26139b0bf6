import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Abbonamento', 'I tuoi dati', 'Piano e pagamento'] as const;

/** Where the buyer is in the purchase: type page, account confirm, plan page. */
export function PurchaseSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label="Passaggi dell’acquisto"
      sx={{ mb: 4 }}
    >
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
