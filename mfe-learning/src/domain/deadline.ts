import { dayjs } from '@colleghi/shared/platform';
import { formatDate } from '@colleghi/shared/domain';
import { DEADLINE_WARNING_DAYS } from './constants';

/** The dates a purchase (or a course) ends on, 'YYYY-MM-DD'. */
export interface CourseDates {
  deadline: string | null;
  accreditation_limit: string | null;
}

export type DeadlineKind = 'deadline' | 'accreditation_limit';

export interface DeadlineWarning {
  kind: DeadlineKind;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = today is the last day. */
  daysLeft: number;
}

/** Whole days from `today` to `date` (negative when past); null for a missing or bad date. */
export function daysUntil(date: string | null, today: Date | string = new Date()): number | null {
  if (!date) return null;
  const end = dayjs(date);
  if (!end.isValid()) return null;
  return end.startOf('day').diff(dayjs(today).startOf('day'), 'day');
}

/**
 * The warning that lessons cannot be followed after the deadline or the accreditation limit,
 * when one of them is today or within the next 7 days (the nearer one when both are).
 */
export function deadlineWarning(
  dates: CourseDates,
  today: Date | string = new Date(),
): DeadlineWarning | null {
  const candidates: DeadlineWarning[] = [];
  for (const kind of ['deadline', 'accreditation_limit'] as const) {
    const date = dates[kind];
    const daysLeft = daysUntil(date, today);
    if (date && daysLeft !== null && daysLeft >= 0 && daysLeft <= DEADLINE_WARNING_DAYS) {
      candidates.push({ kind, date, daysLeft });
    }
  }
  candidates.sort((a, b) => a.daysLeft - b.daysLeft);
  return candidates[0] ?? null;
}

/** Whether the deadline is already past: the lessons can no longer be followed. */
export function isCourseExpired(dates: CourseDates, today: Date | string = new Date()): boolean {
  const daysLeft = daysUntil(dates.deadline, today);
  return daysLeft !== null && daysLeft < 0;
}

function whenLabel(daysLeft: number): string {
  if (daysLeft === 0) return 'oggi';
  if (daysLeft === 1) return 'domani';
  return `tra ${daysLeft} giorni`;
}

/** The Italian text of a warning. */
export function deadlineWarningMessage({ kind, date, daysLeft }: DeadlineWarning): string {
  const what = kind === 'deadline' ? 'La scadenza del corso' : 'Il limite di accreditamento';
  return (
    `${what} è ${whenLabel(daysLeft)} (${formatDate(date)}): ` +
    'dopo questa data non sarà più possibile seguire le lezioni.'
  );
}
