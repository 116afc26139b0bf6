import { getContrastRatio, getLuminance } from '@mui/material/styles';

const HEX = /^#?([0-9a-f]{6})$/i;

const DARK_TEXT = '#1B2A4A';
const LIGHT_TEXT = '#FFFFFF';

/** '#RRGGBB' (with or without the '#' on the wire), or null when it is not a colour. */
function normalise(color: string): string | null {
  const match = HEX.exec(color.trim());
  return match ? `#${match[1]}` : null;
}

/**
 * Text colour that stays readable on a gradient between two colours: white unless the lighter
 * end contrasts better with the dark brand text. Unreadable colours count as dark.
 */
export function readableTextOn(start: string, end: string): string {
  const ends = [normalise(start), normalise(end)].filter((c): c is string => c !== null);
  if (ends.length === 0) return LIGHT_TEXT;
  const lightest = ends.reduce((a, b) => (getLuminance(b) > getLuminance(a) ? b : a));
  const withWhite = getContrastRatio(lightest, LIGHT_TEXT);
  const withDark = getContrastRatio(lightest, DARK_TEXT);
  return withWhite >= withDark ? LIGHT_TEXT : DARK_TEXT;
}

/** The CSS background of a card: a diagonal gradient, or a flat colour when an end is bad. */
export function cardBackground(start: string, end: string): string {
  const from = normalise(start);
  const to = normalise(end);
  if (from && to) return `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;
  return from ?? to ?? DARK_TEXT;
}
