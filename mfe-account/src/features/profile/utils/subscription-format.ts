import { formatCents, parseEuroCents, variantLabel } from '@colleghi/rules';
import { formatDate } from '@colleghi/shared/domain';
import { monthsLabel } from '../../../domain/subscriptions/offers';
import type { Subscription } from '@colleghi/api-contract';

/** '14,90 €' from the API's '14.90'; '' when the amount is unreadable. */
export function euro(amount: string | null | undefined): string {
  if (!amount) return '';
  try {
    return formatCents(parseEuroCents(amount));
  } catch {
    return '';
  }
}

/** The lines under a subscription's title: price, plan, variant, city, dates. */
export function subscriptionLines(sub: Subscription): string[] {
  const lines: string[] = [];
  const monthly = euro(sub.price);
  if (monthly && sub.payment_method !== 'trial') lines.push(`${monthly} al mese + IVA`);
  if (sub.plan) {
    const discount = sub.plan.percentage > 0 ? `, sconto ${sub.plan.percentage}%` : '';
    lines.push(`Piano di ${monthsLabel(sub.plan.months)}${discount}`);
  }
  if (sub.variant) lines.push(variantLabel(sub.variant.skills_number, sub.type));
  if (sub.city) lines.push(`Secondo comune: ${sub.city.display_name}`);
  if (sub.contained_subscriptions.length > 0) {
    lines.push(`Include: ${sub.contained_subscriptions.map((c) => c.title).join(', ')}`);
  }
  lines.push(`Attivo dal ${formatDate(sub.activation_date)}`);
  return lines;
}

/** Renewal or end date, the part of the card that changes with the subscription's state. */
export function renewalLine(sub: Subscription): string {
  const end = formatDate(sub.expire_at);
  if (sub.unsubscribed) return `Disdetto: resta attivo fino al ${end}`;
  if (sub.payment_method === 'trial') return `Prova gratuita fino al ${end}`;
  const price = euro(sub.next_renewal_price);
  return price ? `Si rinnova il ${end} a ${price} + IVA` : `Si rinnova il ${end}`;
}

export function nextPlanLine(sub: Subscription): string | null {
  if (!sub.next_plan) return null;
  const price = euro(sub.next_plan.amount);
  return `Dal prossimo rinnovo: piano di ${monthsLabel(sub.next_plan.months)}${
    price ? ` a ${price} + IVA` : ''
  }`;
}
