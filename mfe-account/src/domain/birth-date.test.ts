import type { BirthDateParts } from './birth-date';
import {
  MONTHS,
  buildBirthDate,
  clampBirthDay,
  finishBirthDay,
  formatBirthDate,
  isUnder46,
  splitBirthDate,
} from './birth-date';

describe('clampBirthDay', () => {
  it.each([
    ['', ''],
    ['abc', ''],
    ['0', '0'],
    ['00', '1'],
    ['1', '1'],
    ['05', '05'],
    ['050', '31'],
    ['15', '15'],
    ['31', '31'],
    ['32', '31'],
    ['99', '31'],
    ['1a2', '12'],
    ['-5', '5'],
    ['3.5', '31'],
  ])('%p -> %p', (raw, expected) => {
    expect(clampBirthDay(raw)).toBe(expected);
  });
});

describe('finishBirthDay', () => {
  it.each([
    ['', ''],
    ['0', '1'],
    ['05', '5'],
    ['12', '12'],
  ])('%p -> %p', (day, expected) => {
    expect(finishBirthDay(day)).toBe(expected);
  });

  it('typed one key at a time, "05" is the 5th', () => {
    let box = '';
    for (const key of '05') box = clampBirthDay(box + key);
    expect(finishBirthDay(box)).toBe('5');
  });
});

describe('MONTHS', () => {
  it('lists the Italian months with values 1 to 12', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ value: 1, label: 'Gennaio' });
    expect(MONTHS[1]).toEqual({ value: 2, label: 'Febbraio' });
    expect(MONTHS[11]).toEqual({ value: 12, label: 'Dicembre' });
    expect(MONTHS.map((m) => m.label)).toEqual([
      'Gennaio',
      'Febbraio',
      'Marzo',
      'Aprile',
      'Maggio',
      'Giugno',
      'Luglio',
      'Agosto',
      'Settembre',
      'Ottobre',
      'Novembre',
      'Dicembre',
    ]);
  });
});

describe('buildBirthDate', () => {
  it('builds YYYY-MM-DD with zero padding', () => {
    expect(buildBirthDate({ day: '5', month: 3, year: '1985' })).toBe('1985-03-05');
    expect(buildBirthDate({ day: 31, month: '12', year: 1990 })).toBe('1990-12-31');
  });

  it('accepts 29 February only in leap years', () => {
    expect(buildBirthDate({ day: '29', month: 2, year: '2000' })).toBe('2000-02-29');
    expect(buildBirthDate({ day: '29', month: 2, year: '1900' })).toBeNull();
    expect(buildBirthDate({ day: '29', month: 2, year: '1985' })).toBeNull();
  });

  const invalid: Array<[BirthDateParts, string]> = [
    [{ day: '31', month: 2, year: '1985' }, '31 Febbraio'],
    [{ day: '31', month: 4, year: '1985' }, '31 Aprile'],
    [{ day: '0', month: 1, year: '1985' }, 'day 0'],
    [{ day: '', month: 1, year: '1985' }, 'no day'],
    [{ day: '10', month: null, year: '1985' }, 'no month'],
    [{ day: '10', month: 13, year: '1985' }, 'month 13'],
    [{ day: '10', month: 1, year: '' }, 'no year'],
    [{ day: '10', month: 1, year: '198' }, '3-digit year'],
    [{ day: '10', month: 1, year: '19a5' }, 'letters in the year'],
    [{ day: '10', month: 1, year: '0999' }, 'year below 1000'],
    [{ day: '10', month: 1, year: '12345' }, '5-digit year'],
    [{ day: '1.5', month: 1, year: '1985' }, 'decimal day'],
  ];
  it.each(invalid)('returns null for %p (%s)', (parts) => {
    expect(buildBirthDate(parts)).toBeNull();
  });
});

describe('formatBirthDate', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatBirthDate('1985-03-05')).toBe('05/03/1985');
  });

  it.each([null, undefined, '', 'ieri', '1985-02-31'])('is empty for %p', (value) => {
    expect(formatBirthDate(value)).toBe('');
  });
});

describe('splitBirthDate', () => {
  it('fills the three inputs from a stored date', () => {
    expect(splitBirthDate('1985-03-05')).toEqual({ day: '5', month: 3, year: '1985' });
    expect(splitBirthDate(null)).toEqual({ day: '', month: null, year: '' });
  });
});

describe('isUnder46', () => {
  const today = new Date(2026, 4, 20); // 20 May 2026

  it('is true the day before the 46th birthday', () => {
    expect(isUnder46('1980-05-21', today)).toBe(true);
  });

  it('is false on the 46th birthday', () => {
    expect(isUnder46('1980-05-20', today)).toBe(false);
  });

  it('is false after the 46th birthday', () => {
    expect(isUnder46('1980-05-19', today)).toBe(false);
    expect(isUnder46('1970-01-01', today)).toBe(false);
  });

  it('compares months before days', () => {
    expect(isUnder46('1980-06-01', today)).toBe(true);
    expect(isUnder46('1980-04-30', today)).toBe(false);
  });

  it('is true for young professionals', () => {
    expect(isUnder46('1995-12-31', today)).toBe(true);
  });

  it('is false for a missing or invalid date', () => {
    expect(isUnder46('', today)).toBe(false);
    expect(isUnder46('1980-02-30', today)).toBe(false);
  });

  it('uses the current date by default', () => {
    expect(isUnder46('2000-01-01')).toBe(new Date().getFullYear() - 2000 < 46);
  });
});
