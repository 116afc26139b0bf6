import { dayjs } from '@colleghi/shared/platform';

export type NewsDateFilter = 'all' | 'today' | 'yesterday' | 'week';

export interface NewsDateFilterOption {
  value: NewsDateFilter;
  label: string;
}

/** The news date chips, in display order; 'all' is the default. */
export const NEWS_DATE_FILTERS: readonly NewsDateFilterOption[] = [
  { value: 'all', label: 'Tutte' },
  { value: 'today', label: 'Oggi' },
  { value: 'yesterday', label: 'Ieri' },
  { value: 'week', label: 'Ultima settimana' },
];

export interface NewsDateRange {
  date_min: string;
  date_max?: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * The articles/ date query of a filter: Tutte 1 year back, Oggi today, Ieri only yesterday,
 * Ultima settimana 1 week back. `today` is a Date or 'YYYY-MM-DD' (defaults to now).
 */
export function newsDateRange(
  filter: NewsDateFilter,
  today: Date | string = new Date(),
): NewsDateRange {
  const day = dayjs(today).startOf('day');
  switch (filter) {
    case 'today':
      return { date_min: day.format(DAY) };
    case 'yesterday': {
      const yesterday = day.subtract(1, 'day').format(DAY);
      return { date_min: yesterday, date_max: yesterday };
    }
    case 'week':
      return { date_min: day.subtract(1, 'week').format(DAY) };
    case 'all':
      return { date_min: day.subtract(1, 'year').format(DAY) };
  }
}
