import { formatCents } from '@colleghi/shared';
import { toCents } from '../../../domain/money';

/** '49,00 €' from the API's decimal string. */
export function formatPrice(amount: string): string {
  return formatCents(toCents(amount));
}
