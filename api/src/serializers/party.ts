import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { lawfirms, profiles, users } from '../db/schema';
import type { cities, skills } from '../db/schema';
import { isProfileComplete } from '../domain/profile-completion';
import type { SubscriptionFlags } from '../services/subscriptions/active';
import { certifiedAndGoldSql } from '../services/subscriptions/active';
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
};

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

/**
 * The users with everything the Party shape needs, in one statement: profile and law firm
 * joined, the ids of their skills, and Certified and Gold from an active subscription granting
 * the type (a bundle counts for what it contains); the cities and skills are reference rows.
 */
export async function loadParties(
  db: Executor,
  userIds: number[],
  now: Date,
): Promise<Map<number, PartyData>> {
  const ids = [...new Set(userIds)];
  const result = new Map<number, PartyData>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      ...PARTY_COLUMNS,
      flags: certifiedAndGoldSql(sql`${users.id}`, now),
      skillIds: sql<number[]>`array(select ps.skill_id from profile_skills ps
        where ps.user_id = ${users.id} order by ps.skill_id)`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(lawfirms, eq(lawfirms.id, profiles.lawfirmId))
    .where(inArray(users.id, ids));
  const references = await referenceRows(db).load(db, {
    cities: rows.flatMap((row) => [row.profile.cityId, row.lawfirm?.cityId ?? null]),
    skills: rows.flatMap((row) => row.skillIds),
  });
  const city = (id: number | null | undefined) =>
    id === null || id === undefined ? null : (references.cities.get(id) ?? null);
  for (const { flags, skillIds, ...row } of rows) {
    result.set(row.user.id, {
      ...row,
      city: city(row.profile.cityId),
      lawfirmCity: city(row.lawfirm?.cityId),
      skills: skillIds.map((id) => references.skills.get(id)).filter((s) => s !== undefined),
      flags: { isCertified: flags[0], isGold: flags[1] },
    });
  }
  return result;
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
