import { z } from 'zod';
import { CandidateStatus, DemandStatus, DemandType, Role } from '../../lib/schema/enums';
import { queryChoice } from '../../lib/schema/query';
import { pageQuery } from '../../lib/schema/responses';
import { City, NamedEntry as Subject, Office, Skill } from '../../serializers/lookups';

/** The shapes the activity endpoints answer with (see serializers/demand.ts and party.ts). */

/** A requester or a candidate; when `masked`, the contact data is null and the surname an initial. */
const Party = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    is_certified: z.boolean(),
    is_gold: z.boolean(),
    is_aiga: z.boolean(),
    masked: z.boolean(),
    profile: z.object({
      type: Role,
      picture: z.string().nullable(),
      city: City.nullable(),
      is_complete: z.boolean(),
      pec: z.string().nullable(),
      skills: z.array(Skill),
      lawfirm: z
        .object({
          name: z.string().nullable(),
          city: City.nullable(),
          phone: z.string().nullable(),
          fax: z.string().nullable(),
          address: z.string().nullable(),
        })
        .nullable(),
    }),
  })
  .meta({ id: 'Party' });

const candidateShape = {
  id: z.number().int(),
  status: CandidateStatus,
  user: Party,
  created_at: z.string(),
  deleted: z.boolean(),
};

export const DemandCandidate = z.object(candidateShape).meta({ id: 'DemandCandidate' });

export const Demand = z
  .object({
    id: z.number().int(),
    user: Party.meta({ description: 'Chi ha fatto la richiesta.' }),
    type: DemandType,
    activity: z.string(),
    subject: Subject.nullable(),
    money: z.number().int().nullable().meta({ description: 'Euro; null = da concordare.' }),
    notes: z.string().nullable(),
    office: Office,
    section: z.string().nullable(),
    judge: z.string().nullable(),
    skill: Skill.nullable(),
    datetime: z.string(),
    status: DemandStatus,
    created_at: z.string(),
    deleted: z.boolean(),
    is_delayed: z.boolean(),
    can_be_delayed: z.boolean(),
    only_aiga: z.boolean(),
    only_certified: z.boolean(),
    only_priority: z.boolean(),
    active_candidates: z
      .array(DemandCandidate)
      .meta({ description: 'Candidati ACCEPTED: solo per chi ha fatto la richiesta.' }),
    assigned_candidate: DemandCandidate.nullable(),
  })
  .meta({ id: 'Demand' });

/** The invited colleague's own candidate row, with the demand. */
export const Invitation = z
  .object({ ...candidateShape, demand: Demand })
  .meta({ id: 'Invitation' });

/** The path of an activity: an id; anything else is a 404 (parseId). */
export const IdParams = z.object({ id: z.string() });

/** The query of an activity list: its page, ?status= (case-insensitive, ALL = all), ?search=. */
export function listQuery(statuses: readonly string[]) {
  return z.object({
    ...pageQuery,
    status: queryChoice([...statuses, 'ALL'], `Filtro per stato: ${statuses.join(', ')} o ALL.`),
    search: z
      .string()
      .optional()
      .meta({ description: 'Testo da cercare (massimo 100 caratteri).' }),
  });
}
