import type { RequestBody } from '@colleghi/api-contract';

export interface SandboxCardValues {
  number: string;
  /** 'MM/AA' */
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: SandboxCardValues = { number: '', expiry: '', cvc: '', name: '' };

/** '4242424242424242' → '4242 4242 4242 4242' (digits only, at most 19). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '0' → '0', '12' → '12/', '1230' → '12/30'. */
export function formatExpiry(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace never sticks.
  if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type CardErrors = Partial<Record<keyof SandboxCardValues, string>>;

/** Shape checks only; the provider judges the card itself (Luhn, expiry, refusal). */
export function validateCard(values: SandboxCardValues): CardErrors {
  const errors: CardErrors = {};
  const digits = values.number.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) errors.number = 'Numero della carta incompleto';
  const match = /^(\d{2})\/(\d{2})$/.exec(values.expiry);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) {
    errors.expiry = 'Scadenza nel formato MM/AA';
  }
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'CVC di 3 o 4 cifre';
  if (values.name.trim() === '') errors.name = 'Il campo è obbligatorio';
  return errors;
}

export function toSandboxBody(
  values: SandboxCardValues,
): RequestBody<'/api/sandbox/payment-methods/', 'post'> {
  const [month = '0', year = '0'] = values.expiry.split('/');
  return {
    number: values.number.replace(/\D/g, ''),
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    cvc: values.cvc,
    name: values.name.trim(),
  };
}
