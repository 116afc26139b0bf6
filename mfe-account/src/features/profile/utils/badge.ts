import { BADGE_COLORS, profileBadge } from '@colleghi/shared';
import type { User } from '@colleghi/shared';

export interface BadgeStyle {
  label: string;
  color: string;
  /** Text colour readable on `color`. */
  contrast: string;
}

const LABELS = {
  gold: 'Gold',
  professional: 'Professional',
  both: 'Gold · Professional',
} as const;

/** The badge of the profile: gold, professional yellow, or gold for both (spec 02 §6, §9). */
export function badgeStyle(user: User): BadgeStyle | null {
  const badge = profileBadge(user);
  if (!badge) return null;
  return {
    label: LABELS[badge],
    color: BADGE_COLORS[badge],
    contrast: badge === 'professional' ? '#1b2a41' : '#ffffff',
  };
}
