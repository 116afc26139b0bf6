import type { Demand, DemandCandidate, Invitation } from '@colleghi/api-contract';
import { dayjs } from '@colleghi/shared/platform';
import { CANCEL_WINDOW_MS } from '@colleghi/shared/domain';
import { isAssignedCandidate, isAssignedStatus } from './masking';

export type ButtonState = 'hidden' | 'enabled' | 'disabled';

export interface RequesterActions {
  cancel: boolean;
  paid: boolean;
  call: boolean;
  delete: boolean;
  /** 'Non estendere la ricerca': shown when can_be_delayed, enabled only while is_delayed. */
  stopDelay: ButtonState;
  /** The notice that the search will soon be extended to colleagues with similar skills. */
  delayNotice: boolean;
}

export interface CandidateActions {
  accept: boolean;
  reject: boolean;
  call: boolean;
  delete: boolean;
}

export interface AssigneeActions {
  conclude: boolean;
  call: boolean;
  delete: boolean;
}

/** Within 2 minutes of creation (120 000 ms excluded). */
export function isWithinCancelWindow(createdAt: string, now: Date | number): boolean {
  return dayjs(now).diff(createdAt) < CANCEL_WINDOW_MS;
}

const NO_REQUESTER_ACTIONS: RequesterActions = {
  cancel: false,
  paid: false,
  call: false,
  delete: false,
  stopDelay: 'hidden',
  delayNotice: false,
};

export function requesterActions(demand: Demand, now: Date | number): RequesterActions {
  if (demand.deleted) return NO_REQUESTER_ACTIONS;
  const { status } = demand;
  return {
    cancel: status === 'PENDING' && isWithinCancelWindow(demand.created_at, now),
    paid: status === 'COMPLETED',
    call: isAssignedStatus(status),
    delete: status === 'ANNULLED' || status === 'EXPIRED' || status === 'PAID',
    stopDelay: demand.can_be_delayed ? (demand.is_delayed ? 'enabled' : 'disabled') : 'hidden',
    delayNotice: demand.can_be_delayed,
  };
}

export function candidateActions(invitation: Invitation): CandidateActions {
  if (invitation.deleted) return { accept: false, reject: false, call: false, delete: false };
  const { demand } = invitation;
  const open = invitation.status === 'PENDING' && demand.status === 'PENDING';
  return {
    accept: open,
    reject: open,
    // Only the assignee has the requester's phone; anyone else would call a masked party.
    call: isAssignedStatus(demand.status) && isAssignedCandidate(demand, invitation),
    delete:
      invitation.status === 'REJECTED' ||
      invitation.status === 'DEAD' ||
      demand.status !== 'PENDING',
  };
}

export function assigneeActions(demand: Demand): AssigneeActions {
  if (demand.deleted) return { conclude: false, call: false, delete: false };
  return {
    conclude: demand.status === 'ASSIGNED',
    call: isAssignedStatus(demand.status),
    delete: demand.status === 'PAID',
  };
}

/** The assign button of the candidate profile panel. */
export function canAssign(demand: Demand, candidate: DemandCandidate): boolean {
  return (
    !demand.deleted &&
    !candidate.deleted &&
    demand.status === 'PENDING' &&
    candidate.status === 'ACCEPTED'
  );
}
