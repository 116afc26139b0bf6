import { ThankYouModal } from '../features/dashboard-widgets/thank-you-modal';

/** Dashboard modal mounted by the host; it reads the purchase from the location state. */
export default function ThankYouModalWidget() {
  return <ThankYouModal />;
}
