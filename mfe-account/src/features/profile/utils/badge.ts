import { useTheme } from '@mui/material/styles';
import { BADGE_COLORS, profileBadge } from '../../../domain/subscriptions/rules';
import type { User } from '@colleghi/api-contract';

export interface BadgeStyle {
  label: string;
  /** The plan's brand colour: the ring around the picture. */
  color: string;
  /** The badge's own fill, behind its text: the brand gold is too light for white text. */
  fill: string;
  /** Text colour readable on `fill`. */
  contrast: string;
}

const LABELS = {
  gold: 'Gold',
  professional: 'Professional',
  both: 'Gold · Professional',
} as const;

/**
 * The badge of the profile: gold, professional yellow, or gold for both. The gold fill comes from
 * the page's theme (the host's): importing the theme object instead would build a second one in
 * this remote, bundling createTheme and the locale into /profile's first load.
 */
export function useBadgeStyle(user: User): BadgeStyle | null {
  const theme = useTheme();
  const badge = profileBadge(user);
  if (!badge) return null;
  return {
    label: LABELS[badge],
    color: BADGE_COLORS[badge],
    fill: badge === 'professional' ? BADGE_COLORS.professional : theme.palette.gold.main,
    contrast: badge === 'professional' ? '#1b2a41' : '#ffffff',
  };
}
