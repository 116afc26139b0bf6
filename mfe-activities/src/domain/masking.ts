import type {
  CandidateStatus,
  City,
  Demand,
  DemandCandidate,
  DemandStatus,
  Invitation,
  Party,
} from '@colleghi/api-contract';

/** Statuses in which the assigned candidate and the requester see each other. */
export const ASSIGNED_STATUSES: readonly DemandStatus[] = ['ASSIGNED', 'COMPLETED', 'PAID'];

export function isAssignedStatus(status: DemandStatus): boolean {
  return ASSIGNED_STATUSES.includes(status);
}

/**
 * The masking rule (the server applies it too): the other party's contact data is visible iff
 * the candidate is ACCEPTED, or the demand is assigned (or later) to that very candidate.
 */
export function isContactVisible(
  demandStatus: DemandStatus,
  candidate: { status: CandidateStatus },
  isAssigned: boolean,
): boolean {
  return candidate.status === 'ACCEPTED' || (isAssigned && isAssignedStatus(demandStatus));
}

/**
 * Whether the candidate is the demand's assignee. On assignment every other candidate becomes
 * DEAD, so an ACCEPTED candidate of an assigned demand is the assignee even when the server
 * leaves assigned_candidate out of the candidate's view.
 */
export function isAssignedCandidate(demand: Demand, candidate: DemandCandidate): boolean {
  if (!isAssignedStatus(demand.status)) return false;
  if (demand.assigned_candidate) return demand.assigned_candidate.id === candidate.id;
  return candidate.status === 'ACCEPTED';
}

/** The requester looking at one of the demand's candidates. */
export function isCandidateContactVisible(demand: Demand, candidate: DemandCandidate): boolean {
  return isContactVisible(demand.status, candidate, isAssignedCandidate(demand, candidate));
}

/** A candidate looking at the requester (demand.user of their own invitation). */
export function isRequesterContactVisible(invitation: Invitation): boolean {
  return isContactVisible(
    invitation.demand.status,
    invitation,
    isAssignedCandidate(invitation.demand, invitation),
  );
}

/** 'Giulia Bianchi', or 'Giulia B.' when masked. */
export function displayName(party: Pick<Party, 'first_name' | 'last_name' | 'masked'>): string {
  const first = party.first_name.trim();
  const last = party.last_name.trim();
  if (!party.masked) return [first, last].filter(Boolean).join(' ');
  const initial = last.charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export interface PartyContacts {
  email: string | null;
  phone: string | null;
  pec: string | null;
  lawfirmPhone: string | null;
  fax: string | null;
  address: string | null;
  city: City | null;
}

const HIDDEN: PartyContacts = {
  email: null,
  phone: null,
  pec: null,
  lawfirmPhone: null,
  fax: null,
  address: null,
  city: null,
};

/**
 * The contact data to show: all null unless visible and the party is not masked (the server
 * strips them, this keeps a stale or optimistic object from leaking them).
 */
export function partyContacts(party: Party, visible: boolean): PartyContacts {
  if (!visible || party.masked) return HIDDEN;
  const lawfirm = party.profile.lawfirm;
  return {
    email: party.email,
    phone: party.phone,
    pec: party.profile.pec,
    lawfirmPhone: lawfirm?.phone ?? null,
    fax: lawfirm?.fax ?? null,
    address: lawfirm?.address ?? null,
    city: party.profile.city ?? lawfirm?.city ?? null,
  };
}
