import { REQUESTER_TABS } from '@colleghi/shared/domain';
import { lazyNamed } from '@colleghi/shared/ui';
import { listDemands } from '../../api/demands';
import { requesterLabels } from '../../domain/labels';
import type { Demand, DemandStatus } from '@colleghi/api-contract';
import { ActivityListLayout } from './components/activity-list-layout';
import { REQUESTS_TITLE } from './titles';

// Its detail loads with the side panel, when a card first opens.
const RequesterDetail = lazyNamed(() => import('./components/requester-detail'), 'RequesterDetail');

export const REQUESTS_EMPTY_TEXT =
  'Nessuna richiesta da mostrare. Le attività che chiedi ai colleghi compariranno qui.';

const cardOf = (demand: Demand, now: number) => ({
  demand,
  labels: requesterLabels(demand, now),
});
const belongsToTab = (demand: Demand, status: DemandStatus) => demand.status === status;

/** /activity-request: the demands I created. */
export function RequestsPage() {
  return (
    <ActivityListLayout
      title={REQUESTS_TITLE}
      list="requests"
      tabs={REQUESTER_TABS}
      fetchPage={listDemands}
      emptyText={REQUESTS_EMPTY_TEXT}
      emptyAction={{ label: 'Richiedi un’attività', to: '/request-activities' }}
      cardOf={cardOf}
      belongsToTab={belongsToTab}
      renderDetail={(props) => <RequesterDetail {...props} />}
    />
  );
}
