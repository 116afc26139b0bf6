import { PROFILE_WIZARD_STEPS } from '../../../domain/profile/wizard';
import type { ProfileWizardDraft, ProfileWizardStep } from '../../../domain/profile/wizard';
import type { FieldErrors } from './field-errors';
import { formBirthDate } from './profile-form';
import type { ProfileFormValues } from './profile-form';
import type { Skill } from '@colleghi/api-contract';

export const WIZARD_STEP_TITLES: Record<ProfileWizardStep, string> = {
  1: 'Foto profilo',
  2: 'Competenze',
  3: 'Data di nascita e codice fiscale',
  4: 'Dati professionali',
  5: 'Studio',
  6: 'Certifica il tuo profilo',
};

/**
 * The shared wizard rules work on their own draft. profileWizardDraft builds one from the saved
 * user; this screen edits the profile form's values (shared with /profile-edit), so its draft
 * follows those values and the skills picked so far.
 */
export function toWizardDraft(
  values: ProfileFormValues,
  skills: readonly Skill[],
): ProfileWizardDraft {
  const firm = values.lawfirm;
  return {
    role: values.type,
    picture: values.picture,
    skills: [...skills],
    birth_date: formBirthDate(values),
    fiscal_code: values.fiscal_code,
    vat: values.vat,
    pec: values.pec,
    register_number: values.register_number,
    coa_office: values.coa_office,
    lawfirm: {
      name: firm.name,
      address: firm.address,
      city: firm.city,
      zip: firm.zip,
      phone: firm.phone,
      fax: firm.fax,
    },
  };
}

const KEY_STEPS: [RegExp, ProfileWizardStep][] = [
  [/^profile\.picture$/, 1],
  [/^(profile\.)?skills/, 2],
  [/^(birth_date|fiscal_code)$/, 3],
  [/^profile\.(vat|pec|register_number|coa_office)$/, 4],
  [/^profile\.lawfirm\./, 5],
];

/** The earliest step showing one of the server's field errors, null when none does. */
export function firstErrorStep(errors: FieldErrors): ProfileWizardStep | null {
  const steps = Object.keys(errors)
    .map((key) => KEY_STEPS.find(([pattern]) => pattern.test(key))?.[1])
    .filter((step): step is ProfileWizardStep => step !== undefined);
  return steps.length > 0 ? (Math.min(...steps) as ProfileWizardStep) : null;
}

export const LAST_STEP = PROFILE_WIZARD_STEPS[PROFILE_WIZARD_STEPS.length - 1];
