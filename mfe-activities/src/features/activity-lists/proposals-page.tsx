import { CANDIDATE_TABS } from '@colleghi/shared/domain';
import { lazyNamed } from '@colleghi/shared/ui';
import { candidateLabels } from '../../domain/labels';
import { listInvitations } from '../../api/invitations';
import type { CandidateStatus, Invitation } from '@colleghi/api-contract';
import { ActivityListLayout } from './components/activity-list-layout';
import { PROPOSALS_TITLE } from './titles';

// Its detail loads with the side panel, when a card first opens.
const CandidateDetail = lazyNamed(() => import('./components/candidate-detail'), 'CandidateDetail');

export const PROPOSALS_EMPTY_TEXT =
  'Nessun invito da mostrare. Quando un collega cercherà qualcuno con le tue competenze, lo troverai qui.';

const cardOf = (invitation: Invitation, now: number) => ({
  demand: invitation.demand,
  labels: candidateLabels(invitation, now),
});
// The candidate's own answer decides the tab an updated invitation belongs to (accept/reject).
const belongsToTab = (invitation: Invitation, status: CandidateStatus) =>
  invitation.status === status;

/** /activity-proposal: invitations received, where I give or refuse my availability. */
export function ProposalsPage() {
  return (
    <ActivityListLayout
      title={PROPOSALS_TITLE}
      list="proposals"
      tabs={CANDIDATE_TABS}
      fetchPage={listInvitations}
      emptyText={PROPOSALS_EMPTY_TEXT}
      emptyAction={{ label: 'Aggiorna le tue competenze', to: '/profile-skills' }}
      cardOf={cardOf}
      belongsToTab={belongsToTab}
      renderDetail={(props) => <CandidateDetail {...props} />}
    />
  );
}
