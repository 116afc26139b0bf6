import type { ProfileFlags, Role } from './types';

// Bodies the client sends. Relations go up as ids, not as the nested objects the API returns.

export interface LoginBody {
  /** An e-mail address or a phone number. */
  email: string;
  password: string;
}

export interface RegisterBody {
  first_name: string;
  last_name: string;
  email: string;
  password1: string;
  password2: string;
  phone: string;
  terms: boolean;
  privacy: boolean;
  gdpr?: boolean;
  profile: { type: Role; city: number };
}

export interface LightRegisterBody {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  privacy: boolean;
  terms: boolean;
  profile: { type: Role; lawfirm: { city: number } };
  temp_demand?: number | null;
}

export interface ResetPasswordBody {
  /** An e-mail address or a phone number. */
  email: string;
}

export interface ChangePasswordBody {
  new_password1: string;
  new_password2: string;
}

export interface LawfirmWrite {
  name: string | null;
  lawyer: string | null;
  description: string | null;
  description2: string | null;
  address: string | null;
  city: number | null;
  zip: string | null;
  phone: string | null;
  fax: string | null;
}

export interface ProfileWrite extends ProfileFlags {
  type: Role;
  picture: string | null;
  city: number | null;
  pec: string | null;
  vat: string | null;
  register_number: string | null;
  coa_office: number | null;
  aiga_section: number | null;
  lawfirm: Partial<LawfirmWrite> | null;
}

/** PUT users/me/ and PUT auth/user/ take any subset of the writable fields. */
export interface UpdateMeBody {
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  birth_date?: string | null;
  fiscal_code?: string | null;
  email_enabled?: boolean;
  notifications_enabled?: boolean;
  profile?: Partial<ProfileWrite>;
}
