import { isEmail, normalizeFiscalCode, validateFiscalCode } from '@colleghi/rules';
import { CHAMBER_OF_COMMERCE_SKILL_ID, CHANCELLERY_SKILL_ID } from '@colleghi/shared/domain';
import type { RequestBody, Role, User } from '@colleghi/api-contract';

// The 6-step profile completion wizard:
// 1 picture, 2 skills, 3 birth date + fiscal code, 4 professional data, 5 law firm (saves),
// 6 certification offer. Each step's Next needs its own fields and every earlier step's.

export const PROFILE_WIZARD_STEPS = [1, 2, 3, 4, 5, 6] as const;

export type ProfileWizardStep = (typeof PROFILE_WIZARD_STEPS)[number];

/** The step whose button saves the profile; success moves to the next (the offer). */
export const PROFILE_WIZARD_SAVE_STEP: ProfileWizardStep = 5;

/** Anything with an id: a Skill, an Office, a City, a NamedItem. */
export interface WithId {
  id: number;
}

/** What the wizard edits; texts are '' until typed, relations null until chosen. */
export interface ProfileWizardDraft {
  /** Accountants have no skills step requirement (they have no skills sections). */
  role: Role | null;
  /** An existing picture URL, or the data URL of a newly chosen image. */
  picture: string | null;
  skills: WithId[];
  /** YYYY-MM-DD (birthDateToSend), null while incomplete. */
  birth_date: string | null;
  fiscal_code: string;
  vat: string;
  pec: string;
  register_number: string;
  coa_office: WithId | null;
  lawfirm: {
    name: string;
    address: string;
    city: WithId | null;
    zip: string;
    phone: string;
    fax: string;
  };
}

/** The draft prefilled from the signed-in user (or empty without one). */
export function profileWizardDraft(user?: User | null): ProfileWizardDraft {
  const profile = user?.profile;
  const lawfirm = profile?.lawfirm;
  return {
    role: profile?.type ?? null,
    picture: profile?.picture ?? null,
    skills: (profile?.skills ?? []).filter((skill) => !isToggleSkill(skill.id)),
    birth_date: user?.birth_date ?? null,
    fiscal_code: user?.fiscal_code ?? '',
    vat: profile?.vat ?? '',
    pec: profile?.pec ?? '',
    register_number: profile?.register_number ?? '',
    coa_office: profile?.coa_office ?? null,
    lawfirm: {
      name: lawfirm?.name ?? '',
      address: lawfirm?.address ?? '',
      city: lawfirm?.city ?? null,
      zip: lawfirm?.zip ?? '',
      phone: lawfirm?.phone ?? '',
      fax: lawfirm?.fax ?? '',
    },
  };
}

const filled = (value: string): boolean => value.trim() !== '';

/** Whether the fields of one step (alone) are filled. */
export function profileStepFilled(step: ProfileWizardStep, draft: ProfileWizardDraft): boolean {
  switch (step) {
    case 1:
      return true;
    case 2:
      return draft.role === 'ACCOUNTANT' || draft.skills.length > 0;
    case 3:
      return draft.birth_date !== null && validateFiscalCode(draft.fiscal_code) === null;
    case 4:
      return (
        filled(draft.vat) &&
        isEmail(draft.pec) &&
        filled(draft.register_number) &&
        draft.coa_office !== null
      );
    case 5: {
      const { name, address, city, zip, phone, fax } = draft.lawfirm;
      return (
        filled(name) &&
        filled(address) &&
        city !== null &&
        filled(zip) &&
        filled(phone) &&
        filled(fax)
      );
    }
    case 6:
      return true;
  }
}

/**
 * Next (step 5: save) is enabled when this step and every earlier one are filled, and never while
 * the server's field errors are shown.
 */
export function canProceed(
  step: ProfileWizardStep,
  draft: ProfileWizardDraft,
  hasServerErrors: boolean,
): boolean {
  if (hasServerErrors) return false;
  return PROFILE_WIZARD_STEPS.filter((s) => s <= step).every((s) => profileStepFilled(s, draft));
}

/** Progress bar value, 0-100. */
export function profileWizardProgress(step: ProfileWizardStep): number {
  return Math.round((step / PROFILE_WIZARD_STEPS.length) * 100);
}

/**
 * Skills 16 (chancellery) and 17 (chamber of commerce) are never picked: they follow the profile
 * toggles, so the wizard leaves them out of what it edits and of what it saves.
 */
export function isToggleSkill(id: number): boolean {
  return id === CHANCELLERY_SKILL_ID || id === CHAMBER_OF_COMMERCE_SKILL_ID;
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The PUT users/me/ body step 5 sends: empty texts as null, relations as ids, the fiscal code
 * upper-cased. The picture goes up only when it is a newly chosen image (a data URL); skills 16
 * and 17 are left out (they follow the profile toggles).
 */
export function profileWizardToUpdate(
  draft: ProfileWizardDraft,
): RequestBody<'/api/users/me/', 'put'> {
  const { lawfirm } = draft;
  return {
    birth_date: draft.birth_date,
    fiscal_code: orNull(normalizeFiscalCode(draft.fiscal_code)),
    profile: {
      ...(draft.picture?.startsWith('data:') ? { picture: draft.picture } : {}),
      skills: draft.skills.map((skill) => skill.id).filter((id) => !isToggleSkill(id)),
      vat: orNull(draft.vat),
      pec: orNull(draft.pec),
      register_number: orNull(draft.register_number),
      coa_office: draft.coa_office?.id ?? null,
      lawfirm: {
        name: orNull(lawfirm.name),
        address: orNull(lawfirm.address),
        city: lawfirm.city?.id ?? null,
        zip: orNull(lawfirm.zip),
        phone: orNull(lawfirm.phone),
        fax: orNull(lawfirm.fax),
      },
    },
  };
}
