import { render, screen } from '@testing-library/react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ThemeProvider, decomposeColor, getContrastRatio } from '@mui/material/styles';
import { BRAND_COLORS, theme } from './theme';
import { DashboardWidgetCard } from './dashboard-widget';
import { PageSkeleton } from './page-skeleton';
import { renderWithProviders } from '../testing';

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

  it('gives each state its own colour, readable filled and outlined (WCAG AA)', () => {
    const tones = ['pending', 'expiring', 'refused', 'done'] as const;
    const colours = tones.map((tone) => theme.palette[tone].main);
    expect(new Set(colours).size).toBe(tones.length);
    for (const tone of tones) {
      const { main, contrastText } = theme.palette[tone];
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(main, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the Italian locale for MUI texts', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps?.clearText).toBe('Svuota');
  });

  it('draws unpressed toggle buttons readable on the page (WCAG AA contrast)', () => {
    render(
      <ThemeProvider theme={theme}>
        <ToggleButtonGroup value="a">
          <ToggleButton value="a">Tutte</ToggleButton>
          <ToggleButton value="b">Oggi</ToggleButton>
        </ToggleButtonGroup>
      </ThemeProvider>,
    );
    const color = getComputedStyle(screen.getByRole('button', { name: 'Oggi' })).color;
    const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const page = decomposeColor(theme.palette.background.default).values;
    const mix = (channel: number, i: number) => Math.round(channel * a + page[i] * (1 - a));
    const seen = `rgb(${mix(r, 0)}, ${mix(g, 1)}, ${mix(b, 2)})`;
    expect(getContrastRatio(seen, theme.palette.background.default)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws initials avatars readable (WCAG AA contrast)', () => {
    const initials = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as {
      backgroundColor: string;
      color: string;
    };
    expect(getContrastRatio(initials.color, initials.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives page titles (h4 as h1) one bold weight and one size', () => {
    expect(theme.typography.h4.fontWeight).toBe(700);
    expect(theme.typography.h4.fontSize).toBe('2.125rem');
    render(
      <ThemeProvider theme={theme}>
        <Typography variant="h4" component="h1">
          Agenda
        </Typography>
      </ThemeProvider>,
    );
    const title = getComputedStyle(screen.getByRole('heading', { level: 1, name: 'Agenda' }));
    expect(title.fontWeight).toBe('700');
    expect(title.fontSize).toBe('2.125rem');
  });

  it('gives card titles (h6) one semibold weight', () => {
    expect(theme.typography.h6.fontWeight).toBe(600);
  });

  it('draws a shared page title and card title with the theme weights, not their own', () => {
    renderWithProviders(
      <>
        <PageSkeleton title="Notizie" />
        <DashboardWidgetCard title="Le tue attività">
          <p>contenuto</p>
        </DashboardWidgetCard>
      </>,
    );
    const page = screen.getByRole('heading', { level: 1, name: 'Notizie' });
    const card = screen.getByRole('heading', { level: 2, name: 'Le tue attività' });
    expect(getComputedStyle(page).fontWeight).toBe(String(theme.typography.h4.fontWeight));
    expect(getComputedStyle(card).fontWeight).toBe(String(theme.typography.h6.fontWeight));
  });
});
