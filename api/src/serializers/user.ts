import { isUnder46OnDay } from '@colleghi/rules';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  cities,
  customSkills,
  lawfirms,
  offices,
  paymentRecords,
  popupViews,
  profileSkills,
  profiles,
  sections,
  skills,
  users,
} from '../db/schema';
import { isProfileComplete } from '../domain/profile-completion';
import { ownedCredits } from '../services/learning/purchases';
import type { SubscriptionRow } from '../services/subscriptions/active';
import { activeSubscriptions, flagsOf, secondCityId } from '../services/subscriptions/active';
import type { Catalog } from '../services/subscriptions/catalog';
import { loadCatalog } from '../services/subscriptions/catalog';
import { officeJson, optionalCityJson, sectionJson, skillJson } from './lookups';
import { paymentRecordJson, subscriptionJson } from './subscription';

/** Popups every user should eventually see (1: skill update, 2: new skill search). */
export const POPUP_IDS = [1, 2] as const;

export async function citiesById(db: Executor, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, typeof cities.$inferSelect>();
  const rows = await db.select().from(cities).where(inArray(cities.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

async function sectionsById(db: Executor, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, typeof sections.$inferSelect>();
  const rows = await db.select().from(sections).where(inArray(sections.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a caller may have read already in the same request (for the same user and now). */
export interface LoadedForUser {
  catalog?: Catalog;
  active?: SubscriptionRow[];
}

/** The full User shape of the contract, or null when the user does not exist. */
export async function loadUserJson(
  db: Executor,
  userId: number,
  now: Date,
  loaded: LoadedForUser = {},
) {
  // The user, the profile, its law firm and its COA office in one query.
  const [row] = await db
    .select({ user: users, profile: profiles, lawfirm: lawfirms, coaOffice: offices })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(lawfirms, eq(lawfirms.id, profiles.lawfirmId))
    .leftJoin(offices, eq(offices.id, profiles.coaOfficeId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, profile, lawfirm, coaOffice } = row;

  const catalog = loaded.catalog ?? (await loadCatalog(db));
  const active = loaded.active ?? (await activeSubscriptions(db, userId, now));
  const flags = flagsOf(active, catalog);
  const city2Id = secondCityId(active, catalog);
  const [lastPayment] = await db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.userId, userId))
    .orderBy(desc(paymentRecords.createdAt), desc(paymentRecords.id))
    .limit(1);
  const cityMap = await citiesById(db, [
    profile.cityId,
    lawfirm?.cityId ?? null,
    city2Id,
    coaOffice?.cityId ?? null,
    ...active.map((row) => row.cityId),
  ]);
  const sectionMap = await sectionsById(db, [profile.collegaSectionId, profile.aigaSectionId]);
  const skillRows = await db
    .select({ skill: skills, description: profileSkills.description })
    .from(profileSkills)
    .innerJoin(skills, eq(skills.id, profileSkills.skillId))
    .where(eq(profileSkills.userId, userId))
    .orderBy(skills.id);
  const customRows = await db
    .select()
    .from(customSkills)
    .where(eq(customSkills.userId, userId))
    .orderBy(customSkills.id);
  const seen = await db
    .select({ popupId: popupViews.popupId })
    .from(popupViews)
    .where(eq(popupViews.userId, userId));
  const seenIds = new Set(seen.map((row) => row.popupId));

  const city = (id: number | null) => (id === null ? null : (cityMap.get(id) ?? null));
  const section = (id: number | null) => {
    const row = id === null ? undefined : sectionMap.get(id);
    return row ? sectionJson(row) : null;
  };
  const aigaSection = section(profile.aigaSectionId);

  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    birth_date: user.birthDate,
    fiscal_code: user.fiscalCode,
    terms: user.terms,
    privacy: user.privacy,
    gdpr: user.gdpr,
    under46: user.birthDate
      ? isUnder46OnDay(user.birthDate, now.toISOString().slice(0, 10))
      : false,
    trial_expires_at: user.trialExpiresAt?.toISOString() ?? null,
    subscriptions: active.map((row) => subscriptionJson(row, catalog, city(row.cityId))),
    profile: {
      type: profile.type,
      picture: profile.picture,
      is_complete: isProfileComplete({
        role: profile.type,
        birthDate: user.birthDate,
        fiscalCode: user.fiscalCode,
        cityId: profile.cityId,
        pec: profile.pec,
        vat: profile.vat,
        registerNumber: profile.registerNumber,
        coaOfficeId: profile.coaOfficeId,
        // 16 and 17 follow the toggles: they are not a choice made in the wizard.
        skillsCount: skillRows.filter((row) => row.skill.id !== 16 && row.skill.id !== 17).length,
        lawfirm: lawfirm ?? null,
      }),
      city: optionalCityJson(city(profile.cityId)),
      collega_section: section(profile.collegaSectionId),
      // Each entry carries the user's own description (Gold), not the catalogue's.
      skills: skillRows.map((row) => ({ ...skillJson(row.skill), description: row.description })),
      custom_skills: customRows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        payment: row.payment,
      })),
      aiga_section: aigaSection,
      pec: profile.pec,
      vat: profile.vat,
      coa_office: coaOffice ? officeJson(coaOffice, city(coaOffice.cityId)) : null,
      register_number: profile.registerNumber,
      lawfirm: lawfirm
        ? {
            id: lawfirm.id,
            name: lawfirm.name,
            lawyer: lawfirm.lawyer,
            description: lawfirm.description,
            description2: lawfirm.description2,
            address: lawfirm.address,
            city: optionalCityJson(city(lawfirm.cityId)),
            city2: optionalCityJson(city(city2Id)),
            zip: lawfirm.zip,
            phone: lawfirm.phone,
            fax: lawfirm.fax,
          }
        : null,
      // The CFP of the courses the user owns (issue 6).
      credits: await ownedCredits(db, userId),
      is_cassationist: profile.isCassationist,
      is_auditor: profile.isAuditor,
      is_sales_delegate: profile.isSalesDelegate,
      is_statutory_auditor: profile.isStatutoryAuditor,
      is_civil_and_commercial_mediator: profile.isCivilAndCommercialMediator,
      is_over_indebtedness_crises: profile.isOverIndebtednessCrises,
      is_corporate_crisis_manager: profile.isCorporateCrisisManager,
      is_chancellor: profile.isChancellor,
      is_chamber_of_commerce: profile.isChamberOfCommerce,
      birth_month: user.birthDate ? Number(user.birthDate.slice(5, 7)) : null,
    },
    created_at: user.createdAt.toISOString(),
    // Membership of AIGA is expressed by having an AIGA section.
    is_aiga: aigaSection !== null,
    is_certified: flags.isCertified,
    is_gold: flags.isGold,
    is_skills: flags.isSkills,
    purchased_skills: flags.purchasedSkills,
    is_custom_skills: flags.isCustomSkills,
    custom_skills_count: flags.customSkillsCount,
    skills_limit: flags.skillsLimit,
    skills_locked_until:
      profile.skillsLockedUntil && profile.skillsLockedUntil.getTime() > now.getTime()
        ? profile.skillsLockedUntil.toISOString()
        : null,
    email_enabled: user.emailEnabled,
    notifications_enabled: user.notificationsEnabled,
    last_payment: lastPayment ? paymentRecordJson(lastPayment) : null,
    temp_demand: user.tempDemand,
    is_new: user.isNew,
    missing_popups: POPUP_IDS.filter((id) => !seenIds.has(id)),
  };
}

export type UserJson = NonNullable<Awaited<ReturnType<typeof loadUserJson>>>;
