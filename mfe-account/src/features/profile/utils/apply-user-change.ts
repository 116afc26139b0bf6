import { serverErrorMessage, showToast } from '@colleghi/shared/platform';
import { accountChanged } from '../../../api/account-changed';
import type { ApiResult } from '@colleghi/shared/platform';

/**
 * A change to the signed-in user's data made from a toggle or a dialog. Accepted: users/me is
 * read again (every screen shows the session user), then `success` is toasted. Refused: the
 * server's words in an error toast (after a 5xx the error modal has already said it). Resolves
 * whether the change went through.
 */
export async function applyUserChange(
  change: () => Promise<ApiResult<unknown>>,
  success: string,
): Promise<boolean> {
  const result = await change();
  if (result.error) {
    if (!result.error500)
      showToast({ message: serverErrorMessage(result.error), severity: 'error' });
    return false;
  }
  await accountChanged();
  showToast({ message: success, severity: 'success' });
  return true;
}
