import { getContrastRatio } from '@mui/material/styles';
import { BRAND_COLORS, theme } from './theme';

describe('theme', () => {
  it('carries the brand colours', () => {
    expect(BRAND_COLORS.gold).toBe('#A17644');
    expect(theme.palette.professional.main).toBe('#f6d560');
  });

  it('uses a gold that carries text (WCAG AA), derived from the brand gold', () => {
    const page = theme.palette.background.default;
    for (const gold of [theme.palette.gold, theme.palette.secondary]) {
      expect(getContrastRatio(gold.contrastText, gold.main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(gold.main, page)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(gold.main, theme.palette.background.paper)).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    // Still the brand's hue, only darker: the same channels scaled down.
    expect(theme.palette.gold.main).toBe('rgb(138, 101, 58)');
  });

  it('uses the Italian locale for MUI texts', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Svuota');
  });

  it('draws initials avatars readable (WCAG AA contrast)', () => {
    const initials = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as {
      backgroundColor: string;
      color: string;
    };
    expect(getContrastRatio(initials.color, initials.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});
