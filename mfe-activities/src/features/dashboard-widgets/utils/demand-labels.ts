import { availableColleaguesLabel, requesterLabels } from '../../../domain/labels';
import type { DashboardDemand } from '@colleghi/api-contract';

/**
 * The shared request labels for a dashboard demand. Its active candidates come as previews without
 * a status: they are the accepted ones, so their number is the number of available colleagues.
 */
export function dashboardDemandLabels(demand: DashboardDemand, now: Date | number): string[] {
  const labels = requesterLabels({ ...demand, active_candidates: [] }, now);
  const available = demand.active_candidates.length;
  if (demand.status === 'PENDING' && !demand.deleted && available > 0) {
    // Without candidates the first label says the request was sent; with some, how many answered.
    labels[0] = availableColleaguesLabel(available);
  }
  return labels;
}
