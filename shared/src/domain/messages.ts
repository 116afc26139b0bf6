/** Validation messages in the product's exact wording: do not rephrase them. */
export const MESSAGES = {
  invalidField: 'Campo non valido',
  emptyPassword: 'La password non può essere vuota',
  invalidEmailOrPhone: 'E-mail o cellulare non valido',
  invalidEmail: 'E-mail non valida',
  invalidPassword: 'Password non valida',
  invalidFiscalCode: 'Codice Fiscale non valida',
  invalidPhone: 'Numero di cellulare non valido',
  required: 'Il campo è obbligatorio',
  fiscalCodeLength: 'Il codice fiscale deve essere di 16 caratteri',
} as const;

export const PASSWORD_HINT =
  'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera';

export const PASSWORD_MIN_LENGTH = 8;
export const FISCAL_CODE_LENGTH = 16;
