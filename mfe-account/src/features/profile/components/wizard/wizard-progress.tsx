import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StepCounter } from '@colleghi/shared/ui';
import { PROFILE_WIZARD_STEPS, profileWizardProgress } from '../../../../domain/profile/wizard';
import type { ProfileWizardStep } from '../../../../domain/profile/wizard';
import { WIZARD_STEP_TITLES } from '../../utils/wizard';

/** "Passaggio n di 6", the bar and the step's title. */
export function WizardProgress({ step }: { step: ProfileWizardStep }) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <StepCounter step={step} total={PROFILE_WIZARD_STEPS.length} />
      <LinearProgress
        variant="determinate"
        value={profileWizardProgress(step)}
        aria-label="Avanzamento del profilo"
        color="secondary"
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography component="h2" variant="h5" sx={{ pt: 2 }}>
        {WIZARD_STEP_TITLES[step]}
      </Typography>
    </Stack>
  );
}
