import type { GuestData, WizardStep } from '../../../domain/wizard';
import type { FieldErrors } from '../utils/server-errors';
import { ActivityStep } from './activity-step';
import { DateStep } from './date-step';
import { GuestStep } from './guest-step';
import { OfficeStep } from './office-step';
import { SkillStep } from './skill-step';
import type { StepProps } from './step-props';
import { TypeStep } from './type-step';

export interface WizardStepContentProps extends StepProps {
  step: WizardStep;
  guest: GuestData;
  onGuestChange: (next: GuestData) => void;
  guestErrors: FieldErrors;
  busy: boolean;
}

/** The fields of the current step. */
export function WizardStepContent({
  step,
  guest,
  onGuestChange,
  guestErrors,
  busy,
  ...props
}: WizardStepContentProps) {
  switch (step) {
    case 1:
      return <TypeStep {...props} />;
    case 2:
      return <ActivityStep {...props} />;
    case 3:
      return <OfficeStep {...props} />;
    case 4:
      return <SkillStep {...props} />;
    case 5:
      return <DateStep {...props} />;
    case 6:
      return (
        <GuestStep guest={guest} onChange={onGuestChange} errors={guestErrors} disabled={busy} />
      );
  }
}
