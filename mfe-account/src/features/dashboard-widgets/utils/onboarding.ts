import { isAccountant, showsSkillsOnboarding } from '../../../domain/subscriptions/rules';
import type { RequestBody, User } from '@colleghi/api-contract';

// When the new-user onboarding shows: popup 1 is the skill update,
// popup 2 the new skill search; users/me lists in missing_popups those the user has not seen.

export const ONBOARDING_POPUP_IDS: readonly RequestBody<'/api/popups/seen/', 'post'>['popup_id'][] =
  [1, 2];

/** The onboarding popups this user has not seen yet: the ones to mark seen on closing. */
export function pendingOnboardingPopups(
  user: Pick<User, 'missing_popups'> | null,
): RequestBody<'/api/popups/seen/', 'post'>['popup_id'][] {
  if (!user) return [];
  return ONBOARDING_POPUP_IDS.filter((id) => user.missing_popups.includes(id));
}

/**
 * Signed-in users with one or fewer main skills and an onboarding popup still unseen. Not
 * accountants: the onboarding leads to the skills, which accountants do not choose.
 */
export function shouldShowOnboarding(user: User | null): user is User {
  return (
    user !== null &&
    !isAccountant(user) &&
    showsSkillsOnboarding(user) &&
    pendingOnboardingPopups(user).length > 0
  );
}

/** New users start at the last step (the skills); the others from the first. */
export function firstOnboardingStep(user: Pick<User, 'is_new'>, stepCount: number): number {
  return user.is_new ? stepCount - 1 : 0;
}
