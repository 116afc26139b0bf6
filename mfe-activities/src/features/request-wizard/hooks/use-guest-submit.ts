import { useRef, useState } from 'react';
import { lightRegister, startSession, useSetAtom } from '@colleghi/shared/platform';
import { createTempDemand } from '../../../api/demands';
import {
  draftToDemandCreate,
  emptyDraft,
  emptyGuestData,
  guestToLightRegister,
} from '../../../domain/wizard';
import type { GuestData, RequestDraft } from '../../../domain/wizard';
import { guestDataAtom } from '../state/guest-data-atom';
import { requestDraftAtom } from '../state/request-draft-atom';
import { clearGuestDraft } from '../state/stored-guest-draft';
import { splitServerErrors } from '../utils/server-errors';
import type { ServerErrors } from '../utils/server-errors';

export const GUEST_SESSION_FAILED =
  'Non è stato possibile completare la registrazione. Riprova tra qualche istante.';

export interface GuestSubmit {
  sending: boolean;
  send: () => Promise<void>;
  /** The e-mail the password went to, once the request is out. */
  sentTo: string | null;
}

/**
 * Guest send: light registration (the password is e-mailed), a session on the returned key,
 * then the temp demand with that token.
 */
export function useGuestSubmit(
  draft: RequestDraft,
  guest: GuestData,
  onErrors: (errors: ServerErrors) => void,
): GuestSubmit {
  const setDraft = useSetAtom(requestDraftAtom);
  const setGuest = useSetAtom(guestDataAtom);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Once registered, a retry (say, after a refused date) must not register the e-mail again.
  const key = useRef<string | null>(null);

  const fail = (errors: ServerErrors) => {
    setSending(false);
    onErrors(errors);
  };

  const send = async () => {
    setSending(true);
    if (key.current === null) {
      const registered = await lightRegister(guestToLightRegister(guest));
      if (!registered.data) {
        if (!registered.error500) fail(splitServerErrors(registered.error));
        else setSending(false);
        return;
      }
      key.current = registered.data.key;
    }
    const user = await startSession(key.current);
    if (!user) {
      fail({ fields: {}, formError: GUEST_SESSION_FAILED });
      return;
    }
    const result = await createTempDemand(draftToDemandCreate(draft));
    if (!result.data) {
      if (!result.error500) fail(splitServerErrors(result.error));
      else setSending(false);
      return;
    }
    setSentTo(guest.email.trim());
    clearGuestDraft();
    setDraft(emptyDraft());
    setGuest(emptyGuestData());
    setSending(false);
  };

  return { sending, send, sentTo };
}
