import type { Demand, Invitation } from '@colleghi/api-contract';
import { dayjs } from '@colleghi/shared/platform';
import { EXPIRING_WINDOW_MS } from '@colleghi/shared/domain';
import { isAssignedCandidate } from './masking';

export const DELETED_LABEL = 'Eliminata';

/** '1 collega disponibile' / 'N colleghi disponibili'. */
export function availableColleaguesLabel(count: number): string {
  return count === 1 ? '1 collega disponibile' : `${count} colleghi disponibili`;
}

/** Less than 24 h before the activity (boundary excluded). */
export function isExpiring(datetime: string, now: Date | number): boolean {
  return dayjs(datetime).diff(now) < EXPIRING_WINDOW_MS;
}

/** The badges of a card in "my requests". */
export function requesterLabels(demand: Demand, now: Date | number): string[] {
  if (demand.deleted) return [DELETED_LABEL];
  switch (demand.status) {
    case 'PENDING': {
      const available = demand.active_candidates.filter((c) => c.status === 'ACCEPTED').length;
      const labels = [available === 0 ? 'Inviata' : availableColleaguesLabel(available)];
      if (isExpiring(demand.datetime, now)) labels.push('In scadenza');
      return labels;
    }
    case 'ASSIGNED':
      return ['Assegnata', 'In esecuzione'];
    case 'COMPLETED':
      return ['Conclusa', 'Da pagare'];
    case 'PAID':
      return ['Pagata'];
    case 'ANNULLED':
      return ['Annullata'];
    case 'EXPIRED':
      return ['Scaduta'];
  }
}

/** The badges of a card in "availabilities" (the candidate's own invitations). */
export function candidateLabels(invitation: Invitation): string[] {
  if (invitation.deleted) return [DELETED_LABEL];
  if (invitation.status === 'DEAD') return ['Non assegnata'];
  const { demand } = invitation;
  switch (demand.status) {
    case 'PENDING':
      if (invitation.status === 'ACCEPTED') return ['In attesa di assegnazione'];
      if (invitation.status === 'REJECTED') return ['Rifiutata'];
      return ['Nuova'];
    case 'ASSIGNED':
    case 'COMPLETED':
    case 'PAID':
      // The assignee sees the assignment's own progress; anyone else that it went elsewhere.
      return isAssignedCandidate(demand, invitation)
        ? assigneeLabels({ ...demand, deleted: false })
        : ['Assegnata ad altro collega'];
    case 'ANNULLED':
      return ['Annullata'];
    case 'EXPIRED':
      return ['Non più disponibile'];
  }
}

/** The badges of a card in "assigned to me". */
export function assigneeLabels(demand: Demand): string[] {
  if (demand.deleted) return [DELETED_LABEL];
  switch (demand.status) {
    case 'ASSIGNED':
      return ['Assegnata'];
    case 'COMPLETED':
      return ['Conclusa', 'In attesa di pagamento'];
    case 'PAID':
      return ['Pagamento ricevuto'];
    default:
      // Not a status an assignment can be in; no badge rather than a wrong one.
      return [];
  }
}
