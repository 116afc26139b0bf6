/** The AIGA "under 46" threshold: a lawyer is under 46 until the 46th birthday. */
export const UNDER_46_THRESHOLD = 46;

/**
 * Age strictly below 46 on the calendar day `today` (YYYY-MM-DD): turning 46 that day is no
 * longer under 46. False when birthDate is not a real YYYY-MM-DD date. The caller picks the day:
 * the web app the user's local day, the API the UTC day.
 */
export function isUnder46OnDay(birthDate: string, today: string): boolean {
  const birth = dateParts(birthDate);
  const day = dateParts(today);
  if (!birth || !day) return false;
  const birthdayReached =
    day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (birthdayReached ? 0 : 1) < UNDER_46_THRESHOLD;
}

function dateParts(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > lastDay) return null;
  return { year, month, day };
}
