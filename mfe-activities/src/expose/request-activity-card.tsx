import { RequestActivityCard } from '../features/dashboard-widgets/request-activity-card';

/** Dashboard widget mounted by the host; it reads the session and the dashboard from @colleghi/shared. */
export default function RequestActivityCardWidget({ compact }: { compact?: boolean }) {
  return <RequestActivityCard compact={compact} />;
}
