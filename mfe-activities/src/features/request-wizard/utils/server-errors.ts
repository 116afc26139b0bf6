import { flattenFieldErrors } from '@colleghi/shared/platform';
import type { ApiErrorBody } from '@colleghi/shared/platform';
import type { GuestData, RequestDraft, WizardStep } from '../../../domain/wizard';

/** Server field errors keyed as the API names them ('office', 'profile.lawfirm.city'). */
export type FieldErrors = Partial<Record<string, string>>;

export interface ServerErrors {
  fields: FieldErrors;
  /** Messages that belong to no field of the wizard (non_field_errors, detail, ...). */
  formError: string | null;
}

/** The step whose fields the API names, so a refused request reopens where the fix is. */
const FIELD_STEPS: Record<string, WizardStep> = {
  type: 1,
  activity: 2,
  subject: 2,
  money: 2,
  notes: 2,
  office: 3,
  section: 3,
  judge: 3,
  skill: 4,
  is_delayed: 4,
  datetime: 5,
  only_aiga: 5,
  only_certified: 5,
  only_priority: 5,
  first_name: 6,
  last_name: 6,
  email: 6,
  phone: 6,
  privacy: 6,
  terms: 6,
  'profile.type': 6,
  'profile.lawfirm.city': 6,
};

export function splitServerErrors(error: ApiErrorBody | null): ServerErrors {
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [key, message] of Object.entries(flattenFieldErrors(error))) {
    if (key in FIELD_STEPS) fields[key] = message;
    else others.push(message);
  }
  return { fields, formError: others[0] ?? null };
}

/** The earliest step holding one of the errors; null when none belongs to a step. */
export function firstErrorStep(fields: FieldErrors): WizardStep | null {
  const steps = Object.keys(fields)
    .map((key) => FIELD_STEPS[key])
    .filter((step): step is WizardStep => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as WizardStep) : null;
}

/** Which API field each draft field feeds: editing it makes that server error stale. */
const DRAFT_ERROR_KEYS: Record<keyof RequestDraft, string> = {
  type: 'type',
  activity: 'activity',
  subject: 'subject',
  money: 'money',
  moneyMode: 'money',
  notes: 'notes',
  office: 'office',
  section: 'section',
  judge: 'judge',
  skill: 'skill',
  date: 'datetime',
  time: 'datetime',
  only_aiga: 'only_aiga',
  only_certified: 'only_certified',
  only_priority: 'only_priority',
  is_delayed: 'is_delayed',
};

const GUEST_ERROR_KEYS: Record<keyof GuestData, string> = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone: 'phone',
  type: 'profile.type',
  city: 'profile.lawfirm.city',
  privacy: 'privacy',
  terms: 'terms',
};

function clearChanged<T extends object>(
  errors: FieldErrors,
  previous: T,
  next: T,
  keys: Record<keyof T, string>,
): FieldErrors {
  const stale = (Object.keys(keys) as (keyof T)[])
    .filter((field) => previous[field] !== next[field])
    .map((field) => keys[field]);
  if (!stale.some((key) => errors[key] !== undefined)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !stale.includes(key)));
}

export function clearDraftErrors(
  errors: FieldErrors,
  previous: RequestDraft,
  next: RequestDraft,
): FieldErrors {
  return clearChanged(errors, previous, next, DRAFT_ERROR_KEYS);
}

export function clearGuestErrors(
  errors: FieldErrors,
  previous: GuestData,
  next: GuestData,
): FieldErrors {
  return clearChanged(errors, previous, next, GUEST_ERROR_KEYS);
}
