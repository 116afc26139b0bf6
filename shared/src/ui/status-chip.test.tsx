import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { StatusChip } from './status-chip';
import type { StatusTone } from './status-chip';
import { theme } from './theme';

const chipText = (tone: StatusTone) => {
  render(
    <ThemeProvider theme={theme}>
      <StatusChip label="In scadenza" tone={tone} />
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByText('In scadenza')).color;
};

describe('StatusChip', () => {
  it('fills an expiring state with its theme colour, white text on it', () => {
    expect(chipText('expiring')).toBe('rgb(255, 255, 255)');
  });

  it('outlines the other states, their text in their colour', () => {
    expect(chipText('refused')).toBe('rgb(179, 38, 30)');
  });
});
