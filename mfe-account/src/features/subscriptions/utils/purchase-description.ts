import { variantLabel } from '@colleghi/rules';
import { monthsLabel } from '../../../domain/subscriptions/offers';
import type { Plan } from '@colleghi/api-contract';
import type { PurchaseState } from '../purchase-state';
import { planName } from './plan-label';

/** 'Competenze aggiuntive · 3 competenze', 'Professional · Secondo comune Milano (MI)'. */
export function purchaseTitle(purchase: PurchaseState): string {
  const { paymentType } = purchase;
  const variant = paymentType.variants.find((entry) => entry.id === purchase.variantId);
  const parts = [paymentType.title];
  if (variant) parts.push(variantLabel(variant.skills_number, paymentType.type));
  if (purchase.city) parts.push(`Secondo comune ${purchase.city.display_name}`);
  return parts.join(' · ');
}

/** The title plus the plan: 'Professional · Piano Annuale (12 mesi)'. */
export function purchaseDescription(purchase: PurchaseState, plan: Plan | null): string {
  const title = purchaseTitle(purchase);
  return plan ? `${title} · Piano ${planName(plan.months)} (${monthsLabel(plan.months)})` : title;
}
