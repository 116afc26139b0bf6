import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export const SIGN_UP_STEP_LABELS = ['Dati personali', 'Accesso', 'Città', 'Cellulare', 'Riepilogo'];

/** Where the user is in the sign-up: the stepper for the eye, a plain sentence for everyone. */
export function SignUpProgress({ activeStep }: { activeStep: number }) {
  return (
    <>
      <Typography variant="overline" color="text.secondary" component="p">
        Passaggio {activeStep + 1} di {SIGN_UP_STEP_LABELS.length}
      </Typography>
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
