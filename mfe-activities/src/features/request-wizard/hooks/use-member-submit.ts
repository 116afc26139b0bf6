import { useState } from 'react';
import { useSetAtom } from '@colleghi/shared/platform';
import { createDemand } from '../../../api/demands';
import { draftToDemandCreate, emptyDraft } from '../../../domain/wizard';
import type { RequestDraft } from '../../../domain/wizard';
import { requestDraftAtom } from '../state/request-draft-atom';
import { clearGuestDraft } from '../state/stored-guest-draft';
import { splitServerErrors } from '../utils/server-errors';
import type { ServerErrors } from '../utils/server-errors';

export interface MemberSubmit {
  confirming: boolean;
  askConfirm: () => void;
  cancelConfirm: () => void;
  submitting: boolean;
  submit: () => Promise<void>;
  succeeded: boolean;
  closeSuccess: () => void;
}

/** Logged-in send: confirm, POST demands/, then the success dialog (or the server's errors). */
export function useMemberSubmit(
  draft: RequestDraft,
  onErrors: (errors: ServerErrors) => void,
  onDone: () => void,
): MemberSubmit {
  const setDraft = useSetAtom(requestDraftAtom);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    const result = await createDemand(draftToDemandCreate(draft));
    setSubmitting(false);
    setConfirming(false);
    if (result.data) {
      // A new request starts from scratch; the dialog says where this one went.
      // A guest's request stored before they signed in is sent now.
      clearGuestDraft();
      setDraft(emptyDraft());
      onDone();
      setSucceeded(true);
      return;
    }
    // >= 500 already opened the global error modal; the draft stays as it was either way.
    if (!result.error500) onErrors(splitServerErrors(result.error));
  };

  return {
    confirming,
    askConfirm: () => setConfirming(true),
    cancelConfirm: () => setConfirming(false),
    submitting,
    submit,
    succeeded,
    closeSuccess: () => setSucceeded(false),
  };
}
