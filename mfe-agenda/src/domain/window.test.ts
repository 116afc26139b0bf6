import {
  agendaWindow,
  calendarPieces,
  CALENDAR_MAX_DAYS,
  groupByDay,
  isInWindow,
  monthGrid,
} from './window';
import { makeEvent } from '@colleghi/shared/testing';

describe('agendaWindow', () => {
  it.each([
    // One month first (clamped to the month's end), then 15 days.
    ['2026-03-10', '2026-01-26', '2026-04-25'],
    ['2026-03-31', '2026-02-13', '2026-05-15'],
    ['2026-01-31', '2025-12-16', '2026-03-15'],
    ['2027-12-31', '2027-11-15', '2028-02-15'],
    ['2028-01-31', '2027-12-16', '2028-03-15'],
    ['2028-02-29', '2028-01-14', '2028-04-13'],
    ['2028-03-31', '2028-02-14', '2028-05-15'],
  ])('%s loads %s … %s', (selected, date_min, date_max) => {
    expect(agendaWindow(selected)).toEqual({ date_min, date_max });
  });
});

describe('calendarPieces', () => {
  it('keeps a range the API accepts whole', () => {
    const range = { date_min: '2026-10-08', date_max: '2027-01-07' };
    expect(calendarPieces(range)).toEqual([range]);
    const longest = { date_min: '2026-01-01', date_max: '2027-02-05' };
    expect(calendarPieces(longest)).toEqual([longest]);
  });

  it('cuts a longer range into consecutive pieces, none longer than the limit', () => {
    const pieces = calendarPieces({ date_min: '2026-01-01', date_max: '2028-06-30' });
    expect(pieces).toEqual([
      { date_min: '2026-01-01', date_max: '2027-02-05' },
      { date_min: '2027-02-06', date_max: '2028-03-12' },
      { date_min: '2028-03-13', date_max: '2028-06-30' },
    ]);
    for (const piece of pieces) {
      const days = (Date.parse(piece.date_max) - Date.parse(piece.date_min)) / 86_400_000;
      expect(days).toBeLessThanOrEqual(CALENDAR_MAX_DAYS);
    }
  });

  it('works with any limit and a one-day range', () => {
    expect(calendarPieces({ date_min: '2026-11-01', date_max: '2026-11-05' }, 1)).toEqual([
      { date_min: '2026-11-01', date_max: '2026-11-02' },
      { date_min: '2026-11-03', date_max: '2026-11-04' },
      { date_min: '2026-11-05', date_max: '2026-11-05' },
    ]);
    expect(calendarPieces({ date_min: '2026-11-01', date_max: '2026-11-01' })).toEqual([
      { date_min: '2026-11-01', date_max: '2026-11-01' },
    ]);
  });
});

describe('isInWindow', () => {
  const window = { date_min: '2026-02-13', date_max: '2026-05-15' };
  it.each([
    ['2026-02-12', false],
    ['2026-02-13', true],
    ['2026-03-31', true],
    ['2026-05-15', true],
    ['2026-05-16', false],
    ['2025-04-01', false],
  ])('%s -> %s', (date, expected) => {
    expect(isInWindow(date, window)).toBe(expected);
  });
});

describe('monthGrid', () => {
  const span = (weeks: ReturnType<typeof monthGrid>) =>
    weeks.map((week) => `${week[0].date}..${week[6].date}`);

  it('starts a month beginning on Sunday (February 2026) on the Monday before', () => {
    const weeks = monthGrid('2026-02', '2026-02-14');

    expect(span(weeks)).toEqual([
      '2026-01-26..2026-02-01',
      '2026-02-02..2026-02-08',
      '2026-02-09..2026-02-15',
      '2026-02-16..2026-02-22',
      '2026-02-23..2026-03-01',
    ]);
    expect(weeks[0].map((d) => d.inMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(weeks[4].map((d) => d.inMonth)).toEqual([true, true, true, true, true, true, false]);
    expect(weeks.flat().filter((d) => d.isToday)).toEqual([
      { date: '2026-02-14', inMonth: true, isToday: true },
    ]);
  });

  it('includes 29 February in a leap year (2028)', () => {
    const weeks = monthGrid('2028-02', '2028-03-01');

    expect(span(weeks)).toEqual([
      '2028-01-31..2028-02-06',
      '2028-02-07..2028-02-13',
      '2028-02-14..2028-02-20',
      '2028-02-21..2028-02-27',
      '2028-02-28..2028-03-05',
    ]);
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(29);
    // Today in the padding of the next month is still marked.
    expect(weeks[4][2]).toEqual({ date: '2028-03-01', inMonth: false, isToday: true });
  });

  it('needs no padding for February 2021 (Monday 1st, 28 days) and six weeks for March 2026', () => {
    expect(span(monthGrid('2021-02', '2026-01-01'))).toEqual([
      '2021-02-01..2021-02-07',
      '2021-02-08..2021-02-14',
      '2021-02-15..2021-02-21',
      '2021-02-22..2021-02-28',
    ]);
    const march = monthGrid('2026-03', '2026-01-01');
    expect(march).toHaveLength(6);
    expect(march.flat().some((d) => d.isToday)).toBe(false);
    expect(march.every((week) => week.length === 7)).toBe(true);
  });
});

describe('groupByDay', () => {
  it('orders days ascending and, within a day, timed events by start, then all-day, then news', () => {
    const late = makeEvent({ id: 1, date: '2026-03-10', start: '15:00:00' });
    const early = makeEvent({ id: 2, date: '2026-03-10', start: '08:05:00' });
    const allDay = makeEvent({ id: 3, date: '2026-03-10', all_day: true, start: null, end: null });
    const before = makeEvent({ id: 4, date: '2026-03-09', start: '18:00:00' });
    const after = makeEvent({ id: 5, date: '2026-03-12', all_day: true, start: null, end: null });
    const sameStart = makeEvent({ id: 0, date: '2026-03-10', start: '15:00:00' });
    const news = makeEvent({
      id: 6,
      date: '2026-03-10',
      resourcetype: 'News',
      all_day: true,
      start: null,
      end: null,
    });

    const days = groupByDay([news, late, after, early, allDay, before, sameStart]);

    expect(days.map(({ date, events }) => [date, events.map((e) => e.id)])).toEqual([
      ['2026-03-09', [4]],
      ['2026-03-10', [2, 0, 1, 3, 6]],
      ['2026-03-12', [5]],
    ]);
  });

  it('returns no days for no events and leaves the input untouched', () => {
    const events = [makeEvent({ id: 2, date: '2026-03-11' }), makeEvent({ id: 1 })];
    expect(groupByDay([])).toEqual([]);
    groupByDay(events);
    expect(events.map((e) => e.id)).toEqual([2, 1]);
  });
});
