import { timeRange } from './time-range';

describe('timeRange', () => {
  it.each([
    [{ all_day: false, start: '09:00:00', end: '09:30:00' }, '09:00 – 09:30'],
    [{ all_day: false, start: '09:00', end: '09:30' }, '09:00 – 09:30'],
    [{ all_day: false, start: '14:15:00', end: null }, '14:15'],
    [{ all_day: true, start: null, end: null }, 'Tutto il giorno'],
    [{ all_day: true, start: '09:00:00', end: '10:00:00' }, 'Tutto il giorno'],
    [{ all_day: false, start: null, end: '10:00:00' }, 'Tutto il giorno'],
  ])('%o -> %s', (event, text) => {
    expect(timeRange(event)).toBe(text);
  });
});
