const PLAN_NAMES: Readonly<Record<number, string>> = {
  1: 'Mensile',
  3: 'Trimestrale',
  6: 'Semestrale',
  12: 'Annuale',
};

/** 'Annuale', 'Semestrale', 'Trimestrale', 'Mensile'; other lengths by their months. */
export function planName(months: number): string {
  return PLAN_NAMES[months] ?? `${months} mesi`;
}

/** '1 mese', '12 mesi'. */
export function monthsLabel(months: number): string {
  return months === 1 ? '1 mese' : `${months} mesi`;
}

/** How a price reads per period: 'al mese', 'ogni 3 mesi'. */
export function perPeriodLabel(months: number): string {
  return months === 1 ? 'al mese' : `ogni ${months} mesi`;
}
