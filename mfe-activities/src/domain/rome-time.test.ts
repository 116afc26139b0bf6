import {
  isDateString,
  isTimeString,
  italianDateParts,
  romeDateTimeToIso,
  upcomingDates,
} from './rome-time';

describe('romeDateTimeToIso', () => {
  it.each([
    ['2026-03-10', '09:30', '2026-03-10T09:30:00+01:00'],
    ['2026-07-15', '18:05', '2026-07-15T18:05:00+02:00'],
    ['2026-03-29', '03:00', '2026-03-29T03:00:00+02:00'],
    ['2026-12-31', '23:55', '2026-12-31T23:55:00+01:00'],
    ['2026-01-01', '00:00', '2026-01-01T00:00:00+01:00'],
  ])('%s %s (Rome) -> %s', (date, time, iso) => {
    expect(romeDateTimeToIso(date, time)).toBe(iso);
  });

  it('is the same instant whatever the browser time zone', () => {
    const iso = romeDateTimeToIso('2026-03-10', '09:30');
    expect(new Date(iso as string).toISOString()).toBe('2026-03-10T08:30:00.000Z');
  });

  it.each([
    ['', '09:30'],
    ['2026-03-10', ''],
    ['2026-02-30', '09:30'],
    ['10/03/2026', '09:30'],
    ['2026-03-10', '24:00'],
    ['2026-03-10', '9:30'],
  ])('%j %j -> null', (date, time) => {
    expect(romeDateTimeToIso(date, time)).toBeNull();
  });
});

describe('date and time checks', () => {
  it.each([
    ['2026-03-10', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['', false],
  ])('isDateString(%j) -> %s', (value, valid) => {
    expect(isDateString(value)).toBe(valid);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['1200', false],
  ])('isTimeString(%j) -> %s', (value, valid) => {
    expect(isTimeString(value)).toBe(valid);
  });
});

describe('italianDateParts', () => {
  it.each([
    ['2026-03-10', 'martedì', '10', 'marzo'],
    ['2026-01-01', 'giovedì', '1', 'gennaio'],
    ['2026-08-16', 'domenica', '16', 'agosto'],
  ])('%s -> %s %s %s', (date, dayName, dayNumber, month) => {
    expect(italianDateParts(date)).toEqual({ dayName, dayNumber, month });
  });
});

describe('upcomingDates', () => {
  it('starts from the Italian today', () => {
    // 23:30 UTC on the 9th is already the 10th in Rome.
    expect(upcomingDates(new Date('2026-03-09T23:30:00Z'), 3)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });

  it('crosses month ends and the DST change', () => {
    expect(upcomingDates(new Date('2026-03-28T12:00:00Z'), 5)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
  });
});
