import type { CandidateStatus, DemandStatus, Role } from '../db/schema';

export const GENERIC_SKILL_ID = 12;
export const CHANCELLERY_SKILL_ID = 16;
export const CHAMBER_OF_COMMERCE_SKILL_ID = 17;
/** Skills that any colleague of the city can cover: the registry errands. */
export const ERRAND_SKILL_IDS = [CHANCELLERY_SKILL_ID, CHAMBER_OF_COMMERCE_SKILL_ID];

export const LAWYER_ROLES: readonly Role[] = ['LAWYER', 'ESTABLISHED', 'PRACTICING', 'QUALIFIED'];

export type RoleFamily = 'lawyer' | 'accountant';

export function roleFamily(role: Role): RoleFamily {
  return role === 'ACCOUNTANT' ? 'accountant' : 'lawyer';
}

export function familyRoles(family: RoleFamily): readonly Role[] {
  return family === 'accountant' ? ['ACCOUNTANT'] : LAWYER_ROLES;
}

/** A CHANCELLERY demand always carries the registry skill of the requester's family. */
export function chancellerySkillId(family: RoleFamily): number {
  return family === 'accountant' ? CHAMBER_OF_COMMERCE_SKILL_ID : CHANCELLERY_SKILL_ID;
}

/** Demand states in which an assignee exists and works (or has worked) on the demand. */
export const ASSIGNED_STATES: readonly DemandStatus[] = ['ASSIGNED', 'COMPLETED', 'PAID'];

/** States from which the requester may soft-delete the demand. */
export const REQUESTER_DELETABLE_STATES: readonly DemandStatus[] = ['ANNULLED', 'EXPIRED', 'PAID'];

/**
 * The masking rule shared with the web app: the other party's contact data is visible iff the
 * candidate has accepted, or the demand is assigned (or later) and this is the assigned candidate.
 */
export function isContactVisible(
  demandStatus: DemandStatus,
  candidateStatus: CandidateStatus,
  isAssigned: boolean,
): boolean {
  return candidateStatus === 'ACCEPTED' || (ASSIGNED_STATES.includes(demandStatus) && isAssigned);
}
