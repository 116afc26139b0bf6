import { atom } from '@colleghi/shared/platform';
import type { City, PaymentType } from '@colleghi/api-contract';

/** A promo code the server accepted for the chosen plan. */
export interface PromoState {
  code: string;
  percentage: number | null;
  /** Fixed discount ("10.00"), when the coupon is an amount rather than a percentage. */
  discount: string | null;
  message: string;
}

/**
 * What the buyer has chosen so far, from /subscription to /subscription-activate. Prices are
 * never stored as totals: every page recomputes them from these choices with the shared pricing
 * functions, and the server prices the purchase again on its own.
 */
export interface PurchaseState {
  paymentType: PaymentType;
  /** additional_skills and qualify. */
  variantId: number | null;
  /** Second city, professional only. */
  city: City | null;
  /** Monthly price the server quoted for that city (string, as the API sends money). */
  cityPrice: string | null;
  planId: number | null;
  promo: PromoState | null;
  sdi: string;
}

export const PURCHASE_STORAGE_KEY = 'colleghi.subscription_purchase';

// Session storage rather than local: a purchase survives the PayPal round trip and a reload of
// the tab, but not into another tab or a later visit where the catalogue may have changed.
function readStored(): PurchaseState | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PURCHASE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PurchaseState> | null;
    return parsed && typeof parsed === 'object' && parsed.paymentType
      ? (parsed as PurchaseState)
      : null;
  } catch {
    return null;
  }
}

function writeStored(state: PurchaseState | null): void {
  try {
    if (state) globalThis.sessionStorage?.setItem(PURCHASE_STORAGE_KEY, JSON.stringify(state));
    else globalThis.sessionStorage?.removeItem(PURCHASE_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the purchase then lives in memory for this page load only.
  }
}

// undefined = storage not read yet; the first read happens when a page first asks.
const storedPurchaseAtom = atom<PurchaseState | null | undefined>(undefined);

type PurchaseUpdate =
  PurchaseState | null | ((previous: PurchaseState | null) => PurchaseState | null);

export const purchaseAtom = atom(
  (get): PurchaseState | null => {
    const value = get(storedPurchaseAtom);
    return value === undefined ? readStored() : value;
  },
  (get, set, update: PurchaseUpdate) => {
    const previous = get(storedPurchaseAtom);
    const current = previous === undefined ? readStored() : previous;
    const next = typeof update === 'function' ? update(current) : update;
    writeStored(next);
    set(storedPurchaseAtom, next);
  },
);

/** A new purchase of `paymentType`: every earlier choice is dropped. */
export function startPurchase(paymentType: PaymentType): PurchaseState {
  return {
    paymentType,
    variantId: paymentType.variants[0]?.id ?? null,
    city: null,
    cityPrice: null,
    planId: null,
    promo: null,
    sdi: '',
  };
}
