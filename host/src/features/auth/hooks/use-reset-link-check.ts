import { useEffect, useState } from 'react';
import { checkPasswordResetLink } from '../api/password-reset';
import { getFieldErrors } from '../utils/server-errors';

export interface ResetLink {
  uid: string;
  token: string;
}

/**
 * What the page knows of its link: still asking, usable (or the server could not say: the form is
 * shown and the confirmation decides), or dead, with the server's message.
 */
export type ResetLinkCheck =
  { status: 'checking' } | { status: 'usable' } | { status: 'dead'; message: string | null };

/**
 * Asks the API, when the page opens and for each new link, whether the link is still live, so a
 * used or expired one is told at once instead of after the new password has been typed.
 */
export function useResetLinkCheck(link: ResetLink | null): ResetLinkCheck {
  const uid = link?.uid ?? '';
  const token = link?.token ?? '';
  const [answer, setAnswer] = useState<{ link: string; check: ResetLinkCheck } | null>(null);

  useEffect(() => {
    if (!uid || !token) return;
    let current = true;
    void checkPasswordResetLink({ uid, token }).then((result) => {
      if (!current) return;
      const fields = result.status === 400 ? getFieldErrors(result.error) : {};
      const check: ResetLinkCheck =
        result.status === 400
          ? { status: 'dead', message: fields.token ?? fields.uid ?? null }
          : { status: 'usable' };
      setAnswer({ link: `${uid}/${token}`, check });
    });
    return () => {
      current = false;
    };
  }, [uid, token]);

  if (!uid || !token) return { status: 'dead', message: null };
  return answer?.link === `${uid}/${token}` ? answer.check : { status: 'checking' };
}
