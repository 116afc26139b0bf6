import { centsToDecimal, euroCentsOrNull, vatCents } from '@colleghi/rules';

/** Course money uses the subscriptions' arithmetic: same VAT rounding, same JSON strings. */
export { vatCents };

/** 4900 → "49.00" (JSON money is a decimal string). */
export function centsToEuro(cents: number): string {
  return centsToDecimal(cents);
}

/** "49.00", "49.5", "49" → cents; anything else (numbers, negatives, text) → null. */
export function euroToCents(value: unknown): number | null {
  if (typeof value !== 'string' || value.trim().length > 12) return null;
  return euroCentsOrNull(value);
}
