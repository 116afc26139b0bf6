import {
  FISCAL_CODE_LENGTH,
  MESSAGES,
  normalizeFiscalCode,
  validateRequired,
} from '@colleghi/rules';
import type { RequestBody, Role, User } from '@colleghi/api-contract';

// Account confirmation before a purchase (/account-confirm).

export interface AccountConfirmValues {
  first_name: string;
  last_name: string;
  fiscal_code: string;
}

export type AccountConfirmErrors = Partial<Record<keyof AccountConfirmValues, string>>;

/**
 * Each field required ('Il campo è obbligatorio'); the fiscal code, upper-cased and without spaces,
 * exactly 16 characters ('Il codice fiscale deve essere di 16 caratteri'). Only invalid fields
 * appear in the result; the server checks the pattern itself.
 */
export function validateAccountConfirm(values: AccountConfirmValues): AccountConfirmErrors {
  const errors: AccountConfirmErrors = {};
  const firstName = validateRequired(values.first_name);
  if (firstName) errors.first_name = firstName;
  const lastName = validateRequired(values.last_name);
  if (lastName) errors.last_name = lastName;
  const code = normalizeFiscalCode(values.fiscal_code);
  if (code === '') errors.fiscal_code = MESSAGES.required;
  else if (code.length !== FISCAL_CODE_LENGTH) errors.fiscal_code = MESSAGES.fiscalCodeLength;
  return errors;
}

/** Prosegui is enabled only when every field is valid. */
export function isAccountConfirmValid(values: AccountConfirmValues): boolean {
  return Object.keys(validateAccountConfirm(values)).length === 0;
}

/** The form prefilled from the user; the fiscal code upper-cased, as the field shows it. */
export function accountConfirmValues(user: User | null | undefined): AccountConfirmValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    fiscal_code: (user?.fiscal_code ?? '').toUpperCase(),
  };
}

/** The POST users/confirm-account/ body: trimmed names, normalized fiscal code. */
export function accountConfirmBody(
  values: AccountConfirmValues,
  type: Role,
): RequestBody<'/api/users/confirm-account/', 'post'> {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    fiscal_code: normalizeFiscalCode(values.fiscal_code),
    type,
  };
}
