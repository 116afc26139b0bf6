import {
  birthDateToSend,
  birthDateValue,
  formatBirthDate,
  isUnder46,
  latestBirthDate,
} from './birth-date';

describe('birthDateValue', () => {
  it('fills the field from a stored date', () => {
    expect(birthDateValue('1985-03-05')).toBe('1985-03-05');
    expect(birthDateValue('1985-03-05T00:00:00Z')).toBe('1985-03-05');
  });

  it.each([null, undefined, '', 'ieri', '1985-02-31'])('is empty for %p', (value) => {
    expect(birthDateValue(value)).toBe('');
  });
});

describe('birthDateToSend', () => {
  it('sends a real YYYY-MM-DD date as it is', () => {
    expect(birthDateToSend('1985-03-05')).toBe('1985-03-05');
    expect(birthDateToSend('2000-02-29')).toBe('2000-02-29');
  });

  it.each(['', '1985-02-29', '1985-02-31', '1985-3-5', '05/03/1985', '1985-03-05T00:00:00Z'])(
    'sends null for %p',
    (value) => {
      expect(birthDateToSend(value)).toBeNull();
    },
  );
});

describe('latestBirthDate', () => {
  it('is today on the local calendar', () => {
    expect(latestBirthDate(new Date(2026, 4, 20, 23, 30))).toBe('2026-05-20');
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
