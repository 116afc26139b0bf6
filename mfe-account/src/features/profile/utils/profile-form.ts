import { birthDateToSend, birthDateValue } from '../../../domain/birth-date';
import type { ProfileFlags } from '@colleghi/shared/domain';
import type { City, Office, RequestBody, Role, User } from '@colleghi/api-contract';

/** What the edit form and the completion wizard hold while the user types. */
export interface ProfileFormValues {
  picture: string | null;
  type: Role;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD'; '' while empty or not yet a whole, real date. */
  birthDate: string;
  fiscal_code: string;
  city: City | null;
  vat: string;
  pec: string;
  register_number: string;
  coa_office: Office | null;
  flags: ProfileFlags;
  lawfirm: LawfirmFormValues;
}

export interface LawfirmFormValues {
  name: string;
  lawyer: string;
  description: string;
  address: string;
  city: City | null;
  zip: string;
  phone: string;
  fax: string;
}

export function profileToForm(user: User): ProfileFormValues {
  const { profile } = user;
  const firm = profile.lawfirm;
  return {
    picture: profile.picture,
    type: profile.type,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    birthDate: birthDateValue(user.birth_date),
    fiscal_code: user.fiscal_code ?? '',
    city: profile.city,
    vat: profile.vat ?? '',
    pec: profile.pec ?? '',
    register_number: profile.register_number ?? '',
    coa_office: profile.coa_office,
    flags: {
      is_cassationist: profile.is_cassationist,
      is_auditor: profile.is_auditor,
      is_sales_delegate: profile.is_sales_delegate,
      is_statutory_auditor: profile.is_statutory_auditor,
      is_civil_and_commercial_mediator: profile.is_civil_and_commercial_mediator,
      is_over_indebtedness_crises: profile.is_over_indebtedness_crises,
      is_corporate_crisis_manager: profile.is_corporate_crisis_manager,
      is_chancellor: profile.is_chancellor,
      is_chamber_of_commerce: profile.is_chamber_of_commerce,
    },
    lawfirm: {
      name: firm?.name ?? '',
      lawyer: firm?.lawyer ?? '',
      description: firm?.description ?? '',
      address: firm?.address ?? '',
      city: firm?.city ?? null,
      zip: firm?.zip ?? '',
      phone: firm?.phone ?? '',
      fax: firm?.fax ?? '',
    },
  };
}

/** Empty text fields go up as null. */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function formBirthDate(values: ProfileFormValues): string | null {
  return birthDateToSend(values.birthDate);
}

export interface ToBodyOptions {
  /** Accountants have no lawyer field; a gold user may write the firm description. */
  isAccountant: boolean;
  isGold: boolean;
  /** The picture on the server: an unchanged one (possibly a large data URL) is not re-sent. */
  savedPicture: string | null;
}

/** PUT users/me/ body of the whole form; the e-mail is read-only and stays out. */
export function formToBody(
  values: ProfileFormValues,
  options: ToBodyOptions,
): RequestBody<'/api/users/me/', 'put'> {
  const firm = values.lawfirm;
  const flags: Partial<ProfileFlags> = { ...values.flags };
  // The two notification toggles live on /profile, not in this form.
  delete flags.is_chancellor;
  delete flags.is_chamber_of_commerce;
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    birth_date: formBirthDate(values),
    fiscal_code: textOrNull(values.fiscal_code.toUpperCase()),
    profile: {
      type: values.type,
      ...(values.picture === options.savedPicture ? {} : { picture: values.picture }),
      city: values.city?.id ?? null,
      vat: textOrNull(values.vat),
      pec: textOrNull(values.pec),
      register_number: textOrNull(values.register_number),
      coa_office: values.coa_office?.id ?? null,
      ...flags,
      lawfirm: {
        name: textOrNull(firm.name),
        ...(options.isAccountant ? {} : { lawyer: textOrNull(firm.lawyer) }),
        ...(options.isGold ? { description: textOrNull(firm.description) } : {}),
        address: textOrNull(firm.address),
        city: firm.city?.id ?? null,
        zip: textOrNull(firm.zip),
        phone: textOrNull(firm.phone),
        fax: textOrNull(firm.fax),
      },
    },
  };
}
