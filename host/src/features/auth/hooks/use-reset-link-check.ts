import { useQuery } from '@tanstack/react-query';
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
 * used or expired one is told at once instead of after the new password has been typed. Never
 * cached beyond the page that shows it: a link checked live may be used a moment later.
 */
export function useResetLinkCheck(link: ResetLink | null): ResetLinkCheck {
  const uid = link?.uid ?? '';
  const token = link?.token ?? '';
  const { data: result } = useQuery({
    queryKey: ['password-reset-link', uid, token],
    queryFn: () => checkPasswordResetLink({ uid, token }),
    enabled: Boolean(uid && token),
    gcTime: 0,
  });

  if (!uid || !token) return { status: 'dead', message: null };
  if (!result) return { status: 'checking' };
  if (result.status !== 400) return { status: 'usable' };
  const fields = getFieldErrors(result.error);
  return { status: 'dead', message: fields.token ?? fields.uid ?? null };
}
