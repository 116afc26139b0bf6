import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { lockUser } from '../db/locks';
import { lawfirms, profileSkills, profiles, users } from '../db/schema';
import { isPlainObject } from '../lib/schema/fields';
import type { ErrorTree } from '../lib/errors';
import { ValidationError, addError, hasErrors } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { LoadedForUser } from '../serializers/user';
import { checkUnique, withUniqueErrors } from './accounts';
import { cityExists, officeExists, sectionExists } from './references';
import { applySkillsChange, planSkillsChange, readSkillIds } from './profile-skills';
import { activeSubscriptions, flagsOf } from './subscriptions/active';
import { loadCatalog } from './subscriptions/catalog';
import type { UserUpdate } from './user-update-read';

/** What the route read: the update, the schema's errors (if it refused the body), the body. */
export interface UserUpdateRequest {
  update: UserUpdate;
  errors: ErrorTree;
  rawBody: unknown;
}

/**
 * PUT users/me/ (and PUT auth/user/): checks the update against the database (the schema's
 * errors are answered with these), then writes user, profile, then writes user, profile
 * and law firm, all in one transaction, so a rejected body never changes anything. Returns the
 * catalogue and the active subscriptions it read (an update changes neither), for the answer.
 */
export async function updateUser(
  ctx: AppContext,
  userId: number,
  request: UserUpdateRequest,
): Promise<Required<LoadedForUser>> {
  const now = ctx.clock();
  const catalog = await loadCatalog(ctx.db);
  // Read, check and write under the user's lock: concurrent saves (on one API process or many)
  // are checked one after the other, each against what the previous one wrote, so no two
  // of them can together exceed a limit (the skills) that each one alone respects.
  return withUniqueErrors(() =>
    ctx.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const active = await activeSubscriptions(tx, userId, now);
      await checkAndWrite(tx, userId, request, { catalog, active, now });
      return { catalog, active };
    }),
  );
}

interface UpdateState {
  catalog: Awaited<ReturnType<typeof loadCatalog>>;
  active: Awaited<ReturnType<typeof activeSubscriptions>>;
  now: Date;
}

async function checkAndWrite(
  tx: Tx,
  userId: number,
  { update, errors: schemaErrors, rawBody }: UserUpdateRequest,
  { catalog, active, now }: UpdateState,
): Promise<void> {
  const errors = structuredClone(schemaErrors);
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
  const [lawfirm] = profile?.lawfirmId
    ? await tx.select().from(lawfirms).where(eq(lawfirms.id, profile.lawfirmId))
    : [];
  if (!user || !profile) throw new ValidationError({ non_field_errors: [MSG.invalidToken] });

  const { type, cityId, coaOfficeId, aigaSectionId } = update.profile;
  // Accountants may pick only the accountant role, and the others may not pick it.
  if (type && type !== profile.type && (type === 'ACCOUNTANT' || profile.type === 'ACCOUNTANT')) {
    addError(errors, ['profile', 'type'], MSG.roleChange);
  }
  if (cityId && !(await cityExists(tx, cityId))) addError(errors, ['profile', 'city'], MSG.city);
  if (coaOfficeId && !(await officeExists(tx, coaOfficeId))) {
    addError(errors, ['profile', 'coa_office'], MSG.office);
  }
  if (aigaSectionId && !(await sectionExists(tx, aigaSectionId, 'AIGA'))) {
    addError(errors, ['profile', 'aiga_section'], MSG.section);
  }
  const firm = update.lawfirm;
  if (firm?.cityId && !(await cityExists(tx, firm.cityId))) {
    addError(errors, ['profile', 'lawfirm', 'city'], MSG.city);
  }
  const flags = flagsOf(active, catalog);
  // The law-firm description is a Gold feature; echoing back the stored value is fine.
  if (firm?.description && !flags.isGold && firm.description !== (lawfirm?.description ?? null)) {
    addError(errors, ['profile', 'lawfirm', 'description'], MSG.goldOnlyDescription);
  }
  // Skills errors are reported under `skills` (where the skills screens show them).
  const rawProfile = isPlainObject(rawBody) ? rawBody.profile : undefined;
  const requested = readSkillIds(isPlainObject(rawProfile) ? rawProfile.skills : undefined);
  if (requested.error) addError(errors, ['skills'], requested.error);
  const current = await tx
    .select({ skillId: profileSkills.skillId })
    .from(profileSkills)
    .where(eq(profileSkills.userId, userId));
  const skillsChange = await planSkillsChange(tx, {
    role: type ?? profile.type,
    current: current.map((row) => row.skillId),
    requested: requested.ids,
    chancellor: update.profile.isChancellor ?? profile.isChancellor,
    chamberOfCommerce: update.profile.isChamberOfCommerce ?? profile.isChamberOfCommerce,
    flags,
    active,
    catalog,
    lockedUntil: profile.skillsLockedUntil,
    now,
  });
  for (const message of skillsChange.errors) addError(errors, ['skills'], message);
  await checkUnique(tx, { phoneKey: update.user.phoneKey }, errors, userId);
  if (hasErrors(errors)) throw new ValidationError(errors);

  if (Object.keys(update.user).length > 0) {
    await tx.update(users).set(update.user).where(eq(users.id, userId));
  }
  const profileSet: typeof update.profile & { lawfirmId?: number } = { ...update.profile };
  if (firm && lawfirm) {
    if (Object.keys(firm).length > 0) {
      await tx.update(lawfirms).set(firm).where(eq(lawfirms.id, lawfirm.id));
    }
  } else if (firm) {
    const [created] = await tx.insert(lawfirms).values(firm).returning({ id: lawfirms.id });
    profileSet.lawfirmId = created.id;
  }
  if (Object.keys(profileSet).length > 0) {
    await tx.update(profiles).set(profileSet).where(eq(profiles.userId, userId));
  }
  await applySkillsChange(tx, userId, skillsChange);
}
