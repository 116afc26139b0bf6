import { loadCurrentUser, platformQueryKeys, queryClient } from '@colleghi/shared/platform';
import { accountQueryKeys } from './query-keys';

/**
 * After the server took a change to the signed-in user's account (profile, skills, an activated,
 * paid, changed or cancelled subscription): users/me is read again (every screen shows the
 * session user), and what is drawn from the account refreshes: the dashboard (its counters,
 * banners and onboarding), the subscription data, and the bell (an activated subscription brings
 * a notification). Resolves with the user read, as loadCurrentUser does.
 */
export function accountChanged(): ReturnType<typeof loadCurrentUser> {
  void queryClient.invalidateQueries({ queryKey: platformQueryKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: accountQueryKeys.subscriptions });
  void queryClient.invalidateQueries({ queryKey: platformQueryKeys.notifications });
  return loadCurrentUser();
}
