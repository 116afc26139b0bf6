import { darken } from '@mui/material/styles';

export const BRAND_COLORS = {
  navy: '#1b2a41',
  gold: '#A17644',
  professional: '#f6d560',
} as const;

/**
 * The brand gold, darkened just enough to carry text: white text on it, and it as text on the
 * page's background, reach WCAG AA (4.5:1; the brand gold itself gives 4.0:1 with white). Every
 * gold fill and gold text of the theme (`secondary`, `gold`) uses it; BRAND_COLORS.gold stays for
 * accents that carry no text (borders, icons, badges' rims).
 */
export const ACCESSIBLE_GOLD = darken(BRAND_COLORS.gold, 0.14);

/**
 * The colours of a state (a request, an invitation, a payment, a purchase), each dark enough for
 * white text on it and for itself as text on the page's background and on paper (WCAG AA).
 * Status chips take them as `color="pending"` and so on.
 */
export const STATUS_COLORS = {
  /** Waiting for someone: sent, new, assigned, to be paid. */
  pending: '#1e4f8a',
  /** Close to its time and still open: the one to act on today. */
  expiring: '#b45309',
  /** Refused, expired, cancelled, no longer available. */
  refused: '#b3261e',
  /** Concluded, paid, active. */
  done: '#1b6e3a',
} as const;
