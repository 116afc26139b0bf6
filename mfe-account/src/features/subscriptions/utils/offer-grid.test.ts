import { offerColumns, offerGridSize } from './offer-grid';

describe('offerColumns', () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
  ])('lays %i offers in %i columns on a wide screen', (count, columns) => {
    expect(offerColumns(count)).toBe(columns);
  });
});

describe('offerGridSize', () => {
  it('gives three plans three equal columns, two on tablets and one on phones', () => {
    expect(offerGridSize(3)).toEqual({ xs: 12, sm: 6, md: 4, lg: 4 });
  });

  it('keeps four plans in three columns until the screen is wide enough for four', () => {
    expect(offerGridSize(4)).toEqual({ xs: 12, sm: 6, md: 4, lg: 3 });
  });

  it('gives one or two plans half the row each', () => {
    expect(offerGridSize(1)).toEqual({ xs: 12, sm: 6, md: 6, lg: 6 });
    expect(offerGridSize(2)).toEqual({ xs: 12, sm: 6, md: 6, lg: 6 });
  });

  it('never leaves a hole in a full first row on a wide screen', () => {
    for (let count = 1; count <= 12; count += 1) {
      const { lg } = offerGridSize(count);
      expect(Number.isInteger(lg)).toBe(true);
      expect(Math.min(count, 12 / lg) * lg).toBe(count === 1 ? 6 : 12);
    }
  });
});
