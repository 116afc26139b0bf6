import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cities, lawfirms, profileSkills, profiles, skills, users } from '../db/schema';
import { isProfileComplete } from '../domain/profile-completion';
import type { SubscriptionFlags } from '../services/subscriptions/active';
import { holdsTypeSql } from '../services/subscriptions/active';
import { optionalCityJson, skillJson } from './lookups';

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;
type LawfirmRow = typeof lawfirms.$inferSelect;
type CityRow = typeof cities.$inferSelect;
type SkillRow = typeof skills.$inferSelect;

/** What the Party shape needs about one user, loaded in batches for a whole page. */
export interface PartyData {
  user: UserRow;
  profile: ProfileRow;
  lawfirm: LawfirmRow | null;
  city: CityRow | null;
  lawfirmCity: CityRow | null;
  skills: SkillRow[];
  /** Certified and Gold follow from the user's active subscriptions. */
  flags: Pick<SubscriptionFlags, 'isCertified' | 'isGold'>;
}

const unique = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];

export async function loadParties(
  db: Executor,
  userIds: number[],
  now: Date,
): Promise<Map<number, PartyData>> {
  const ids = unique(userIds);
  const result = new Map<number, PartyData>();
  if (ids.length === 0) return result;
  // Certified and Gold come with the users: an active subscription granting the type (a bundle
  // counts for what it contains), asked in the same query rather than from the catalogue.
  const userRows = await db
    .select({
      user: users,
      isCertified: sql<boolean>`${holdsTypeSql(sql`${users.id}`, 'professional', now)}`,
      isGold: sql<boolean>`${holdsTypeSql(sql`${users.id}`, 'gold', now)}`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  const profileRows = await db.select().from(profiles).where(inArray(profiles.userId, ids));
  const firmIds = unique(profileRows.map((p) => p.lawfirmId));
  const firmRows = firmIds.length
    ? await db.select().from(lawfirms).where(inArray(lawfirms.id, firmIds))
    : [];
  const cityIds = unique([...profileRows.map((p) => p.cityId), ...firmRows.map((f) => f.cityId)]);
  const cityRows = cityIds.length
    ? await db.select().from(cities).where(inArray(cities.id, cityIds))
    : [];
  const skillRows = await db
    .select({ userId: profileSkills.userId, skill: skills })
    .from(profileSkills)
    .innerJoin(skills, eq(skills.id, profileSkills.skillId))
    .where(inArray(profileSkills.userId, ids))
    .orderBy(asc(skills.id));

  const profileOf = new Map(profileRows.map((p) => [p.userId, p]));
  const firmOf = new Map(firmRows.map((f) => [f.id, f]));
  const cityOf = new Map(cityRows.map((c) => [c.id, c]));
  const city = (id: number | null) => (id === null ? null : (cityOf.get(id) ?? null));
  for (const { user, isCertified, isGold } of userRows) {
    const profile = profileOf.get(user.id);
    if (!profile) continue;
    const lawfirm = profile.lawfirmId === null ? null : (firmOf.get(profile.lawfirmId) ?? null);
    result.set(user.id, {
      user,
      profile,
      lawfirm,
      city: city(profile.cityId),
      lawfirmCity: lawfirm ? city(lawfirm.cityId) : null,
      skills: skillRows.filter((row) => row.userId === user.id).map((row) => row.skill),
      flags: { isCertified, isGold },
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
