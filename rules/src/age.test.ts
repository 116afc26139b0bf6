import { UNDER_46_THRESHOLD, isUnder46OnDay } from './age';

describe('isUnder46OnDay', () => {
  const today = '2026-05-20';

  it('is true the day before the 46th birthday, false on it and after', () => {
    expect(isUnder46OnDay('1980-05-21', today)).toBe(true);
    expect(isUnder46OnDay('1980-05-20', today)).toBe(false);
    expect(isUnder46OnDay('1980-05-19', today)).toBe(false);
    expect(isUnder46OnDay('1970-01-01', today)).toBe(false);
  });

  it('compares months before days', () => {
    expect(isUnder46OnDay('1980-06-01', today)).toBe(true);
    expect(isUnder46OnDay('1980-04-30', today)).toBe(false);
  });

  it('is true for young professionals, across a year end', () => {
    expect(isUnder46OnDay('1995-12-31', today)).toBe(true);
    expect(isUnder46OnDay('1980-12-31', '2026-12-30')).toBe(true);
    expect(isUnder46OnDay('1980-12-31', '2026-12-31')).toBe(false);
  });

  it('a 29 February birthday is reached on 1 March of other years', () => {
    expect(isUnder46OnDay('1980-02-29', '2026-02-28')).toBe(true);
    expect(isUnder46OnDay('1980-02-29', '2026-03-01')).toBe(false);
  });

  it('is false for what is not a date', () => {
    expect(isUnder46OnDay('', today)).toBe(false);
    expect(isUnder46OnDay('1990-02-30', today)).toBe(false);
    expect(isUnder46OnDay('1990-13-01', today)).toBe(false);
  });

  it('the threshold is 46', () => {
    expect(UNDER_46_THRESHOLD).toBe(46);
  });
});
