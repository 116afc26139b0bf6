import { cardBackground, readableTextOn } from './readable-text';

describe('banner card colours', () => {
  it('draws a diagonal gradient from start to end', () => {
    expect(cardBackground('#1B2A4A', '3D5A98')).toBe(
      'linear-gradient(135deg, #1B2A4A 0%, #3D5A98 100%)',
    );
  });

  it('falls back to one flat colour when the other is not a colour', () => {
    expect(cardBackground('#C9A227', 'oro')).toBe('#C9A227');
    expect(cardBackground('', 'nope')).toBe('#1B2A4A');
  });

  it.each([
    ['#1B2A4A', '#3D5A98', '#FFFFFF'],
    ['#FFF4D6', '#FFE08A', '#1B2A4A'],
    ['#0B3D2E', '#F2F2F2', '#1B2A4A'],
    ['bad', 'worse', '#FFFFFF'],
  ])('on %s → %s writes in %s', (start, end, text) => {
    expect(readableTextOn(start, end)).toBe(text);
  });
});
