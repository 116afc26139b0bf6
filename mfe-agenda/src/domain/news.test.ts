import { NEWS_DATE_FILTERS, newsDateRange } from './news';

describe('news date filters', () => {
  it('lists the chips in order with the spec labels', () => {
    expect(NEWS_DATE_FILTERS.map((f) => f.label)).toEqual([
      'Tutte',
      'Oggi',
      'Ieri',
      'Ultima settimana',
    ]);
  });

  it.each([
    ['all', '2026-03-10', { date_min: '2025-03-10' }],
    ['today', '2026-03-10', { date_min: '2026-03-10' }],
    ['yesterday', '2026-03-10', { date_min: '2026-03-09', date_max: '2026-03-09' }],
    ['week', '2026-03-10', { date_min: '2026-03-03' }],
    ['all', '2028-02-29', { date_min: '2027-02-28' }],
    ['yesterday', '2026-03-01', { date_min: '2026-02-28', date_max: '2026-02-28' }],
    ['week', '2026-01-03', { date_min: '2025-12-27' }],
  ] as const)('%s on %s', (filter, today, expected) => {
    expect(newsDateRange(filter, today)).toEqual(expected);
  });

  it('accepts a Date for today', () => {
    expect(newsDateRange('today', new Date(2026, 2, 10, 23, 30))).toEqual({
      date_min: '2026-03-10',
    });
  });
});
