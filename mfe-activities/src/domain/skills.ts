import type { EstimateItem } from '@colleghi/api-contract';
import { GENERIC_SKILL_ID } from '@colleghi/shared/domain';

/** The wizard's skill list: demands/estimate/ without 'Generica', sorted by name. */
export function estimateToSkillOptions(items: readonly EstimateItem[]): EstimateItem[] {
  return items
    .filter((item) => item.id !== GENERIC_SKILL_ID)
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
}
