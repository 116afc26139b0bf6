import { UpcomingDemands } from '../features/dashboard-widgets/upcoming-demands';

/** Dashboard widget mounted by the host; it reads the session and the dashboard from @colleghi/shared. */
export default function UpcomingDemandsWidget({ compact }: { compact?: boolean }) {
  return <UpcomingDemands compact={compact} />;
}
