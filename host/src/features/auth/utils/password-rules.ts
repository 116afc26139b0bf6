import { PASSWORD_MIN_LENGTH } from '@colleghi/rules';

export interface PasswordRule {
  label: string;
  met: boolean;
}

/**
 * The password rule (PASSWORD_HINT) split into its parts, so the field can tick each one as it
 * is typed. The checks are those of isValidPassword: all met means the password is valid.
 */
export function passwordRules(value: string): PasswordRule[] {
  return [
    { label: `Almeno ${PASSWORD_MIN_LENGTH} caratteri`, met: value.length >= PASSWORD_MIN_LENGTH },
    { label: 'Almeno un numero', met: /\d/.test(value) },
    // isValidPassword wants a lowercase letter: saying so spares a puzzle over "ABCDEFG1".
    { label: 'Almeno una lettera minuscola', met: /[a-z]/.test(value) },
  ];
}
