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

/** The password rule in words: the sign-up hint, and the API's message when it is broken. */
export const PASSWORD_HINT =
  'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera';

/** A fiscal code of the right form that does not match the names given with it. */
export const FISCAL_CODE_CHECK_MESSAGE =
  'Non riusciamo a verificare i tuoi dati. Controlla che siano corretti.';

export const PASSWORD_MIN_LENGTH = 8;
export const FISCAL_CODE_LENGTH = 16;
export const EMAIL_MAX_LENGTH = 254;
