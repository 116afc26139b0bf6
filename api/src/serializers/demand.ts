import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { candidates, type demands } from '../db/schema';
import { ERRAND_SKILL_IDS, isContactVisible } from '../domain/activity-rules';
import { candidateAsRead } from '../services/activities/expiry';
import { officeJson, skillJson } from './lookups';
import type { PartyData } from './party';
import { loadParties, partyJson } from './party';
import { referenceRows } from './reference-rows';

export type DemandRow = typeof demands.$inferSelect;
export type CandidateRow = typeof candidates.$inferSelect;

/**
 * Who is looking decides masking, active_candidates and which soft-delete flag is "deleted":
 * the requester, the assignee (received-demands/), or an invited colleague with their own row.
 */
export type DemandView =
  { kind: 'requester' } | { kind: 'assignee' } | { kind: 'candidate'; own: CandidateRow };

export interface DemandItem {
  demand: DemandRow;
  view: DemandView;
}

const unique = (ids: (number | null)[]) => [
  ...new Set(ids.filter((id): id is number => id !== null)),
];

function candidateJson(row: CandidateRow, party: PartyData, masked: boolean) {
  return {
    id: row.id,
    status: row.status,
    user: partyJson(party, masked),
    created_at: row.createdAt.toISOString(),
    deleted: row.deleted,
  };
}

/** What serializing needs: the database and the time (subscription flags depend on it). */
export type SerializeContext = Pick<AppContext, 'db' | 'clock'>;

/**
 * What the demands refer to: their offices (with the city), subjects and skills, kept per
 * process (see ReferenceRows), and their ACCEPTED candidates (active or assigned), oldest first.
 */
async function loadReferences(db: Executor, rows: DemandRow[]) {
  const references = await referenceRows(db).load(db, {
    offices: rows.map((r) => r.officeId),
    subjects: rows.map((r) => r.subjectId),
    skills: rows.map((r) => r.skillId),
  });
  const accepted = rows.length
    ? await db
        .select()
        .from(candidates)
        .where(
          and(
            inArray(candidates.demandId, unique(rows.map((r) => r.id))),
            eq(candidates.status, 'ACCEPTED'),
          ),
        )
        .orderBy(candidates.createdAt, candidates.id)
    : [];
  return {
    officeOf: references.offices,
    subjectOf: references.subjects,
    skillOf: references.skills,
    accepted,
  };
}

/**
 * Loads everything the page needs in a few statements, then builds Demand shapes. The parties
 * of `alsoUsers` are loaded with the others, for a caller that needs them too.
 */
async function buildDemands(ctx: SerializeContext, items: DemandItem[], alsoUsers: number[] = []) {
  const db: Executor = ctx.db;
  const rows = items.map((item) => item.demand);
  const { officeOf, subjectOf, skillOf, accepted } = await loadReferences(db, rows);
  const parties = await loadParties(
    db,
    [
      ...alsoUsers,
      ...rows.map((r) => r.userId),
      ...accepted.map((c) => c.userId),
      ...items.map((item) => (item.view.kind === 'candidate' ? item.view.own.userId : null)),
    ].filter((id): id is number => id !== null),
    ctx.clock(),
  );

  const json = items.map(({ demand, view }) => {
    const requester = parties.get(demand.userId);
    const office = officeOf.get(demand.officeId);
    if (!requester || !office) throw new Error(`demand ${demand.id}: missing requester or office`);
    const subject = demand.subjectId === null ? undefined : subjectOf.get(demand.subjectId);
    const skill = skillOf.get(demand.skillId);
    const isAssigned = (row: CandidateRow) => row.userId === demand.assigneeId;
    // An expired demand has no accepted candidate left: they read as DEAD.
    const mine = accepted
      .filter((c) => c.demandId === demand.id)
      .map((c) => candidateAsRead(c, demand))
      .filter((c) => c.status === 'ACCEPTED');
    const withParty = (row: CandidateRow, masked: boolean) => {
      const party = parties.get(row.userId);
      return party ? candidateJson(row, party, masked) : null;
    };

    let requesterMasked = false;
    let activeCandidates: ReturnType<typeof candidateJson>[] = [];
    let assigned: ReturnType<typeof candidateJson> | null = null;
    let deleted = false;
    if (view.kind === 'requester') {
      const visible = (row: CandidateRow) =>
        isContactVisible(demand.status, row.status, isAssigned(row));
      activeCandidates = mine
        .map((row) => withParty(row, !visible(row)))
        .filter((c): c is NonNullable<typeof c> => c !== null);
      const assignedRow = mine.find(isAssigned);
      assigned = assignedRow ? withParty(assignedRow, !visible(assignedRow)) : null;
      deleted = demand.deleted;
    } else if (view.kind === 'assignee') {
      const assignedRow = mine.find(isAssigned);
      assigned = assignedRow ? withParty(assignedRow, false) : null;
      deleted = demand.assigneeDeleted;
    } else {
      const own = view.own;
      requesterMasked = !isContactVisible(demand.status, own.status, isAssigned(own));
      assigned = isAssigned(own) ? withParty(own, false) : null;
      deleted = own.deleted;
    }

    return {
      id: demand.id,
      user: partyJson(requester, requesterMasked),
      type: demand.type,
      activity: demand.activity,
      subject: subject ? { id: subject.id, name: subject.name } : null,
      money: demand.money,
      notes: demand.notes,
      office: officeJson(office.office, office.city),
      section: demand.section,
      judge: demand.judge,
      skill: skill ? skillJson(skill) : null,
      datetime: demand.datetime.toISOString(),
      status: demand.status,
      created_at: demand.createdAt.toISOString(),
      deleted,
      is_delayed: demand.isDelayed,
      // The search of a pending request with a real skill can widen to similar skills; whether
      // it will is is_delayed (the requester can turn it off, and the notice then says so).
      can_be_delayed:
        demand.status === 'PENDING' &&
        demand.skillId !== null &&
        !ERRAND_SKILL_IDS.includes(demand.skillId),
      only_aiga: demand.onlyAiga,
      only_certified: demand.onlyCertified,
      only_priority: demand.onlyPriority,
      active_candidates: activeCandidates,
      assigned_candidate: assigned,
    };
  });
  return { json, parties };
}

export async function demandsJson(ctx: SerializeContext, items: DemandItem[]) {
  return (await buildDemands(ctx, items)).json;
}

export type DemandJson = Awaited<ReturnType<typeof demandsJson>>[number];

type InvitationPair = { own: CandidateRow; demand: DemandRow };

function invitationItem({ own, demand }: InvitationPair): DemandItem {
  return { demand, view: { kind: 'candidate', own } };
}

/** The Invitation shape: the colleague's own candidate row with the demand nested. */
export async function invitationsJson(ctx: SerializeContext, pairs: InvitationPair[]) {
  return (await demandsAndInvitationsJson(ctx, [], pairs)).invitations;
}

/**
 * demandsJson() and invitationsJson() in one pass: their people, offices and skills load once;
 * the parties loaded (those of `alsoUsers` included) come back too.
 */
export async function demandsAndInvitationsJson(
  ctx: SerializeContext,
  items: DemandItem[],
  pairs: InvitationPair[],
  alsoUsers: number[] = [],
) {
  const all = [...items, ...pairs.map(invitationItem)];
  const { json, parties } = await buildDemands(ctx, all, alsoUsers);
  const invited = json.slice(items.length);
  return {
    demands: json.slice(0, items.length),
    invitations: pairs.map(({ own }, i) => {
      const party = parties.get(own.userId);
      if (!party) throw new Error(`candidate ${own.id}: missing user`);
      return { ...candidateJson(own, party, false), demand: invited[i] };
    }),
    parties,
  };
}

export async function demandJson(ctx: SerializeContext, demand: DemandRow, view: DemandView) {
  const [json] = await demandsJson(ctx, [{ demand, view }]);
  return json;
}
