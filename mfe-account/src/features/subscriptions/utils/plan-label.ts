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
