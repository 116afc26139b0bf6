import type { Role } from '../db/schema';
import type { BodyReader } from '../lib/body-reader';
import { MSG } from '../lib/messages';
import { isEmail } from '@colleghi/rules';
import { isLandline, isPicture, isZip, normalizeEmail, normalizeVat } from '../lib/rules';
import { readBirthDate, readFiscalCode, readName, readPhone, readRole } from './user-fields';

/** Writable and echo-tolerated keys of PUT users/me/ (the rest of the User shape is read-only). */
const USER_WRITABLE = [
  'first_name',
  'last_name',
  'phone',
  'birth_date',
  'fiscal_code',
  'email_enabled',
  'notifications_enabled',
  'profile',
];
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
const PROFILE_WRITABLE = [
  'type',
  'picture',
  'city',
  'pec',
  'vat',
  'register_number',
  'coa_office',
  'aiga_section',
  'lawfirm',
  ...Object.keys(PROFILE_FLAGS),
];
const PROFILE_READ_ONLY = [
  'is_complete',
  'collega_section',
  'skills',
  'custom_skills',
  'credits',
  'birth_month',
];
const LAWFIRM_WRITABLE = [
  'name',
  'lawyer',
  'description',
  'description2',
  'address',
  'city',
  'zip',
  'phone',
  'fax',
];
const LAWFIRM_READ_ONLY = ['id', 'city2'];

/** A data-URL picture of a few MB fits the 6 MB body limit. */
const PICTURE_MAX = 6 * 1024 * 1024;

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

function optionalText(
  body: BodyReader,
  key: string,
  max: number,
  check?: (v: string) => string | null,
) {
  const value = body.text(key, { nullable: true, max });
  if (!value || !check) return value;
  const message = check(value);
  if (message) body.error(key, message);
  return message ? undefined : value;
}

/** Reads and checks the format of a PUT users/me/ body (existence checks come after). */
export function readUserUpdate(body: BodyReader, today: Date): UserUpdate {
  body.allowOnly(USER_WRITABLE, USER_READ_ONLY);
  const phone = body.has('phone') ? readPhone(body, 'phone', true) : undefined;
  const update: UserUpdate = {
    user: defined({
      firstName: body.has('first_name') ? readName(body, 'first_name', true) : undefined,
      lastName: body.has('last_name') ? readName(body, 'last_name', true) : undefined,
      phone: phone?.phone,
      phoneKey: phone?.phoneKey,
      birthDate: readBirthDate(body, 'birth_date', today),
      fiscalCode: readFiscalCode(body, 'fiscal_code'),
      emailEnabled: body.bool('email_enabled'),
      notificationsEnabled: body.bool('notifications_enabled'),
    }),
    profile: {},
    lawfirm: null,
  };
  const profile = body.object('profile');
  if (!profile) return update;
  profile.allowOnly(PROFILE_WRITABLE, PROFILE_READ_ONLY);
  const flags: Partial<Record<FlagColumn, boolean>> = {};
  for (const [key, column] of Object.entries(PROFILE_FLAGS)) {
    const value = profile.bool(key);
    if (value !== undefined) flags[column] = value;
  }
  const pec = optionalText(profile, 'pec', 254, (v) =>
    isEmail(normalizeEmail(v)) ? null : MSG.email,
  );
  const vat = optionalText(profile, 'vat', 20, (v) => (normalizeVat(v) ? null : MSG.vat));
  update.profile = defined({
    type: profile.has('type') ? readRole(profile, 'type', true) : undefined,
    picture: optionalText(profile, 'picture', PICTURE_MAX, (v) =>
      isPicture(v) ? null : MSG.picture,
    ),
    cityId: profile.ref('city', { nullable: true, unknown: MSG.city }),
    pec: pec ? normalizeEmail(pec) : pec,
    vat: vat ? normalizeVat(vat) : vat,
    registerNumber: optionalText(profile, 'register_number', 50),
    coaOfficeId: profile.ref('coa_office', { nullable: true, unknown: MSG.office }),
    aigaSectionId: profile.ref('aiga_section', { nullable: true, unknown: MSG.section }),
    ...flags,
  });
  const lawfirm = profile.object('lawfirm');
  if (!lawfirm) return update;
  lawfirm.allowOnly(LAWFIRM_WRITABLE, LAWFIRM_READ_ONLY);
  const landline = (v: string) => (isLandline(v) ? null : MSG.landline);
  update.lawfirm = defined({
    name: optionalText(lawfirm, 'name', 200),
    lawyer: optionalText(lawfirm, 'lawyer', 200),
    description: optionalText(lawfirm, 'description', 2000),
    description2: optionalText(lawfirm, 'description2', 2000),
    address: optionalText(lawfirm, 'address', 300),
    cityId: lawfirm.ref('city', { nullable: true, unknown: MSG.city }),
    zip: optionalText(lawfirm, 'zip', 10, (v) => (isZip(v) ? null : MSG.zip)),
    phone: optionalText(lawfirm, 'phone', 30, landline),
    fax: optionalText(lawfirm, 'fax', 30, landline),
  });
  return update;
}
