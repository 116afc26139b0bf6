/** A day relative to today in Rome, as YYYY-MM-DD (what date inputs and the API use). */
export function romeDay(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' }).format(date);
}
