import { cityChangeQuote, formatCents, parseEuroCents } from '@colleghi/rules';
import { monthsLabel } from '../../../domain/subscriptions/offers';
import type { CityChangeQuote } from '@colleghi/rules';
import type { City, Subscription, User } from '@colleghi/api-contract';

/** The subscription carrying the second city: professional, else a bundle containing it. */
export function secondCitySubscription(user: User): Subscription | null {
  return (
    user.subscriptions.find((sub) => sub.type === 'professional') ??
    user.subscriptions.find((sub) =>
      sub.contained_subscriptions.some((inner) => inner.type === 'professional'),
    ) ??
    null
  );
}

/**
 * The user's second city: the professional subscription carries it; the law firm repeats it
 * (and may not exist).
 */
export function secondCityOf(user: User): City | null {
  return secondCitySubscription(user)?.city ?? user.profile.lawfirm?.city2 ?? null;
}

export function quoteFor(sub: Subscription, newPrice: string, now: Date): CityChangeQuote {
  return cityChangeQuote({
    currentMonthlyCents: parseEuroCents(sub.price),
    newMonthlyCents: parseEuroCents(newPrice),
    paymentMethod: sub.payment_method,
    plan: sub.plan,
    expireAt: sub.expire_at,
    now,
  });
}

/** The confirmation text: the lower price from the next renewal, the higher one charged now. */
export function quoteMessage(quote: CityChangeQuote, city: City, newPrice: string): string {
  const monthly = `${formatCents(parseEuroCents(newPrice))} al mese + IVA`;
  switch (quote.kind) {
    case 'next_renewal':
      return `Con ${city.display_name} il prezzo scende a ${monthly}. Il nuovo prezzo si applicherà dal prossimo rinnovo: ${formatCents(quote.newPlanCents)} + IVA per periodo.`;
    case 'charge_now':
      return `Con ${city.display_name} il prezzo sale a ${monthly}. Ti verranno addebitati ora ${formatCents(quote.chargeCents)} + IVA, la differenza scontata per ${monthsLabel(quote.remainingMonths)} rimanenti.`;
    case 'immediate':
      return `Il prezzo resta ${monthly}.`;
  }
}
