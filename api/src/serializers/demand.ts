import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import type { SortKey } from '../db/json-rows';
import { ids, jsonArray, jsonStatement, tableRows } from '../db/json-rows';
import { candidates, type demands } from '../db/schema';
import { ERRAND_SKILL_IDS, isContactVisible } from '../domain/activity-rules';
import { candidateAsRead } from '../services/activities/expiry';
import { officeJson, skillJson } from './lookups';
import type { PartyData } from './party';
import { partiesFrom, partiesJson, partyJson } from './party';
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

/** What serializing demands needs besides their rows: accepted candidates and the parties. */
export interface DemandContext {
  /** The ACCEPTED candidates (active or assigned) of the demands, oldest first. */
  accepted: CandidateRow[];
  parties: Map<number, PartyData>;
}

const ACCEPTED_ORDER: SortKey[] = [
  [candidates.createdAt, 'asc'],
  [candidates.id, 'asc'],
];

/**
 * The parts of a statement (see jsonStatements) that load a DemandContext in the caller's own
 * statement: the ACCEPTED candidates of the demands `demandIds`, and the parties of those
 * candidates and of the users `userIds` (requesters, invited colleagues); both are int[].
 */
export function demandContextSql(demandIds: SQL, userIds: SQL) {
  const accepted = new QueryBuilder()
    .select()
    .from(candidates)
    .where(and(sql`${candidates.demandId} = any(${demandIds})`, eq(candidates.status, 'ACCEPTED')));
  return {
    with: { accepted },
    select: {
      accepted: jsonArray('accepted', ACCEPTED_ORDER),
      parties: partiesJson(sql`${userIds} || array(select user_id from accepted)`),
    },
  };
}

/** The DemandContext from the JSON arrays of demandContextSql(), Certified and Gold at `now`. */
export async function demandContextFrom(
  db: Executor,
  json: { accepted: unknown; parties: unknown },
  now: Date,
): Promise<DemandContext> {
  return {
    accepted: tableRows(candidates, json.accepted),
    parties: await partiesFrom(db, json.parties, now),
  };
}

/** Every user a page shows besides the accepted candidates: requesters, invited colleagues. */
function usersOf(items: DemandItem[]): number[] {
  return items.flatMap(({ demand, view }) =>
    view.kind === 'candidate' ? [demand.userId, view.own.userId] : [demand.userId],
  );
}

const contextStatement = jsonStatement((p) => demandContextSql(ids(p.demandIds), ids(p.userIds)));

/** The DemandContext of demand rows already read, in one statement. */
async function loadDemandContext(ctx: SerializeContext, items: DemandItem[]) {
  const json = await contextStatement(ctx.db, {
    demandIds: [...new Set(items.map((item) => item.demand.id))],
    userIds: [...new Set(usersOf(items))],
  });
  return demandContextFrom(ctx.db, json, ctx.clock());
}

/**
 * Builds the Demand shapes of a page: from the `context` loaded with the page when given,
 * otherwise from one statement. Offices, subjects and skills are reference rows, read once per
 * process.
 */
async function buildDemands(ctx: SerializeContext, items: DemandItem[], loaded?: DemandContext) {
  const db: Executor = ctx.db;
  const rows = items.map((item) => item.demand);
  const { accepted, parties } = loaded ?? (await loadDemandContext(ctx, items));
  const references = await referenceRows(db).load(db, {
    offices: rows.map((r) => r.officeId),
    subjects: rows.map((r) => r.subjectId),
    skills: rows.map((r) => r.skillId),
  });
  const officeOf = references.offices;
  const subjectOf = references.subjects;
  const skillOf = references.skills;

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

/** The Demand shapes of the items; `context` when the page's statement loaded it already. */
export async function demandsJson(
  ctx: SerializeContext,
  items: DemandItem[],
  context?: DemandContext,
) {
  return (await buildDemands(ctx, items, context)).json;
}

export type DemandJson = Awaited<ReturnType<typeof demandsJson>>[number];

type InvitationPair = { own: CandidateRow; demand: DemandRow };

function invitationItem({ own, demand }: InvitationPair): DemandItem {
  return { demand, view: { kind: 'candidate', own } };
}

/** The Invitation shape: the colleague's own candidate row with the demand nested. */
export async function invitationsJson(
  ctx: SerializeContext,
  pairs: InvitationPair[],
  context?: DemandContext,
) {
  return (await demandsAndInvitationsJson(ctx, [], pairs, context)).invitations;
}

/**
 * demandsJson() and invitationsJson() in one pass: their people, offices and skills load once
 * (or come in `context`, loaded with the page).
 */
export async function demandsAndInvitationsJson(
  ctx: SerializeContext,
  items: DemandItem[],
  pairs: InvitationPair[],
  context?: DemandContext,
) {
  const all = [...items, ...pairs.map(invitationItem)];
  const { json, parties } = await buildDemands(ctx, all, context);
  const invited = json.slice(items.length);
  return {
    demands: json.slice(0, items.length),
    invitations: pairs.map(({ own }, i) => {
      const party = parties.get(own.userId);
      if (!party) throw new Error(`candidate ${own.id}: missing user`);
      return { ...candidateJson(own, party, false), demand: invited[i] };
    }),
  };
}

export async function demandJson(ctx: SerializeContext, demand: DemandRow, view: DemandView) {
  const [json] = await demandsJson(ctx, [{ demand, view }]);
  return json;
}
