import { FISCAL_CODE_LENGTH, MESSAGES, ROLES, validateRequired } from '@colleghi/shared';
import type { Role, User } from '@colleghi/shared';

export interface AccountForm {
  first_name: string;
  last_name: string;
  fiscal_code: string;
  type: Role;
}

export type AccountField = keyof AccountForm;

export function accountFormFrom(user: User): AccountForm {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    fiscal_code: (user.fiscal_code ?? '').toUpperCase(),
    type: user.profile.type,
  };
}

/** Accountants may only be accountants; everyone else any lawyer role (spec 02 §5). */
export function roleOptions(current: Role): Role[] {
  return current === 'ACCOUNTANT' ? ['ACCOUNTANT'] : ROLES.filter((role) => role !== 'ACCOUNTANT');
}

/** The message under each field, or nothing when it is valid (spec 02 §5 "Account confirm"). */
export function validateAccountForm(form: AccountForm): Partial<Record<AccountField, string>> {
  const errors: Partial<Record<AccountField, string>> = {};
  const firstName = validateRequired(form.first_name);
  if (firstName) errors.first_name = firstName;
  const lastName = validateRequired(form.last_name);
  if (lastName) errors.last_name = lastName;
  const fiscalCode = form.fiscal_code.trim();
  if (fiscalCode === '') errors.fiscal_code = MESSAGES.required;
  else if (fiscalCode.length !== FISCAL_CODE_LENGTH) errors.fiscal_code = MESSAGES.fiscalCodeLength;
  return errors;
}
