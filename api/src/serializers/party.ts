import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { ids, jsonStatement } from '../db/json-rows';
import { lawfirms, profiles, subscriptions, users } from '../db/schema';
import type { SubscriptionType } from '../db/schema';
import type { cities, skills } from '../db/schema';
import { isProfileComplete } from '../domain/profile-completion';
import type { SubscriptionFlags } from '../services/subscriptions/active';
import { isActive } from '../services/subscriptions/active';
import { optionalCityJson, skillJson } from './lookups';
import { referenceRows } from './reference-rows';

type CityRow = typeof cities.$inferSelect;
type SkillRow = typeof skills.$inferSelect;

/** The columns the Party shape reads (and no more: every column returned costs). */
const PARTY_COLUMNS = {
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    phone: users.phone,
    birthDate: users.birthDate,
    fiscalCode: users.fiscalCode,
  },
  profile: {
    type: profiles.type,
    picture: profiles.picture,
    cityId: profiles.cityId,
    aigaSectionId: profiles.aigaSectionId,
    pec: profiles.pec,
    vat: profiles.vat,
    registerNumber: profiles.registerNumber,
    coaOfficeId: profiles.coaOfficeId,
  },
  // With the id, which a joined firm always has: a firm whose fields are all empty stays a firm.
  lawfirm: {
    id: lawfirms.id,
    name: lawfirms.name,
    address: lawfirms.address,
    cityId: lawfirms.cityId,
    zip: lawfirms.zip,
    phone: lawfirms.phone,
    fax: lawfirms.fax,
  },
  // What isActive() and the grants read of each subscription.
  subscription: {
    paymentTypeId: subscriptions.paymentTypeId,
    paymentMethod: subscriptions.paymentMethod,
    unsubscribed: subscriptions.unsubscribed,
    expireAt: subscriptions.expireAt,
  },
};

type HeldJson = Pick<
  typeof subscriptions.$inferSelect,
  'paymentTypeId' | 'paymentMethod' | 'unsubscribed'
> & { expireAt: string };

/** What the Party shape needs about one user, loaded in batches for a whole page. */
export interface PartyData {
  user: Pick<typeof users.$inferSelect, keyof typeof PARTY_COLUMNS.user>;
  profile: Pick<typeof profiles.$inferSelect, keyof typeof PARTY_COLUMNS.profile>;
  lawfirm: Pick<typeof lawfirms.$inferSelect, keyof typeof PARTY_COLUMNS.lawfirm> | null;
  city: CityRow | null;
  lawfirmCity: CityRow | null;
  skills: SkillRow[];
  /** Certified and Gold follow from the user's active subscriptions. */
  flags: Pick<SubscriptionFlags, 'isCertified' | 'isGold'>;
}

/** SQL: json_build_object of the columns, under their keys here (code, never input). */
function jsonObject(columns: Record<string, AnyPgColumn>): SQL {
  const pairs = Object.entries(columns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * SQL: the parties of the users `userIds` (an int[]) as a JSON array, for partiesFrom(): profile
 * and law firm joined, the ids of their skills and their subscriptions (Certified and Gold are
 * what the active ones grant, a bundle counting for what it contains). Nothing in it depends on
 * the time: the statement keeps its text, and partiesFrom() tells the active subscriptions.
 */
export function partiesJson(userIds: SQL): SQL {
  const firm = jsonObject(PARTY_COLUMNS.lawfirm);
  const party = sql`json_build_object(
    'user', ${jsonObject(PARTY_COLUMNS.user)},
    'profile', ${jsonObject(PARTY_COLUMNS.profile)},
    'lawfirm', case when ${lawfirms.id} is null then null else ${firm} end,
    'subscriptions', (select coalesce(json_agg(${jsonObject(PARTY_COLUMNS.subscription)}), '[]'::json)
                      from ${subscriptions} where ${subscriptions.userId} = ${users.id}),
    'skillIds', array(select ps.skill_id from profile_skills ps
                      where ps.user_id = ${users.id} order by ps.skill_id))`;
  return sql`(select coalesce(json_agg(${party}), '[]'::json)
    from ${users}
    join ${profiles} on ${profiles.userId} = ${users.id}
    left join ${lawfirms} on ${lawfirms.id} = ${profiles.lawfirmId}
    where ${users.id} = any(${userIds}))`;
}

type PartyJsonRow = Omit<PartyData, 'city' | 'lawfirmCity' | 'skills' | 'flags'> & {
  subscriptions: HeldJson[];
  skillIds: number[];
};

/**
 * The parties of a partiesJson() array, by user id, with Certified and Gold as of `now`; their
 * cities and skills are reference rows.
 */
export async function partiesFrom(
  db: Executor,
  json: unknown,
  now: Date,
): Promise<Map<number, PartyData>> {
  const rows = json as PartyJsonRow[];
  const references = await referenceRows(db).load(db, {
    cities: rows.flatMap((row) => [row.profile.cityId, row.lawfirm?.cityId ?? null]),
    skills: rows.flatMap((row) => row.skillIds),
  });
  const city = (id: number | null | undefined) =>
    id === null || id === undefined ? null : (references.cities.get(id) ?? null);
  const grants = await references.grantsOf(db);
  const result = new Map<number, PartyData>();
  for (const { subscriptions: held, skillIds, ...row } of rows) {
    const active = held.filter((sub) =>
      isActive({ ...sub, expireAt: new Date(sub.expireAt) }, now),
    );
    const holds = (type: SubscriptionType) =>
      active.some((sub) => grants.get(sub.paymentTypeId)?.has(type) ?? false);
    result.set(row.user.id, {
      ...row,
      city: city(row.profile.cityId),
      lawfirmCity: city(row.lawfirm?.cityId),
      skills: skillIds.map((id) => references.skills.get(id)).filter((s) => s !== undefined),
      flags: { isCertified: holds('professional'), isGold: holds('gold') },
    });
  }
  return result;
}

const partiesStatement = jsonStatement((p) => ({
  select: { parties: partiesJson(ids(p.userIds)) },
}));

/** The parties of these users, in one statement. */
export async function loadParties(
  db: Executor,
  userIds: number[],
  now: Date,
): Promise<Map<number, PartyData>> {
  if (userIds.length === 0) return new Map();
  const json = await partiesStatement(db, { userIds: [...new Set(userIds)] });
  return partiesFrom(db, json.parties, now);
}

function initial(lastName: string): string {
  const first = Array.from(lastName.trim())[0] ?? '';
  return first ? `${first.toUpperCase()}.` : '';
}

/**
 * The contract's Party. When masked, the contact data never leaves the server: e-mail, phone,
 * PEC, law-firm name/phone/fax/address and both cities are null and the surname is an initial.
 */
export function partyJson(data: PartyData, masked: boolean) {
  const { user, profile, lawfirm } = data;
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: masked ? initial(user.lastName) : user.lastName,
    email: masked ? null : user.email,
    phone: masked ? null : user.phone,
    is_certified: data.flags.isCertified,
    is_gold: data.flags.isGold,
    is_aiga: profile.aigaSectionId !== null,
    masked,
    profile: {
      type: profile.type,
      picture: profile.picture,
      city: masked ? null : optionalCityJson(data.city),
      is_complete: isProfileComplete({
        role: profile.type,
        birthDate: user.birthDate,
        fiscalCode: user.fiscalCode,
        cityId: profile.cityId,
        pec: profile.pec,
        vat: profile.vat,
        registerNumber: profile.registerNumber,
        coaOfficeId: profile.coaOfficeId,
        skillsCount: data.skills.filter((skill) => skill.id !== 16 && skill.id !== 17).length,
        lawfirm,
      }),
      pec: masked ? null : profile.pec,
      skills: data.skills.map(skillJson),
      lawfirm: lawfirm
        ? {
            // The firm's name usually carries the surname ('Studio Legale Bianchi'): hidden too.
            name: masked ? null : lawfirm.name,
            city: masked ? null : optionalCityJson(data.lawfirmCity),
            phone: masked ? null : lawfirm.phone,
            fax: masked ? null : lawfirm.fax,
            address: masked ? null : lawfirm.address,
          }
        : null,
    },
  };
}

export type PartyJson = ReturnType<typeof partyJson>;
