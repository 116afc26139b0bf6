import { Suspense, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@colleghi/shared/router';
import { useSession } from '@colleghi/shared/platform';
import { accountChanged } from '../../api/account-changed';
import { lazyNamed } from '@colleghi/shared/ui';
import { markPopupSeen } from '../../api/popups';
import type { RequestBody, User } from '@colleghi/api-contract';
import {
  firstOnboardingStep,
  pendingOnboardingPopups,
  shouldShowOnboarding,
} from './utils/onboarding';
import { thankYouFor } from './utils/thank-you';
import { ONBOARDING_STEPS, PROFILE_SKILLS_PATH } from './utils/texts';

// Most dashboard visits show no onboarding: the dialog's code loads only for those that do.
const OnboardingDialog = lazyNamed(
  () => import('./components/onboarding-dialog'),
  'OnboardingDialog',
);

/** Records the popups as seen, then reloads users/me so missing_popups is current everywhere. */
async function markSeen(
  ids: readonly RequestBody<'/api/popups/seen/', 'post'>['popup_id'][],
): Promise<void> {
  await Promise.all(ids.map((id) => markPopupSeen(id)));
  await accountChanged();
}

/**
 * The new-user onboarding of the dashboard: for users with one or fewer main skills who have not
 * seen popups 1 and 2. Closing or finishing marks them seen, so it shows once.
 */
export function OnboardingModal() {
  const { user } = useSession();
  if (!shouldShowOnboarding(user)) return null;
  // A new user (or a user switch) gets a fresh dialog.
  return <Onboarding key={user.id} user={user} />;
}

function Onboarding({ user }: { user: User }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  // Escape and a click on the X in the same tick must not post the flags twice.
  const done = useRef(false);
  // The popups to mark: those unseen when the dialog opened.
  const [pending] = useState(() => pendingOnboardingPopups(user));
  // Right after a purchase the thank-you goes first; the onboarding follows once it is closed.
  const deferred = thankYouFor(location) !== null;

  const dismiss = () => {
    if (done.current) return;
    done.current = true;
    setOpen(false);
    void markSeen(pending);
  };

  return (
    <Suspense fallback={null}>
      <OnboardingDialog
        open={open && !deferred}
        firstName={user.first_name}
        isNew={user.is_new}
        initialStep={firstOnboardingStep(user, ONBOARDING_STEPS.length)}
        onClose={dismiss}
        onFinish={() => {
          dismiss();
          navigate(PROFILE_SKILLS_PATH);
        }}
      />
    </Suspense>
  );
}
