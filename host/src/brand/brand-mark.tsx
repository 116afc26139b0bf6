import BalanceIcon from '@mui/icons-material/Balance';

export const BRAND_MARK_TEST_ID = 'brand-mark';

export interface BrandMarkProps {
  /** 'small' in the header's tile, 'large' beside the name on the guest screens. */
  size?: 'small' | 'large';
}

/**
 * The one logo mark of Colleghi: the scales of justice. The header, the sign-in screens and the
 * landing page all draw it from here, so the brand cannot show a gavel in one place and scales
 * in another. Decorative: the name next to it (or the link's label) says what it is.
 */
export function BrandMark({ size = 'large' }: BrandMarkProps) {
  return <BalanceIcon fontSize={size} aria-hidden data-testid={BRAND_MARK_TEST_ID} />;
}
