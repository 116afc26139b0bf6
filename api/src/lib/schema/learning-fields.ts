import { z } from 'zod';
import { MSG } from '../messages';
import { LEARNING_MSG } from '../../services/learning/messages';
import { euroToCents } from '../../services/learning/money';
import { requiredText, strictObject } from './fields';

/** An amount in euro as PayPal writes it ("49.00", "49.5", "49"), read as cents. */
function euroAmount() {
  return z
    .string({
      error: (issue) => (issue.input == null ? MSG.required : LEARNING_MSG.amountFormat),
    })
    .transform((raw, check) => {
      const cents = euroToCents(raw);
      if (cents === null) {
        check.addIssue({ code: 'custom', message: LEARNING_MSG.amountFormat });
        return z.NEVER;
      }
      return cents;
    })
    .meta({ description: 'In euro, con il punto decimale: "79.00".' });
}

/** PayPal's amount: value is the net cost, tax the 22 % VAT on it. */
const PaypalAmount = strictObject({
  value: euroAmount(),
  tax: euroAmount(),
  currency: requiredText({ max: 3 })
    .refine((code) => code.toUpperCase() === 'EUR', { error: LEARNING_MSG.currency })
    .meta({ description: 'EUR.' }),
}).meta({
  id: 'PaypalAmount',
  description: 'Oggetto { value: "79.00", tax: "17.38", currency: "EUR" }: importo e IVA in euro.',
});

/**
 * The amount of a sandbox PayPal order, `{ value, tax, currency }`. Required: absent or null,
 * it reads as {} so that each of its own fields is reported.
 */
export function orderAmount() {
  return z.preprocess((raw) => raw ?? {}, PaypalAmount);
}
