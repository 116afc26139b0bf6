import { DashboardCounters } from '../features/dashboard-widgets/dashboard-counters';

/** Dashboard widget mounted by the host; it reads the session and the dashboard from @colleghi/shared. */
export default function DashboardCountersWidget({ compact }: { compact?: boolean }) {
  return <DashboardCounters compact={compact} />;
}
