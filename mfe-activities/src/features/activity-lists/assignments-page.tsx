import { ASSIGNEE_TABS } from '@colleghi/shared/domain';
import { lazyNamed } from '@colleghi/shared/ui';
import { assigneeLabels } from '../../domain/labels';
import { listReceivedDemands } from '../../api/received-demands';
import type { Demand, DemandStatus } from '@colleghi/api-contract';
import { ActivityListLayout } from './components/activity-list-layout';
import { ASSIGNMENTS_TITLE } from './titles';

// Its detail loads with the side panel, when a card first opens.
const AssigneeDetail = lazyNamed(() => import('./components/assignee-detail'), 'AssigneeDetail');

export const ASSIGNMENTS_EMPTY_TEXT =
  'Nessun incarico da mostrare. Le attività che i colleghi ti assegnano compariranno qui.';

const cardOf = (demand: Demand) => ({ demand, labels: assigneeLabels(demand) });
const belongsToTab = (
  demand: Demand,
  status: Extract<DemandStatus, 'ASSIGNED' | 'COMPLETED' | 'PAID'>,
) => demand.status === status;

/** /activity-assignments: the activities colleagues assigned to me. */
export function AssignmentsPage() {
  return (
    <ActivityListLayout
      title={ASSIGNMENTS_TITLE}
      list="assignments"
      tabs={ASSIGNEE_TABS}
      fetchPage={listReceivedDemands}
      emptyText={ASSIGNMENTS_EMPTY_TEXT}
      emptyAction={{ label: 'Vedi le disponibilità', to: '/activity-proposal' }}
      cardOf={cardOf}
      belongsToTab={belongsToTab}
      renderDetail={(props) => <AssigneeDetail {...props} />}
    />
  );
}
