import { getContrastRatio } from '@mui/material/styles';
import { theme } from './theme';

describe('theme', () => {
  it('carries the brand colours', () => {
    expect(theme.palette.gold.main).toBe('#A17644');
    expect(theme.palette.professional.main).toBe('#f6d560');
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
