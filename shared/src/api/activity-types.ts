import type {
  DemandCandidate as CDemandCandidate,
  Demand as CDemand,
  Invitation as CInvitation,
} from '@colleghi/api-contract';
// Shapes of the activity exchange (demands, invitations, received demands): see the contract of
// issue 3. Nullable fields are null on the wire, never missing.
import type { City, Role, Skill } from './types';

export const DEMAND_TYPE_VALUES = ['DOMICILIARY', 'SUBSTITUTE', 'CHANCELLERY'] as const;
export type DemandType = (typeof DEMAND_TYPE_VALUES)[number];

export const DEMAND_STATUSES = [
  'PENDING',
  'ASSIGNED',
  'COMPLETED',
  'PAID',
  'ANNULLED',
  'EXPIRED',
] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

export const CANDIDATE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'DEAD'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** `status` of demands/ (the requester's tabs); undefined = all. */
export type DemandFilter = DemandStatus;
/** `status` of invitations/received/ (the candidate's tabs); undefined = all. */
export type InvitationFilter = CandidateStatus;
/** `status` of received-demands/ (the assignee's tabs); undefined = all. */
export type AssignmentFilter = 'ASSIGNED' | 'COMPLETED' | 'PAID';

export interface PartyLawfirm {
  name: string | null;
  city: City | null;
  phone: string | null;
  fax: string | null;
  address: string | null;
}

export interface PartyProfile {
  type: Role;
  picture: string | null;
  city: City | null;
  is_complete: boolean;
  pec: string | null;
  skills: Skill[];
  lawfirm: PartyLawfirm | null;
}

/**
 * The other side of a demand (requester or candidate). When `masked` the server has already
 * removed the contact data and shortened last_name to its initial ('B.').
 */
export interface Party {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  is_certified: boolean;
  is_gold: boolean;
  is_aiga: boolean;
  masked: boolean;
  profile: PartyProfile;
}

export type Candidate = CDemandCandidate;

export type Demand = CDemand;

/** An item of invitations/received/: the viewer's own candidate row with its demand. */
export type Invitation = CInvitation;

export interface EstimateItem {
  id: number;
  name: string;
}

/** POST demands/ and temp-demands/. Relations go up as ids. */
export interface DemandCreate {
  type: DemandType;
  activity: string;
  subject: number | null;
  /** Integer euro >= 0; null = da concordare. */
  money: number | null;
  notes: string | null;
  office: number;
  section: string | null;
  judge: string | null;
  skill: number;
  /** ISO 8601 with offset, in the future. */
  datetime: string;
  is_delayed: boolean;
  only_aiga: boolean;
  only_certified: boolean;
  only_priority: boolean;
}

/** The list query of every activity list; `status` undefined means all (the param is omitted). */
export interface ActivityListQuery<S extends string> {
  page?: number;
  search?: string;
  status?: S;
}

export type EstimateRole = 'accountant' | 'lawyer';
