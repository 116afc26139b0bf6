import { FREE_SKILLS } from '@colleghi/rules';
import { chancellerySkillIdFor } from '@colleghi/shared/domain';
import {
  isAccountant,
  isReservedSkill,
  skillCounts,
  skillSlot,
} from '../../../domain/subscriptions/rules';
import { isToggleSkill } from '../../../domain/profile/wizard';
import type { SkillSlot } from '../../../domain/subscriptions/rules';
import type { Skill, User } from '@colleghi/api-contract';

export const SLOT_TITLES: Record<SkillSlot, string> = {
  basic: 'Collaboratore di base',
  specific: 'Competenze specifiche',
  additional: 'Competenze aggiuntive',
};

/** The skills of one slot, reserved ones (generic, chancellery, chamber of commerce) left out. */
export function skillsOfSlot(skills: readonly Skill[], slot: SkillSlot): Skill[] {
  return skills.filter((skill) => !isReservedSkill(skill) && skillSlot(skill) === slot);
}

/**
 * The ids PUT users/me/ takes. 16 and 17 are not picked: they follow the profile toggles, and the
 * server wants them in the list exactly while their toggle is on (chancellery for lawyers,
 * chamber of commerce for accountants).
 */
export function skillIdsToSave(
  selection: readonly Pick<Skill, 'id'>[],
  user: Pick<User, 'profile'>,
): number[] {
  const picked = selection.map((skill) => skill.id).filter((id) => !isToggleSkill(id));
  const toggleOn = isAccountant(user)
    ? user.profile.is_chamber_of_commerce
    : user.profile.is_chancellor;
  return toggleOn ? [...picked, chancellerySkillIdFor(user.profile.type)] : picked;
}

/**
 * Whether a selection uses slots a subscription grants (beyond the free specific skills, or any
 * purchased one): saving it locks the skills until the subscription expires, hence the warning.
 */
export function usesSubscriptionSlots(selected: readonly Skill[]): boolean {
  const counts = skillCounts(selected);
  return counts.specific > FREE_SKILLS || counts.additional > 0;
}

export function sortByName<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'it'));
}
