import type { Demand, Invitation } from '@colleghi/api-contract';
import { dayjs } from '@colleghi/shared/platform';
import { EXPIRING_WINDOW_MS } from '@colleghi/shared/domain';
import type { StatusTone } from '@colleghi/shared/ui';
import { isAssignedCandidate } from './masking';

export const DELETED_LABEL = 'Eliminata';
export const EXPIRING_LABEL = 'In scadenza';

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
      if (isExpiring(demand.datetime, now)) labels.push(EXPIRING_LABEL);
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

/**
 * The badges of a card in "availabilities" (the candidate's own invitations). One still in play
 * (new, or given and waiting) on a request less than 24 h away is 'In scadenza' too: answered or
 * assigned by then, or it lapses.
 */
export function candidateLabels(invitation: Invitation, now: Date | number): string[] {
  if (invitation.deleted) return [DELETED_LABEL];
  if (invitation.status === 'DEAD') return ['Non assegnata'];
  const { demand } = invitation;
  switch (demand.status) {
    case 'PENDING': {
      if (invitation.status === 'REJECTED') return ['Rifiutata'];
      const labels = [invitation.status === 'ACCEPTED' ? 'In attesa di assegnazione' : 'Nuova'];
      if (isExpiring(demand.datetime, now)) labels.push(EXPIRING_LABEL);
      return labels;
    }
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

const LABEL_TONES: Record<string, StatusTone> = {
  Inviata: 'pending',
  Nuova: 'pending',
  'In attesa di assegnazione': 'pending',
  Assegnata: 'pending',
  'In esecuzione': 'pending',
  'Da pagare': 'pending',
  'In attesa di pagamento': 'pending',
  [EXPIRING_LABEL]: 'expiring',
  Rifiutata: 'refused',
  Scaduta: 'refused',
  Annullata: 'refused',
  'Non più disponibile': 'refused',
  'Non assegnata': 'refused',
  Conclusa: 'done',
  Pagata: 'done',
  'Pagamento ricevuto': 'done',
};

/**
 * What a badge means, for its colour: waiting, expiring, refused or ended badly, done. A count of
 * available colleagues is good news still waiting for a choice (pending); the rest is neutral.
 */
export function labelTone(label: string): StatusTone {
  if (/^\d+ colleg(a|hi) disponibil[ei]$/.test(label)) return 'pending';
  return LABEL_TONES[label] ?? 'neutral';
}
