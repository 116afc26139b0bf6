import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { StepCounter } from '@colleghi/shared/ui';
import type { WizardStep } from '../../../domain/wizard';
import { STEP_LABELS } from '../utils/wizard-texts';

export interface WizardHeaderProps {
  steps: readonly WizardStep[];
  current: WizardStep;
  /** Whether every step before `step` is filled. */
  canReach: (step: WizardStep) => boolean;
  isFilled: (step: WizardStep) => boolean;
  onSelect: (step: WizardStep) => void;
  /** The guest variant also shows a progress bar. */
  showProgress: boolean;
}

/** Where the user is: "Passaggio n di N", a clickable stepper, and for guests a progress bar. */
export function WizardHeader({
  steps,
  current,
  canReach,
  isFilled,
  onSelect,
  showProgress,
}: WizardHeaderProps) {
  const index = steps.indexOf(current);
  return (
    <>
      <StepCounter step={index + 1} total={steps.length} />
      {showProgress ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(((index + 1) / steps.length) * 100)}
          aria-label="Avanzamento della richiesta"
          color="secondary"
          sx={{ height: 6, borderRadius: 3, mb: 2 }}
        />
      ) : null}
      <Stepper nonLinear activeStep={index} alternativeLabel sx={{ mb: 4, mt: 1 }}>
        {steps.map((step) => (
          // A step is done when filled and reachable: the skill a chancellery request sets by
          // itself on step 1 is not ticked before the activity and the office are.
          <Step key={step} completed={step !== current && isFilled(step) && canReach(step)}>
            <StepButton onClick={() => onSelect(step)} disabled={!canReach(step)}>
              {STEP_LABELS[step]}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
