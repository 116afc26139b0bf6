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
