import type { City, RequestBody, Role } from '@colleghi/api-contract';
import { validateEmail, validatePassword, validatePhone, validateRequired } from '@colleghi/rules';

export type SignUpValues = {
  type: Role | '';
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  terms: boolean;
  privacy: boolean;
  city: City | null;
  phone: string;
};

export type SignUpField = keyof SignUpValues;

/** Server messages by form field; what the server says about a field the review cannot show goes elsewhere. */
export type SignUpServerErrors = Partial<Record<SignUpField, string>>;

export type SignUpChange = <F extends SignUpField>(field: F, value: SignUpValues[F]) => void;

/** What every group of sign-up fields receives, in its step and again in the review. */
export type SignUpFieldsProps = {
  values: SignUpValues;
  onChange: SignUpChange;
  serverErrors: SignUpServerErrors;
  disabled?: boolean;
};

export const INITIAL_SIGN_UP_VALUES: SignUpValues = {
  type: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  terms: false,
  privacy: false,
  city: null,
  phone: '',
};

export const CITY_REQUIRED_MESSAGE = 'Seleziona una città tra quelle suggerite';
export const TERMS_REQUIRED_MESSAGE = 'Per proseguire devi accettare i termini e condizioni';
export const PRIVACY_REQUIRED_MESSAGE = 'Per proseguire devi accettare l’informativa sulla privacy';

/** Client-side message per field, null when the field is valid. */
export function getSignUpErrors(values: SignUpValues): Record<SignUpField, string | null> {
  return {
    type: validateRequired(values.type),
    first_name: validateRequired(values.first_name.trim()),
    last_name: validateRequired(values.last_name.trim()),
    email: validateEmail(values.email.trim()),
    password: validatePassword(values.password),
    terms: values.terms ? null : TERMS_REQUIRED_MESSAGE,
    privacy: values.privacy ? null : PRIVACY_REQUIRED_MESSAGE,
    // Typed text is not a city: only a suggestion picked from the list sets this value.
    city: values.city ? null : CITY_REQUIRED_MESSAGE,
    // The phone is mandatory at sign-up, whatever validatePhone says of an empty one.
    phone: validateRequired(values.phone.trim()) ?? validatePhone(values.phone.trim()),
  };
}

/** The fields of each data step (0-3), in order. */
export const STEP_FIELDS: readonly (readonly SignUpField[])[] = [
  ['type', 'first_name', 'last_name'],
  ['email', 'password', 'terms', 'privacy'],
  ['city'],
  ['phone'],
];

export function isStepValid(step: number, values: SignUpValues): boolean {
  const errors = getSignUpErrors(values);
  return (STEP_FIELDS[step] ?? []).every((field) => errors[field] === null);
}

export function isSignUpValid(values: SignUpValues): boolean {
  return STEP_FIELDS.every((_fields, step) => isStepValid(step, values));
}

export function toRegisterBody(
  values: SignUpValues,
): RequestBody<'/api/auth/register/', 'post'> | null {
  if (!values.type || !values.city) return null;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password1: values.password,
    password2: values.password,
    phone: values.phone.trim(),
    terms: values.terms,
    privacy: values.privacy,
    gdpr: false,
    profile: { type: values.type, city: values.city.id },
  };
}

/** Server keys (flattened, see flattenFieldErrors) that the review can show under a field. */
const SERVER_KEY_TO_FIELD: Record<string, SignUpField> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  password1: 'password',
  password2: 'password',
  phone: 'phone',
  'profile.city': 'city',
  'profile.type': 'type',
};

/** Splits flattened server errors into those shown under a review field and the rest. */
export function splitServerErrors(flat: Record<string, string>): {
  fields: SignUpServerErrors;
  others: string[];
} {
  const fields: SignUpServerErrors = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(flat)) {
    const field = SERVER_KEY_TO_FIELD[key];
    if (field) fields[field] ??= message;
    else others.push(message);
  }
  return { fields, others };
}
