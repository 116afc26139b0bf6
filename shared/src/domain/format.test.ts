import { dayjs, formatDate, formatEuro } from './format';

describe('formatEuro', () => {
  it('uses the Italian format with 2 decimals', () => {
    expect(formatEuro(12345.5)).toBe('12.345,50\u00a0€');
    // Italian CLDR groups thousands only from 5 digits on, as browsers do.
    expect(formatEuro(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuro(20)).toBe('20,00\u00a0€');
    expect(formatEuro(0.129)).toBe('0,13\u00a0€');
  });
});

describe('formatDate', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatDate('2026-03-09')).toBe('09/03/2026');
    expect(formatDate('2026-03-09T10:30:00')).toBe('09/03/2026');
  });

  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('non una data')).toBe('');
  });
});

describe('dayjs', () => {
  it('speaks Italian', () => {
    expect(dayjs('2026-03-09').format('dddd D MMMM')).toBe('lunedì 9 marzo');
  });
});
