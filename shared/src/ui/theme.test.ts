import { theme } from './theme';

describe('theme', () => {
  it('carries the brand colours', () => {
    expect(theme.palette.gold.main).toBe('#A17644');
    expect(theme.palette.professional.main).toBe('#f6d560');
  });

  it('uses the Italian locale for MUI texts', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Svuota');
  });
});
