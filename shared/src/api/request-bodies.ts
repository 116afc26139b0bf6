import type { PaymentMethod, Role } from '@colleghi/api-contract';
import type { ProfileFlags } from '../domain/profile/roles';

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

/** The new password set from a reset link: `uid` and `token` come from the link. */
export interface ConfirmPasswordResetBody {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
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
  /** Skill ids; 16 and 17 follow the is_chancellor / is_chamber_of_commerce toggles instead. */
  skills?: number[];
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

// Subscriptions and payments (issue 5). Optional choices go up as null, never missing.

/** What identifies a purchase; the server prices it, the client never sends an amount. */
export interface PurchaseChoice {
  payment_type_id: number;
  plan_id: number;
  /** additional_skills and qualify only. */
  payment_variant_id: number | null;
  /** Promo code as typed (the server is case-insensitive). */
  code: string | null;
  /** Invoice code; DEFAULT_SDI ('0000000') when none is given. */
  sdi: string | null;
  /** Second city, professional only. */
  city_id: number | null;
}

/** POST stripe/create/ */
export interface CardIntentBody extends PurchaseChoice {
  payment_method_id: string;
  payment_method: 'credit_card';
}

/** POST paypal/setup-tokens/; both urls must be on an app origin. */
export interface PaypalSetupTokenBody extends PurchaseChoice {
  return_url: string;
  cancel_url: string;
}

/** Card details the activate payload may carry (unused by the sandbox flow). */
export interface ActivationPaymentDetails {
  card: {
    number: string;
    /** YYYY-MM */
    expiry: string;
    name: string;
    billing_address?: unknown;
  };
}

/** POST payment-types/{id}/activate/ (the type id goes in the path). */
export interface ActivateBody {
  plan_id: number;
  payment_method: PaymentMethod;
  /** paypal: the approved setup token; credit_card: the succeeded intent id. */
  setup_token?: string;
  /** bank_transfer: a client-generated uuid, the retry key. */
  idempotency_key?: string;
  payment_details?: ActivationPaymentDetails;
  payment_variant_id: number | null;
  code: string | null;
  sdi: string | null;
  city_id: number | null;
}

/** POST sandbox/payment-methods/ (test cards: 4242 4242 4242 4242 succeeds). */
export interface SandboxCardBody {
  /** Digits, spaces allowed. */
  number: string;
  /** 1-12 */
  exp_month: number;
  /** Four digits, e.g. 2030. */
  exp_year: number;
  cvc: string;
  /** Card holder. */
  name: string;
}

/** POST users/confirm-account/ */
export interface ConfirmAccountBody {
  first_name: string;
  last_name: string;
  /** Upper-cased, 16 characters. */
  fiscal_code: string;
  type: Role;
}
