import { OnboardingModal } from '../features/dashboard-widgets/onboarding-modal';

/** Dashboard modal mounted by the host; it reads the session from @colleghi/shared. */
export default function OnboardingModalWidget() {
  return <OnboardingModal />;
}
