import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { StepCounter } from '@colleghi/shared/ui';

export const SIGN_UP_STEP_LABELS = ['Dati personali', 'Accesso', 'Città', 'Cellulare', 'Riepilogo'];

/** Where the user is in the sign-up: the stepper for the eye, a plain sentence for everyone. */
export function SignUpProgress({ activeStep }: { activeStep: number }) {
  return (
    <>
      <StepCounter step={activeStep + 1} total={SIGN_UP_STEP_LABELS.length} />
      <Stepper activeStep={activeStep} alternativeLabel sx={{ mt: 1, mb: 4 }}>
        {SIGN_UP_STEP_LABELS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
