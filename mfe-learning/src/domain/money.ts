import { centsToDecimal, parseEuroCents, vatCents } from '@colleghi/rules';
import type { CatalogItem, PaypalAmount } from '@colleghi/api-contract';
import { PAYPAL_CURRENCY } from './constants';

// Money rules live in @colleghi/rules (re-exported by @colleghi/shared) (integer cents); these are the course-specific ones.
export { centsToDecimal };

/**
 * "49.00" → 4900 (parseEuroCents of @colleghi/rules); a missing or unreadable amount counts
 * as 0 here instead of throwing, since the server prices every order anyway.
 */
export function toCents(amount: string | null | undefined): number {
  if (!amount) return 0;
  try {
    return parseEuroCents(amount);
  } catch {
    return 0;
  }
}

export interface OrderTotals {
  costCents: number;
  vatCents: number;
  totalCents: number;
}

/** What the user pays for an item: the cost plus 22 % VAT (half up). */
export function orderTotals(cost: string): OrderTotals {
  const costCents = toCents(cost);
  const vat = vatCents(costCents);
  return { costCents, vatCents: vat, totalCents: costCents + vat };
}

/** The PayPal order's amount: the net cost as value, the VAT as tax. */
export function paypalAmount(cost: string): PaypalAmount {
  const { costCents, vatCents } = orderTotals(cost);
  return {
    value: centsToDecimal(costCents),
    tax: centsToDecimal(vatCents),
    currency: PAYPAL_CURRENCY,
  };
}

export function isFree(item: Pick<CatalogItem, 'cost'>): boolean {
  return toCents(item.cost) === 0;
}

/**
 * The package's saving as a whole percentage: (full_cost − cost) / full_cost, rounded. 0 when
 * there is nothing to save (or no full cost to compare with).
 */
export function packageSaving(fullCost: string, cost: string): number {
  const full = toCents(fullCost);
  const price = toCents(cost);
  if (full <= 0 || price >= full) return 0;
  return Math.round(((full - price) * 100) / full);
}
