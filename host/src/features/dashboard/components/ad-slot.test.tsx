import { screen } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { renderWithProviders } from '@colleghi/shared/testing';
import { AdSlot } from './ad-slot';

/** A CSS rgb()/rgba() colour laid on white, as the eye sees it on the card. */
function onWhite(color: string): string {
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const mix = (channel: number) => Math.round(channel * a + 255 * (1 - a));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

describe('AdSlot', () => {
  it('is a named aside whose placeholder text is readable (WCAG AA)', () => {
    renderWithProviders(<AdSlot />);
    expect(screen.getByRole('complementary', { name: 'Spazio pubblicitario' })).toBeInTheDocument();
    const text = getComputedStyle(screen.getByText('Pubblicità')).color;
    expect(getContrastRatio(onWhite(text), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
