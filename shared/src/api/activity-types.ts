import type {
  DemandCandidate as CDemandCandidate,
  Demand as CDemand,
  Invitation as CInvitation,
  paths,
  RequestBody,
  ResponseBody,
} from '@colleghi/api-contract';
// Shapes of the activity exchange (demands, invitations, received demands): see the contract of
// issue 3. Nullable fields are null on the wire, never missing.

export const DEMAND_TYPE_VALUES = [
  'DOMICILIARY',
  'SUBSTITUTE',
  'CHANCELLERY',
] as const satisfies readonly CDemand['type'][];
export type DemandType = CDemand['type'];

export const DEMAND_STATUSES = [
  'PENDING',
  'ASSIGNED',
  'COMPLETED',
  'PAID',
  'ANNULLED',
  'EXPIRED',
] as const satisfies readonly CDemand['status'][];
export type DemandStatus = CDemand['status'];

export const CANDIDATE_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'DEAD',
] as const satisfies readonly CDemandCandidate['status'][];
export type CandidateStatus = CDemandCandidate['status'];

/** `status` of demands/ (the requester's tabs); undefined = all. */
export type DemandFilter = DemandStatus;
/** `status` of invitations/received/ (the candidate's tabs); undefined = all. */
export type InvitationFilter = CandidateStatus;
/** `status` of received-demands/ (the assignee's tabs); undefined = all. */
export type AssignmentFilter = Extract<DemandStatus, 'ASSIGNED' | 'COMPLETED' | 'PAID'>;

/**
 * The other side of a demand (requester or candidate). When `masked` the server has already
 * removed the contact data and shortened last_name to its initial ('B.').
 */
export type Party = CDemand['user'];

export type PartyProfile = Party['profile'];

export type PartyLawfirm = NonNullable<PartyProfile['lawfirm']>;

export type Candidate = CDemandCandidate;

export type Demand = CDemand;

/** An item of invitations/received/: the viewer's own candidate row with its demand. */
export type Invitation = CInvitation;

/** A skill of demands/estimate/. */
export type EstimateItem = ResponseBody<'/api/demands/estimate/', 'get'>[number];

/** POST demands/ and temp-demands/. Relations go up as ids. */
export type DemandCreate = RequestBody<'/api/demands/', 'post'>;

type ActivityQuery = NonNullable<paths['/api/demands/']['get']['parameters']['query']>;

/**
 * The list query of every activity list; `status` undefined means all (the param is omitted). The
 * wire carries every query value as text: the page goes as a number and axios writes it.
 */
export type ActivityListQuery<S extends string> = Pick<ActivityQuery, 'search'> & {
  page?: number;
  status?: S;
};

export type EstimateRole = 'accountant' | 'lawyer';
