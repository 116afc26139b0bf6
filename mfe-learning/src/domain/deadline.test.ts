import { daysUntil, deadlineWarning, deadlineWarningMessage, isCourseExpired } from './deadline';

const TODAY = '2026-03-12';

describe('deadline warning', () => {
  it.each([
    // deadline, accreditation limit, expected warning
    [null, null, null],
    ['2026-03-30', '2026-04-30', null],
    ['2026-03-20', null, null], // 8 days
    ['2026-03-19', null, { kind: 'deadline', date: '2026-03-19', daysLeft: 7 }],
    ['2026-03-12', null, { kind: 'deadline', date: '2026-03-12', daysLeft: 0 }],
    ['2026-03-11', null, null], // already past
    [null, '2026-03-15', { kind: 'accreditation_limit', date: '2026-03-15', daysLeft: 3 }],
    ['2026-03-30', '2026-03-13', { kind: 'accreditation_limit', date: '2026-03-13', daysLeft: 1 }],
    ['2026-03-14', '2026-03-18', { kind: 'deadline', date: '2026-03-14', daysLeft: 2 }],
    ['2026-03-10', '2026-03-16', { kind: 'accreditation_limit', date: '2026-03-16', daysLeft: 4 }],
    ['non-una-data', null, null],
  ] as const)('deadline %p, limit %p → %p', (deadline, accreditation_limit, expected) => {
    expect(deadlineWarning({ deadline, accreditation_limit }, TODAY)).toEqual(expected);
  });

  it('counts calendar days, whatever the hour', () => {
    expect(daysUntil('2026-03-13', new Date(2026, 2, 12, 23, 59))).toBe(1);
    expect(daysUntil('2026-03-12', new Date(2026, 2, 12, 0, 1))).toBe(0);
    expect(daysUntil(null, TODAY)).toBeNull();
  });

  it.each([
    ['2026-03-11', true],
    ['2026-03-12', false],
    [null, false],
  ])('deadline %p is expired: %p', (deadline, expired) => {
    expect(isCourseExpired({ deadline, accreditation_limit: null }, TODAY)).toBe(expired);
  });

  it.each([
    [
      { kind: 'deadline', date: '2026-03-19', daysLeft: 7 },
      'La scadenza del corso è tra 7 giorni (19/03/2026): dopo questa data non sarà più possibile seguire le lezioni.',
    ],
    [
      { kind: 'accreditation_limit', date: '2026-03-13', daysLeft: 1 },
      'Il limite di accreditamento è domani (13/03/2026): dopo questa data non sarà più possibile seguire le lezioni.',
    ],
    [
      { kind: 'deadline', date: '2026-03-12', daysLeft: 0 },
      'La scadenza del corso è oggi (12/03/2026): dopo questa data non sarà più possibile seguire le lezioni.',
    ],
  ] as const)('words %p', (warning, text) => {
    expect(deadlineWarningMessage(warning)).toBe(text);
  });
});
