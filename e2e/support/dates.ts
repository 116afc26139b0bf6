/** A day relative to today in Rome, as YYYY-MM-DD (what date inputs and the API use). */
export function romeDay(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(date);
}

/** The same day as the agenda's calendar names it: "mercoledì 25 novembre 2026". */
export function italianLongDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
