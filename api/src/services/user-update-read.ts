import { isEmail } from '@colleghi/rules';
import { z } from 'zod';
import type { Role } from '../db/schema';
import { MSG } from '../lib/messages';
import { isLandline, isPicture, isZip, normalizeEmail, normalizeVat } from '../lib/rules';
import { nullableText, optionalBool, nullableRowRef, strictObject } from '../lib/schema/fields';
import {
  birthDateField,
  fiscalCodeField,
  optionalNameField,
  phoneField,
  roleField,
} from '../lib/schema/users-fields';

/** Read-only keys of the User a client may echo back to PUT users/me/ (they are ignored). */
const USER_READ_ONLY = [
  'id',
  'email',
  'terms',
  'privacy',
  'gdpr',
  'under46',
  'trial_expires_at',
  'subscriptions',
  'created_at',
  'is_aiga',
  'is_certified',
  'is_gold',
  'is_skills',
  'is_custom_skills',
  'custom_skills_count',
  'purchased_skills',
  'skills_limit',
  'skills_locked_until',
  'last_payment',
  'temp_demand',
  'is_new',
  'missing_popups',
];
export const PROFILE_FLAGS = {
  is_cassationist: 'isCassationist',
  is_auditor: 'isAuditor',
  is_sales_delegate: 'isSalesDelegate',
  is_statutory_auditor: 'isStatutoryAuditor',
  is_civil_and_commercial_mediator: 'isCivilAndCommercialMediator',
  is_over_indebtedness_crises: 'isOverIndebtednessCrises',
  is_corporate_crisis_manager: 'isCorporateCrisisManager',
  is_chancellor: 'isChancellor',
  is_chamber_of_commerce: 'isChamberOfCommerce',
} as const;
type FlagColumn = (typeof PROFILE_FLAGS)[keyof typeof PROFILE_FLAGS];
const PROFILE_READ_ONLY = [
  'is_complete',
  'collega_section',
  'custom_skills',
  'credits',
  'birth_month',
];
const LAWFIRM_READ_ONLY = ['id', 'city2'];

/** A data-URL picture of a few MB fits the 6 MB body limit. */
const PICTURE_MAX = 6 * 1024 * 1024;

/** Optional text (null or blank clears it) with a format rule; `check` gives its message. */
function checkedText(max: number, check: (value: string) => string | null) {
  return nullableText({ max }).transform((value, ctx) => {
    const message = value ? check(value) : null;
    if (!message) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const ref = (unknown: string) => nullableRowRef(unknown);
const landline = (v: string) => (isLandline(v) ? null : MSG.landline);

export const lawfirmShape = {
  name: nullableText({ max: 200 }),
  lawyer: nullableText({ max: 200 }),
  description: nullableText({ max: 2000 }),
  description2: nullableText({ max: 2000 }),
  address: nullableText({ max: 300 }),
  city: ref(MSG.city),
  zip: checkedText(10, (v) => (isZip(v) ? null : MSG.zip)),
  phone: checkedText(30, landline),
  fax: checkedText(30, landline),
};

export const profileShape = {
  type: roleField().optional(),
  picture: checkedText(PICTURE_MAX, (v) => (isPicture(v) ? null : MSG.picture)),
  city: ref(MSG.city),
  pec: checkedText(254, (v) => (isEmail(normalizeEmail(v)) ? null : MSG.email)).transform((v) =>
    v ? normalizeEmail(v) : v,
  ),
  vat: checkedText(20, (v) => (normalizeVat(v) ? null : MSG.vat)).transform((v) =>
    v ? normalizeVat(v) : v,
  ),
  register_number: nullableText({ max: 50 }),
  coa_office: ref(MSG.office),
  aiga_section: ref(MSG.section),
  ...(Object.fromEntries(Object.keys(PROFILE_FLAGS).map((key) => [key, optionalBool()])) as Record<
    keyof typeof PROFILE_FLAGS,
    ReturnType<typeof optionalBool>
  >),
  lawfirm: strictObject(lawfirmShape, LAWFIRM_READ_ONLY).nullish(),
  /** Checked against the subscriptions by the update (its errors are under `skills`). */
  skills: z
    .unknown()
    .optional()
    .meta({ description: 'Le competenze scelte: id, o gli oggetti { id, … } ricevuti.' }),
};

/** The fields of PUT users/me/: a partial update, absent fields are unchanged. */
export function userUpdateShape(today: () => Date) {
  return {
    first_name: optionalNameField(),
    last_name: optionalNameField(),
    phone: phoneField().optional(),
    birth_date: birthDateField(today),
    fiscal_code: fiscalCodeField(),
    email_enabled: optionalBool(),
    notifications_enabled: optionalBool(),
    profile: strictObject(profileShape, PROFILE_READ_ONLY).nullish(),
  };
}

export function userUpdateBody(today: () => Date) {
  return strictObject(userUpdateShape(today), USER_READ_ONLY);
}

type Parsed<Shape extends z.ZodRawShape> = Partial<{ [K in keyof Shape]: z.output<Shape[K]> }>;
export type UserUpdateFields = Parsed<ReturnType<typeof userUpdateShape>>;
export type ProfileFields = Parsed<typeof profileShape>;
export type LawfirmFields = Parsed<typeof lawfirmShape>;

export interface UserUpdate {
  user: {
    firstName?: string;
    lastName?: string;
    phone?: string;
    phoneKey?: string;
    birthDate?: string | null;
    fiscalCode?: string | null;
    emailEnabled?: boolean;
    notificationsEnabled?: boolean;
  };
  profile: {
    type?: Role;
    picture?: string | null;
    cityId?: number | null;
    pec?: string | null;
    vat?: string | null;
    registerNumber?: string | null;
    coaOfficeId?: number | null;
    aigaSectionId?: number | null;
  } & Partial<Record<FlagColumn, boolean>>;
  lawfirm: {
    name?: string | null;
    lawyer?: string | null;
    description?: string | null;
    description2?: string | null;
    address?: string | null;
    cityId?: number | null;
    zip?: string | null;
    phone?: string | null;
    fax?: string | null;
  } | null;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * The update a PUT users/me/ body asks for, from its parsed fields (or, for a body its schema
 * refused, the ones that are valid, so the existence checks still run).
 */
export function toUserUpdate(
  user: UserUpdateFields,
  profile: ProfileFields | null | undefined,
  lawfirm: LawfirmFields | null | undefined,
): UserUpdate {
  const update: UserUpdate = {
    user: defined({
      firstName: user.first_name,
      lastName: user.last_name,
      phone: user.phone?.phone,
      phoneKey: user.phone?.phoneKey,
      birthDate: user.birth_date,
      fiscalCode: user.fiscal_code,
      emailEnabled: user.email_enabled,
      notificationsEnabled: user.notifications_enabled,
    }),
    profile: {},
    lawfirm: null,
  };
  if (!profile) return update;
  const flags: Partial<Record<FlagColumn, boolean>> = {};
  for (const [key, column] of Object.entries(PROFILE_FLAGS)) {
    const value = profile[key as keyof typeof PROFILE_FLAGS];
    if (value !== undefined) flags[column] = value;
  }
  update.profile = defined({
    type: profile.type,
    picture: profile.picture,
    cityId: profile.city,
    pec: profile.pec,
    vat: profile.vat,
    registerNumber: profile.register_number,
    coaOfficeId: profile.coa_office,
    aigaSectionId: profile.aiga_section,
    ...flags,
  });
  if (!lawfirm) return update;
  update.lawfirm = defined({
    name: lawfirm.name,
    lawyer: lawfirm.lawyer,
    description: lawfirm.description,
    description2: lawfirm.description2,
    address: lawfirm.address,
    cityId: lawfirm.city,
    zip: lawfirm.zip,
    phone: lawfirm.phone,
    fax: lawfirm.fax,
  });
  return update;
}
