import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAtom } from '@colleghi/shared/platform';
import { ConfirmDialog } from '@colleghi/shared/ui';
import {
  canReachStep,
  canSubmit,
  pastDateTimeError,
  stepFilled,
  wizardSteps,
  withType,
} from '../../../domain/wizard';
import type { GuestData, RequestDraft, WizardStep } from '../../../domain/wizard';
import { useGuestSubmit } from '../hooks/use-guest-submit';
import { useMemberSubmit } from '../hooks/use-member-submit';
import { guestDataAtom } from '../state/guest-data-atom';
import { requestDraftAtom } from '../state/request-draft-atom';
import { storeGuestDraft } from '../state/stored-guest-draft';
import { clearDraftErrors, clearGuestErrors, firstErrorStep } from '../utils/server-errors';
import type { FieldErrors, ServerErrors } from '../utils/server-errors';
import { STEP_TITLES } from '../utils/wizard-texts';
import { GuestSuccess } from './guest-success';
import { MemberSuccessDialog } from './member-success-dialog';
import { RequestSummary } from './request-summary';
import { WizardActions } from './wizard-actions';
import { WizardHeader } from './wizard-header';
import { WizardStepContent } from './wizard-step-content';
import type { DemandType, Role } from '@colleghi/api-contract';

export interface RequestWizardProps {
  isGuest: boolean;
  /** The requester's role (null for a guest): accountants get their own lists. */
  role: Role | null;
  /** Called before a guest's send, which signs the guest in midway. */
  onGuestSend: () => void;
}

/** The request wizard: 5 steps for members, 6 (with the guest's data) for guests. */
export function RequestWizard({ isGuest, role, onGuestSend }: RequestWizardProps) {
  const [draft, setDraft] = useAtom(requestDraftAtom);
  const [guest, setGuest] = useAtom(guestDataAtom);
  const steps = wizardSteps(isGuest);
  const guestArg = isGuest ? guest : undefined;
  // A guest whose request is complete (stored on the way to step 6, then the page reloaded)
  // carries on where they were.
  const [step, setStep] = useState<WizardStep>(() =>
    isGuest && canReachStep(draft, 6, guest) ? 6 : 1,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const showErrors = ({ fields, formError: message }: ServerErrors) => {
    setErrors(fields);
    setFormError(message);
    const target = firstErrorStep(fields);
    if (target !== null && steps.includes(target)) setStep(target);
  };
  const member = useMemberSubmit(draft, showErrors, () => setStep(1));
  const guestSubmit = useGuestSubmit(draft, guest, showErrors);
  const busy = member.submitting || guestSubmit.sending;

  // Moving between steps puts keyboard and screen-reader users on the new step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const changeDraft = (next: RequestDraft) => {
    setErrors((current) => clearDraftErrors(current, draft, next));
    setDraft(next);
  };
  const changeGuest = (next: GuestData) => {
    setErrors((current) => clearGuestErrors(current, guest, next));
    setGuest(next);
  };
  const changeType = (type: DemandType) => changeDraft(withType(draft, type, role));

  const last = steps[steps.length - 1];
  const isLast = step === last;
  // A day and time already past is said at the date step, not only by the server at the end.
  const now = new Date();
  const pastDate = pastDateTimeError(draft, now);
  const ready = isLast ? canSubmit(draft, guestArg, now) : stepFilled(draft, step, guestArg, now);
  const goTo = (target: WizardStep) => {
    if (!canReachStep(draft, target, guestArg, new Date())) return;
    if (isGuest && target === 6) storeGuestDraft(draft);
    setStep(target);
  };
  // Back from step 6 takes the guest to the skill (step 4), skipping the date and time.
  const back = () => setStep(isGuest && step === 6 ? 4 : ((step - 1) as WizardStep));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || busy) return;
    if (!isLast) {
      setFormError(null);
      goTo((step + 1) as WizardStep);
    } else if (isGuest) {
      setFormError(null);
      onGuestSend();
      void guestSubmit.send();
    } else {
      setFormError(null);
      member.askConfirm();
    }
  };

  if (guestSubmit.sentTo !== null) return <GuestSuccess email={guestSubmit.sentTo} />;

  return (
    <>
      <WizardHeader
        steps={steps}
        current={step}
        canReach={(target) => canReachStep(draft, target, guestArg, now)}
        isFilled={(target) => stepFilled(draft, target, guestArg, now)}
        onSelect={goTo}
        showProgress={isGuest}
      />
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Typography
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ mb: 3, outline: 'none' }}
        >
          {STEP_TITLES[step]}
        </Typography>
        <WizardStepContent
          step={step}
          draft={draft}
          onChange={changeDraft}
          onTypeChange={changeType}
          role={role}
          errors={pastDate && !errors.datetime ? { ...errors, datetime: pastDate } : errors}
          titleId={titleId}
          guest={guest}
          onGuestChange={changeGuest}
          guestErrors={errors}
          busy={busy}
        />
        {formError ? (
          <Alert severity="error" sx={{ mt: 3 }}>
            {formError}
          </Alert>
        ) : null}
        <WizardActions
          showBack={step !== 1}
          onBack={back}
          isLast={isLast}
          ready={ready}
          submitLabel={isGuest ? 'Invia' : 'Invia richiesta'}
          busy={busy}
        />
      </Box>
      <ConfirmDialog
        open={member.confirming}
        title="Confermi l’invio della richiesta?"
        message={<RequestSummary draft={draft} />}
        confirmLabel="Conferma e invia"
        onConfirm={() => void member.submit()}
        onCancel={member.cancelConfirm}
        busy={member.submitting}
      />
      <MemberSuccessDialog open={member.succeeded} onClose={member.closeSuccess} />
    </>
  );
}
