import { CERTIFIED_EXTRA_SKILLS, FREE_SKILLS, MAX_BASIC_MAIN_SKILLS } from '@colleghi/rules';
import {
  CHAMBER_OF_COMMERCE_SKILL_ID,
  CHANCELLERY_SKILL_ID,
  GENERIC_SKILL_ID,
} from '@colleghi/shared/domain';
import type {
  PaymentMethod,
  PaymentType,
  Plan,
  Skill,
  Subscription,
  SubscriptionType,
  User,
} from '@colleghi/api-contract';
import { PROFILE_MESSAGES, SUBSCRIPTION_MESSAGES } from './messages';

// What the profile and subscription screens show and allow. Pure: the
// flags come from users/me (the server derives them from the subscriptions, bundles included).

// ---- roles -------------------------------------------------------------------------------------

export function isAccountant(user: Pick<User, 'profile'> | null | undefined): boolean {
  return user?.profile.type === 'ACCOUNTANT';
}

// ---- offers (/subscriptions) -------------------------------------------------------------------

/** Whether the user holds an active subscription of that payment type (bundles by their id). */
export function holdsPaymentType(
  user: Pick<User, 'subscriptions'>,
  paymentTypeId: number,
): boolean {
  return user.subscriptions.some((sub) => sub.payment_type_id === paymentTypeId);
}

/**
 * The catalogue entries /subscriptions offers, in catalogue order (bundles included: the screen
 * shows them as promo images, the others as cards). Gold unless already gold; professional
 * unless already certified and only while additional skills are buyable; skills never for
 * accountants and only while buyable; qualify always; a bundle unless the user holds it.
 * Guests (user null) see everything buyable.
 */
export function visibleOffers(
  types: readonly PaymentType[],
  user: User | null | undefined,
  buyable: boolean,
): PaymentType[] {
  return types.filter((type) => {
    switch (type.type) {
      case 'gold':
        return !user?.is_gold;
      case 'professional':
        return buyable && !user?.is_certified;
      case 'additional_skills':
        return buyable && !isAccountant(user);
      case 'qualify':
        return true;
      case 'bundle':
        return !user || !holdsPaymentType(user, type.id);
    }
  });
}

export function findPaymentType(
  types: readonly PaymentType[],
  type: SubscriptionType,
  id?: number | null,
): PaymentType | undefined {
  return types.find((entry) => entry.type === type && (id == null || entry.id === id));
}

/** Profile toCertify card: the catalogue has a professional subscription and the user has none. */
export function showToCertifyCard(types: readonly PaymentType[], user: User): boolean {
  // Certification is a statement of being a lawyer or trainee: never offered to accountants.
  return (
    types.some((type) => type.type === 'professional') && !user.is_certified && !isAccountant(user)
  );
}

/** Profile skills card: the skills plan exists and the user has no extra skills (never accountants). */
export function showSkillsCard(types: readonly PaymentType[], user: User): boolean {
  return (
    types.some((type) => type.type === 'additional_skills') &&
    !user.is_skills &&
    !isAccountant(user)
  );
}

/** Bullet items of a description ('•'-separated), trimmed, empty ones dropped. */
export function descriptionItems(description: string | null | undefined): string[] {
  return (description ?? '')
    .split('•')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

// ---- plans -------------------------------------------------------------------------------------

/** The active plans, in the order given. */
export function activePlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.is_active);
}

/** The active plan flagged is_default, else the first active one, else null. */
export function defaultPlan(plans: readonly Plan[]): Plan | null {
  const active = activePlans(plans);
  return active.find((plan) => plan.is_default) ?? active[0] ?? null;
}

export function planAllows(plan: Plan | null | undefined, method: PaymentMethod): boolean {
  return plan?.methods.includes(method) ?? false;
}

/** Change-plan: not for bundles, cancelled or trial subscriptions, nor with a change pending. */
export function canChangePlan(sub: Subscription): boolean {
  return (
    sub.type !== 'bundle' &&
    !sub.unsubscribed &&
    sub.payment_method !== 'trial' &&
    sub.next_plan === null
  );
}

/** Whether the subscription's own payment method can pay the plan (the server refuses otherwise). */
function payableBy(plan: Plan, sub: Subscription): boolean {
  return sub.payment_method !== 'trial' && planAllows(plan, sub.payment_method);
}

/**
 * The plans the change-plan dialog lists: active ones, except the current plan and those the
 * subscription's payment method cannot pay (the server would refuse them).
 */
export function changeablePlans(plans: readonly Plan[], sub: Subscription): Plan[] {
  return activePlans(plans).filter((plan) => plan.id !== sub.plan?.id && payableBy(plan, sub));
}

/** How many other active plans the payment method leaves out: the dialog says why they are missing. */
export function plansOutOfMethod(plans: readonly Plan[], sub: Subscription): number {
  return activePlans(plans).filter((plan) => plan.id !== sub.plan?.id && !payableBy(plan, sub))
    .length;
}

/** Whether the cancel action is offered (an already cancelled subscription runs to expire_at). */
export function canCancel(sub: Subscription): boolean {
  return !sub.unsubscribed;
}

/** The block message when expire_at is already past (renewal in progress), else null. */
export function cancelBlockedMessage(sub: Subscription, now: Date): string | null {
  if (sub.unsubscribed) return null;
  return new Date(sub.expire_at).getTime() <= now.getTime()
    ? SUBSCRIPTION_MESSAGES.cancelBlocked
    : null;
}

// ---- badge and certification ---------------------------------------------------------------------

export type ProfileBadge = 'gold' | 'professional' | 'both';

/** Gold, professional (certified) or both (shown gold); null for neither. */
export function profileBadge(user: Pick<User, 'is_gold' | 'is_certified'>): ProfileBadge | null {
  if (user.is_gold && user.is_certified) return 'both';
  if (user.is_gold) return 'gold';
  if (user.is_certified) return 'professional';
  return null;
}

/** Badge colours (the same as the theme's BRAND_COLORS gold and professional). */
export const BADGE_COLORS: Record<ProfileBadge, string> = {
  gold: '#A17644',
  professional: '#f6d560',
  both: '#A17644',
};

/** btoa of an ASCII string (ids and ISO dates are ASCII). */
function base64(value: string): string {
  return btoa(value);
}

/**
 * The external certification payment page of profile completion step 6:
 * `${base}/web/payments/collect/${btoa(id)}/${btoa(created_at)}/`.
 */
export function certificationPaymentPath(
  base: string,
  user: Pick<User, 'id' | 'created_at'>,
): string {
  const root = base.replace(/\/+$/, '');
  return `${root}/web/payments/collect/${base64(String(user.id))}/${base64(user.created_at)}/`;
}

// ---- skills --------------------------------------------------------------------------------------

/** Below this many non-main skills the button reads "Seleziona competenze". */
const SELECT_SKILLS_BELOW = 3;

/** Skills that follow toggles or are generic: they count towards no limit. */
export const RESERVED_SKILL_IDS: readonly number[] = [
  GENERIC_SKILL_ID,
  CHANCELLERY_SKILL_ID,
  CHAMBER_OF_COMMERCE_SKILL_ID,
];

export function isReservedSkill(skill: Pick<Skill, 'id'>): boolean {
  return RESERVED_SKILL_IDS.includes(skill.id);
}

export type SkillSlot = 'basic' | 'specific' | 'additional';

/** Which limit a skill counts against: main basic, ADDITIONAL_SKILLS type, or the others. */
export function skillSlot(skill: Pick<Skill, 'type' | 'is_main'>): SkillSlot {
  if (skill.type === 'ADDITIONAL_SKILLS') return 'additional';
  if (skill.type === 'BASIC' && skill.is_main) return 'basic';
  return 'specific';
}

export type SkillLimits = Record<SkillSlot, number>;

/** Basic 1; specific 2 (+2 certified); additional = purchased_skills; accountants none. */
export function skillLimits(
  user: Pick<User, 'is_certified' | 'purchased_skills' | 'profile'>,
): SkillLimits {
  if (isAccountant(user)) return { basic: 0, specific: 0, additional: 0 };
  return {
    basic: MAX_BASIC_MAIN_SKILLS,
    specific: FREE_SKILLS + (user.is_certified ? CERTIFIED_EXTRA_SKILLS : 0),
    additional: user.purchased_skills,
  };
}

/** How many skills use each limit (reserved skills left out). */
export function skillCounts(
  skills: readonly Pick<Skill, 'id' | 'type' | 'is_main'>[],
): SkillLimits {
  const counts: SkillLimits = { basic: 0, specific: 0, additional: 0 };
  for (const skill of skills) {
    if (!isReservedSkill(skill)) counts[skillSlot(skill)] += 1;
  }
  return counts;
}

/** Whether `skill` may be added to `selected` (already selected → false). */
export function canAddSkill(
  user: Pick<User, 'is_certified' | 'purchased_skills' | 'profile'>,
  selected: readonly Pick<Skill, 'id' | 'type' | 'is_main'>[],
  skill: Pick<Skill, 'id' | 'type' | 'is_main'>,
): boolean {
  if (selected.some((entry) => entry.id === skill.id)) return false;
  if (isReservedSkill(skill)) return skill.id === GENERIC_SKILL_ID && !isAccountant(user);
  const slot = skillSlot(skill);
  return skillCounts(selected)[slot] < skillLimits(user)[slot];
}

/** Purchased skills not used yet. */
export function skillsRemaining(
  user: Pick<User, 'purchased_skills'>,
  selected: readonly Pick<Skill, 'id' | 'type' | 'is_main'>[],
): number {
  return Math.max(0, user.purchased_skills - skillCounts(selected).additional);
}

/** Profile completion step 2: at most 2 skills unless certified (then 4). */
export function wizardSkillsMax(user: Pick<User, 'is_certified'>): number {
  return FREE_SKILLS + (user.is_certified ? CERTIFIED_EXTRA_SKILLS : 0);
}

/** Saved skills cannot be removed until skills_locked_until. */
export function areSkillsLocked(user: Pick<User, 'skills_locked_until'>, now: Date): boolean {
  return (
    user.skills_locked_until !== null &&
    new Date(user.skills_locked_until).getTime() > now.getTime()
  );
}

/** A skill can be removed unless it is saved in the profile while skills are locked. */
export function canRemoveSkill(
  user: Pick<User, 'skills_locked_until' | 'profile'>,
  skillId: number,
  now: Date,
): boolean {
  if (!areSkillsLocked(user, now)) return true;
  return !user.profile.skills.some((skill) => skill.id === skillId);
}

/** "Seleziona competenze" below 3 non-main skills, else "Aggiungi competenze". */
export function skillsButtonLabel(user: Pick<User, 'profile'>): string {
  const nonMain = user.profile.skills.filter((skill) => !skill.is_main).length;
  return nonMain < SELECT_SKILLS_BELOW ? PROFILE_MESSAGES.selectSkills : PROFILE_MESSAGES.addSkills;
}

/** One or fewer main skills: the new-user onboarding shows. */
export function showsSkillsOnboarding(user: Pick<User, 'profile'>): boolean {
  return user.profile.skills.filter((skill) => skill.is_main).length <= 1;
}

/** Only gold users write descriptions on skills and qualifications. */
export function canEditSkillDescription(user: Pick<User, 'is_gold'>): boolean {
  return user.is_gold;
}

/** Qualification slots still free (custom_skills_count minus those in the profile). */
export function freeQualificationSlots(
  user: Pick<User, 'custom_skills_count' | 'profile'>,
): number {
  return Math.max(0, user.custom_skills_count - user.profile.custom_skills.length);
}

/** New qualification: Save is disabled while the trimmed name is empty. */
export function canSaveQualification(name: string): boolean {
  return name.trim() !== '';
}
