import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cities, lawfirms, offices, profileSkills, profiles, sections, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { phoneKey } from '@colleghi/rules';
import { createAccount } from '../services/accounts';
import { DEMO_PASSWORD, DEMO_USERS } from './data/demo-users';
import type { DemoProfileDetails, DemoUser } from './data/demo-users';

async function cityId(db: Executor, [name, province]: [string, string]) {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.province, province)));
  return row?.id ?? null;
}

/** Fills the profile wizard's data (COA and AIGA of the profile city, law firm). */
async function completeProfile(
  db: Executor,
  userId: number,
  details: DemoProfileDetails,
  cityIdValue: number | null,
) {
  const [coa] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.officeType, 'COA'), eq(offices.cityId, cityIdValue ?? -1)));
  const [aiga] = details.aigaSection
    ? await db
        .select({ id: sections.id })
        .from(sections)
        .where(and(eq(sections.kind, 'AIGA'), eq(sections.name, details.aigaSection)))
    : [];
  const [firm] = await db
    .insert(lawfirms)
    .values({ ...details.lawfirm, cityId: cityIdValue })
    .returning({ id: lawfirms.id });
  await db
    .update(profiles)
    .set({
      pec: details.pec,
      vat: details.vat,
      registerNumber: details.registerNumber,
      coaOfficeId: coa?.id ?? null,
      aigaSectionId: aiga?.id ?? null,
      lawfirmId: firm.id,
    })
    .where(eq(profiles.userId, userId));
}

async function createDemoUser(db: Executor, demo: DemoUser, passwordHash: string, now: Date) {
  const profileCityId = await cityId(db, demo.city);
  const userId = await createAccount(
    db,
    {
      firstName: demo.firstName,
      lastName: demo.lastName,
      email: demo.email,
      phone: demo.phone,
      phoneKey: phoneKey(demo.phone) ?? demo.phone,
      passwordHash,
      terms: true,
      privacy: true,
      gdpr: true,
      birthDate: demo.birthDate,
      fiscalCode: demo.fiscalCode,
      role: demo.role,
      cityId: profileCityId,
      isNew: false,
    },
    now,
  );
  if (demo.skillIds?.length) {
    await db.insert(profileSkills).values(demo.skillIds.map((skillId) => ({ userId, skillId })));
  }
  if (demo.details) await completeProfile(db, userId, demo.details, profileCityId);
}

/** Creates the demo accounts that do not exist yet; returns how many were created. */
export async function seedDemoUsers(db: Executor, now: Date): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.email));
    if (existing.length > 0) continue;
    // Hashed per user: each account gets its own salt even with the same demo password.
    await createDemoUser(db, demo, await hashPassword(DEMO_PASSWORD), now);
    created += 1;
  }
  return created;
}
