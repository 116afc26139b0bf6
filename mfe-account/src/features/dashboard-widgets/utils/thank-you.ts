import { SUBSCRIPTION_TYPES } from '../../../domain/subscriptions/offers';
import type { SubscriptionType } from '@colleghi/api-contract';
import { SUBSCRIPTION_TYPE_NAMES } from './texts';

// After a purchase the payment flow lands on /dashboard with `state: { subscription }`: the
// Subscription, an object with its title and/or type, a title, or null when it is not known.

export interface PurchasedSubscription {
  /** What the thank-you names: the title, else the type's name; null when neither is known. */
  name: string | null;
  type: SubscriptionType | null;
}

function asType(value: unknown): SubscriptionType | null {
  return SUBSCRIPTION_TYPES.find((type) => type === value) ?? null;
}

function asTitle(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function purchased(title: string | null, type: SubscriptionType | null): PurchasedSubscription {
  return { name: title ?? (type ? SUBSCRIPTION_TYPE_NAMES[type] : null), type };
}

/** The purchase a location state announces, or null when it announces none. */
export function purchasedSubscription(state: unknown): PurchasedSubscription | null {
  if (typeof state !== 'object' || state === null || !('subscription' in state)) return null;
  const { subscription } = state as { subscription: unknown };
  if (typeof subscription === 'string') {
    const type = asType(subscription);
    return purchased(type ? null : asTitle(subscription), type);
  }
  if (typeof subscription === 'object' && subscription !== null) {
    const { title, type } = subscription as { title?: unknown; type?: unknown };
    return purchased(asTitle(title), asType(type));
  }
  return purchased(null, null);
}

/** The activation page sends failures here with ?subscription_error (it already showed a toast). */
export function hasSubscriptionError(search: string): boolean {
  return new URLSearchParams(search).has('subscription_error');
}

/** The purchase the thank-you shows on this location: none after a failed activation. */
export function thankYouFor(location: {
  search: string;
  state: unknown;
}): PurchasedSubscription | null {
  return hasSubscriptionError(location.search) ? null : purchasedSubscription(location.state);
}
