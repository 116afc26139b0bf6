/** A Grid item's width per breakpoint, in twelfths. */
export interface OfferGridSize {
  xs: number;
  sm: number;
  md: number;
  lg: number;
}

/** The most cards one row holds on a wide screen, and on a medium one. */
const MAX_WIDE = 4;
const MAX_MEDIUM = 3;

/**
 * How many columns the offers take on a wide screen: as many as there are cards up to four, so
 * three plans fill three equal columns instead of leaving a hole in a four-column grid. One card
 * keeps a two-column width: stretched across the page it would read as a banner. Beyond four, the
 * row length that leaves no hole, or failing that the fuller last row.
 */
export function offerColumns(count: number): number {
  if (count <= 2) return 2;
  if (count <= MAX_WIDE) return count;
  const candidates = [MAX_WIDE, MAX_MEDIUM];
  const fill = (columns: number) => (count % columns === 0 ? 1 : (count % columns) / columns);
  return candidates.reduce((best, columns) => (fill(columns) > fill(best) ? columns : best));
}

/** Each offer's Grid size: one column on phones, two on tablets, offerColumns() on wide screens. */
export function offerGridSize(count: number): OfferGridSize {
  const wide = offerColumns(count);
  return { xs: 12, sm: 6, md: 12 / Math.min(wide, MAX_MEDIUM), lg: 12 / wide };
}
