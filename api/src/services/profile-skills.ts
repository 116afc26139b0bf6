import { FREE_SKILLS } from '@colleghi/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { profileSkills, profiles, skills } from '../db/schema';
import type { Role, SkillType } from '../db/schema';
import { isPlainObject, isRowId } from '../lib/schema/fields';
import type { SubscriptionFlags, SubscriptionRow } from './subscriptions/active';
import type { Catalog } from './subscriptions/catalog';

export const GENERIC_SKILL_ID = 12;
export const CHANCELLERY_SKILL_ID = 16;
export const CHAMBER_SKILL_ID = 17;
const TOGGLED = [CHANCELLERY_SKILL_ID, CHAMBER_SKILL_ID];

export const SKILL_MSG = {
  invalid: "Seleziona una competenza dall'elenco.",
  format: 'Invia le competenze come elenco di id.',
  toggled: "Questa competenza si attiva con l'interruttore dedicato del profilo.",
  accountant: 'I commercialisti non possono selezionare competenze.',
  basicMain: 'Puoi selezionare una sola competenza di base principale.',
  other: (max: number) => `Puoi selezionare al massimo ${max} competenze specifiche.`,
  additional: (max: number) =>
    max === 0
      ? 'Per selezionare questa competenza acquista il pacchetto Competenze aggiuntive.'
      : `Puoi selezionare al massimo ${max} competenze aggiuntive.`,
  locked: "Le competenze non possono essere modificate fino alla scadenza dell'abbonamento.",
} as const;

/** profile.skills of PUT users/me/: ids, or the Skill objects the API returned. */
export function readSkillIds(raw: unknown): { ids?: number[]; error?: string } {
  if (raw === undefined || raw === null) return {};
  if (!Array.isArray(raw)) return { error: SKILL_MSG.format };
  const ids: number[] = [];
  for (const item of raw) {
    const id = isPlainObject(item) ? item.id : item;
    if (!isRowId(id)) {
      return { error: SKILL_MSG.format };
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids };
}

export interface SkillsChange {
  errors: string[];
  insert: number[];
  remove: number[];
  /** Set when the save uses slots granted by a subscription. */
  lockUntil?: Date;
}

interface SkillsInput {
  role: Role;
  current: number[];
  requested?: number[];
  chancellor: boolean;
  chamberOfCommerce: boolean;
  flags: SubscriptionFlags;
  active: SubscriptionRow[];
  catalog: Catalog;
  lockedUntil: Date | null;
  now: Date;
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * Applies the skill rules: 16 follows the lawyers' chancellery toggle and 17 the accountants'
 * chamber-of-commerce toggle; accountants pick nothing else; one main basic skill; specific
 * skills up to 2 (+2 certified); ADDITIONAL_SKILLS up to the purchased ones; saved skills stay
 * while locked. 12 (generic) is always allowed.
 */
export async function planSkillsChange(db: Executor, input: SkillsInput): Promise<SkillsChange> {
  const errors: string[] = [];
  const accountant = input.role === 'ACCOUNTANT';
  const toggled = new Map<number, boolean>();
  if (accountant) toggled.set(CHAMBER_SKILL_ID, input.chamberOfCommerce);
  else toggled.set(CHANCELLERY_SKILL_ID, input.chancellor);
  const wantsToggled = (id: number) => toggled.get(id) ?? input.current.includes(id);

  let chosen = input.current.filter((id) => !TOGGLED.includes(id));
  const requested = input.requested;
  let changed = false;
  if (requested) {
    const known = requested.length
      ? await db.select().from(skills).where(inArray(skills.id, requested))
      : [];
    if (known.length !== requested.length) errors.push(SKILL_MSG.invalid);
    for (const id of TOGGLED) {
      if (requested.includes(id) !== wantsToggled(id)) errors.push(SKILL_MSG.toggled);
    }
    const picked = requested.filter((id) => !TOGGLED.includes(id));
    changed = !sameSet(picked, chosen);
    if (changed) {
      if (accountant && picked.length > 0) errors.push(SKILL_MSG.accountant);
      const typeOf = new Map<number, { type: SkillType; isMain: boolean }>(
        known.map((row) => [row.id, row]),
      );
      const counted = picked.filter((id) => id !== GENERIC_SKILL_ID);
      const additional = counted.filter((id) => typeOf.get(id)?.type === 'ADDITIONAL_SKILLS');
      const basicMain = counted.filter((id) => {
        const skill = typeOf.get(id);
        return skill?.type === 'BASIC' && skill.isMain;
      });
      const other = counted.length - additional.length - basicMain.length;
      const otherMax = input.flags.skillsLimit - input.flags.purchasedSkills;
      if (basicMain.length > 1) errors.push(SKILL_MSG.basicMain);
      if (other > otherMax) errors.push(SKILL_MSG.other(otherMax));
      if (additional.length > input.flags.purchasedSkills) {
        errors.push(SKILL_MSG.additional(input.flags.purchasedSkills));
      }
      const removed = chosen.filter((id) => id !== GENERIC_SKILL_ID && !picked.includes(id));
      const locked = input.lockedUntil && input.lockedUntil.getTime() > input.now.getTime();
      if (removed.length > 0 && locked) errors.push(SKILL_MSG.locked);
      const paidSlots = other > FREE_SKILLS || additional.length > 0;
      if (paidSlots) {
        const until = lockEnd(input.active, input.catalog);
        if (until) return finish(errors, input, picked, toggled, until);
      }
      chosen = picked;
    }
  }
  return finish(errors, input, chosen, toggled);
}

/** Latest expire_at of the professional and additional-skills subscriptions. */
function lockEnd(active: SubscriptionRow[], catalog: Catalog): Date | undefined {
  const ends = active
    .filter((row) => {
      const type = catalog.byId.get(row.paymentTypeId);
      return type && (type.grants.has('professional') || type.row.type === 'additional_skills');
    })
    .map((row) => row.expireAt.getTime());
  return ends.length ? new Date(Math.max(...ends)) : undefined;
}

function finish(
  errors: string[],
  input: SkillsInput,
  chosen: number[],
  toggled: Map<number, boolean>,
  lockUntil?: Date,
): SkillsChange {
  const target = new Set(chosen);
  for (const id of TOGGLED) {
    const on = toggled.get(id) ?? input.current.includes(id);
    if (on) target.add(id);
  }
  return {
    errors: [...new Set(errors)],
    insert: [...target].filter((id) => !input.current.includes(id)),
    remove: input.current.filter((id) => !target.has(id)),
    lockUntil,
  };
}

/** Writes a planned change (inside the caller's transaction). */
export async function applySkillsChange(
  tx: Executor,
  userId: number,
  change: SkillsChange,
): Promise<void> {
  if (change.remove.length) {
    await tx
      .delete(profileSkills)
      .where(and(eq(profileSkills.userId, userId), inArray(profileSkills.skillId, change.remove)));
  }
  if (change.insert.length) {
    await tx
      .insert(profileSkills)
      .values(change.insert.map((skillId) => ({ userId, skillId })))
      .onConflictDoNothing();
  }
  if (change.lockUntil) {
    await tx
      .update(profiles)
      .set({ skillsLockedUntil: change.lockUntil })
      .where(eq(profiles.userId, userId));
  }
}
