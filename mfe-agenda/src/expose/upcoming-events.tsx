import { UpcomingEvents } from '../features/dashboard-widgets/upcoming-events';

/** Dashboard widget mounted by the host; it reads the dashboard from @colleghi/shared. */
export default function UpcomingEventsWidget({ compact }: { compact?: boolean }) {
  return <UpcomingEvents compact={compact} />;
}
