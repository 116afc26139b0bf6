import { z } from 'zod';
import { MSG } from '../messages';
import { LEARNING_MSG } from '../../services/learning/messages';
import { euroToCents } from '../../services/learning/money';
import { requiredText, strictObject } from './fields';

/** An amount in euro as PayPal writes it ("49.00", "49.5", "49"), read as cents. */
function euroAmount() {
  return z.unknown().transform((raw, check) => {
    if (raw === undefined || raw === null) {
      check.addIssue({ code: 'custom', message: MSG.required });
      return z.NEVER;
    }
    const cents = euroToCents(raw);
    if (cents === null) {
      check.addIssue({ code: 'custom', message: LEARNING_MSG.amountFormat });
      return z.NEVER;
    }
    return cents;
  });
}

const AmountShape = strictObject({
  value: euroAmount(),
  tax: euroAmount(),
  currency: requiredText({ max: 3 }).refine((code) => code.toUpperCase() === 'EUR', {
    error: LEARNING_MSG.currency,
  }),
});

/**
 * The amount of a sandbox PayPal order, `{ value, tax, currency }`. Required: absent or null,
 * it reads as {} so that each of its own fields is reported.
 */
export function orderAmount() {
  return z
    .unknown()
    .meta({
      description:
        'Oggetto { value: "79.00", tax: "17.38", currency: "EUR" }: importo e IVA in euro.',
    })
    .transform((raw, check) => {
      const result = AmountShape.safeParse(raw ?? {});
      if (result.success) return result.data;
      for (const issue of result.error.issues) check.addIssue({ ...issue } as never);
      return z.NEVER;
    });
}
