import { formatCents } from '@colleghi/rules';
import { toCents } from '../../../domain/money';

/** '49,00 €' from the API's decimal string. */
export function formatPrice(amount: string): string {
  return formatCents(toCents(amount));
}
