// Domain shapes of the REST API. Those generated from the API's route schemas come from
// @colleghi/api-contract; nullable fields are null on the wire, never missing.
import type { City, NamedEntry, Office, Skill } from '@colleghi/api-contract';

export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type { City, Office, Skill } from '@colleghi/api-contract';

/** AIGA sections and collega sections. */
export type Section = NamedEntry;

export type Subject = NamedEntry;

export type SkillType = Skill['type'];

export type OfficeType = Office['office_type'];

export interface Lawfirm {
  id: number;
  name: string | null;
  lawyer: string | null;
  description: string | null;
  description2: string | null;
  address: string | null;
  city: City | null;
  city2: City | null;
  zip: string | null;
  phone: string | null;
  fax: string | null;
}

export interface CustomSkill {
  id: number;
  name: string;
  description: string | null;
  payment: number | null;
}

export const ROLES = ['LAWYER', 'ESTABLISHED', 'PRACTICING', 'QUALIFIED', 'ACCOUNTANT'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  LAWYER: 'Avvocato',
  ESTABLISHED: 'Avvocato stabilito',
  PRACTICING: 'Praticante avvocato',
  QUALIFIED: 'Praticante avvocato abilitato',
  ACCOUNTANT: 'Commercialista',
};

/** The professional qualifications a profile can flag. */
export interface ProfileFlags {
  is_cassationist: boolean;
  is_auditor: boolean;
  is_sales_delegate: boolean;
  is_statutory_auditor: boolean;
  is_civil_and_commercial_mediator: boolean;
  is_over_indebtedness_crises: boolean;
  is_corporate_crisis_manager: boolean;
  is_chancellor: boolean;
  is_chamber_of_commerce: boolean;
}

export interface Profile extends ProfileFlags {
  type: Role;
  picture: string | null;
  is_complete: boolean;
  city: City | null;
  collega_section: Section | null;
  skills: Skill[];
  custom_skills: CustomSkill[];
  aiga_section: Section | null;
  pec: string | null;
  vat: string | null;
  coa_office: Office | null;
  register_number: string | null;
  lawfirm: Lawfirm | null;
  credits: number;
  birth_month: number | null;
}

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  fiscal_code: string | null;
  terms: boolean;
  privacy: boolean;
  gdpr: boolean;
  under46: boolean;
  trial_expires_at: string | null;
  /** Active subscriptions: not unsubscribed, or unsubscribed but expire_at still ahead. */
  subscriptions: Subscription[];
  profile: Profile;
  created_at: string;
  is_aiga: boolean;
  is_certified: boolean;
  is_gold: boolean;
  is_skills: boolean;
  /** Sum of skills_number of the active additional_skills subscriptions. */
  purchased_skills: number;
  /** 2, + 2 when certified, + purchased_skills. */
  skills_limit: number;
  /** ISO datetime until which saved skills cannot be removed; null when not locked. */
  skills_locked_until: string | null;
  is_custom_skills: boolean;
  /** Qualification slots: sum of qualify skills_number, + 1 when gold. */
  custom_skills_count: number;
  email_enabled: boolean;
  notifications_enabled: boolean;
  last_payment: PaymentRecord | null;
  temp_demand: number | null;
  is_new: boolean;
  missing_popups: number[];
}

export type { MenuItem } from '@colleghi/api-contract';

/** What the autocomplete endpoints return for every kind. */
export type NamedItem = NamedEntry;

export type AutocompleteKind =
  'activities' | 'activities_demands' | 'judges' | 'profile-custom-skills';

export type PopupId = 1 | 2;

export interface PopupSeen {
  popup_id: number;
  seen: boolean;
}

/** 200 { key } from login and 201 { key } from both registrations. */
export interface AuthKey {
  key: string;
}

/** 200 { detail } from password reset and change. */
export interface DetailMessage {
  detail: string;
}

// Subscriptions and payments (issue 5). Money travels as decimal strings with two decimals
// ("14.90"); convert with parseEuroCents and compute in integer cents (domain/subscriptions).

/** How a subscription can be bought. */
export const PAYMENT_METHODS = ['paypal', 'credit_card', 'bank_transfer'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A held subscription may also come from a free trial. */
export type SubscriptionPaymentMethod = PaymentMethod | 'trial';

export const SUBSCRIPTION_TYPES = [
  'professional',
  'gold',
  'additional_skills',
  'qualify',
  'bundle',
] as const;

export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

export interface Plan {
  id: number;
  months: number;
  /** Plan discount, 0-100. */
  percentage: number;
  /** Price of the period at the type's base monthly price, e.g. "95.04". */
  amount: string;
  is_active: boolean;
  is_default: boolean;
  methods: PaymentMethod[];
}

export interface Variant {
  id: number;
  skills_number: number;
  /** Monthly price per skill (or qualification), e.g. "2.90". */
  price: string;
}

/** A subscription type inside a bundle. */
export interface ContainedSubscription {
  id: number;
  type: SubscriptionType;
  title: string;
}

/** An entry of the catalogue (GET payment-types/info/). */
export interface PaymentType {
  id: number;
  type: SubscriptionType;
  title: string;
  /** Bullet items separated by '•'. */
  description: string;
  /** Monthly price, e.g. "9.90". */
  price: string;
  promo_image: string | null;
  /** Months the card price is shown for: 3 for bundle, skills and qualify, else 1. */
  months: number;
  plans: Plan[];
  variants: Variant[];
  contained_subscriptions: ContainedSubscription[];
}

export interface PaymentTypesInfo {
  results: PaymentType[];
  /** purchased_skills < 10; true for guests. */
  additional_skills_buyable: boolean;
}

/** A plan change waiting for the next renewal. */
export interface NextPlan {
  id: number;
  months: number;
  amount: string;
}

/** A subscription the user holds (users/me `subscriptions[]`); its id is the "payment id". */
export interface Subscription {
  id: number;
  payment_type_id: number;
  type: SubscriptionType;
  title: string;
  description: string;
  /** Monthly price actually billed. */
  price: string;
  payment_method: SubscriptionPaymentMethod;
  plan: Plan | null;
  variant: Variant | null;
  /** Second city, professional only. */
  city: City | null;
  purchased_skills: number;
  renewed: boolean;
  promo_image: string | null;
  months: number;
  activation_date: string;
  expire_at: string;
  unsubscribed: boolean;
  next_plan: NextPlan | null;
  next_renewal_price: string;
  /** Extra skills granted. */
  skills: number;
  /** Qualification slots granted. */
  custom_skills: number;
  contained_subscriptions: ContainedSubscription[];
}

export type PaymentRecordKind = 'purchase' | 'city_change';

export type PaymentRecordStatus = 'paid' | 'awaiting_transfer';

export interface PaymentRecord {
  id: number;
  subscription_id: number;
  kind: PaymentRecordKind;
  method: PaymentMethod;
  amount: string;
  vat: string;
  status: PaymentRecordStatus;
  created_at: string;
}

/** 200 from coupon validation: exactly one of percentage and discount is set. */
export interface CouponResult {
  code: string;
  percentage: number | null;
  /** Fixed discount, e.g. "10.00". */
  discount: string | null;
  message: string;
}

/** 400 from coupon validation and from activation refusals. */
export interface MessageBody {
  message: string;
}

export type PaymentIntentState = 'pending' | 'successful' | 'failed';

/** GET stripe/payment-intents/{id}/ (polled every second). */
export interface PaymentIntentStatus {
  id: string;
  status: PaymentIntentState;
  subscription_id: number | null;
  message: string | null;
}

/** POST stripe/create/: the server computes amount and vat. */
export interface CardIntent {
  id: string;
  client_secret: string;
  amount: string;
  vat: string;
}

export interface PaypalLink {
  rel: 'self' | 'approve';
  href: string;
}

/** POST paypal/setup-tokens/: links[1] is the approval page. */
export interface PaypalSetupToken {
  id: string;
  links: PaypalLink[];
  amount: string;
  vat: string;
}

/** 201 (first time) or 200 (replayed) from POST payment-types/{id}/activate/. */
export interface ActivationResult {
  subscription: Subscription;
  payment: PaymentRecord;
  user: User;
}

/** GET payment-types/{id}/city/{cityId}/: monthly price for that city. */
export interface CityPrice {
  city: City;
  price: string;
}

/** GET payment-variants/professional-city/{cityId}/. */
export interface ProfessionalCityPrice extends CityPrice {
  payment_type_id: number;
}

/** POST payment-variants/professional-form/. */
export interface ProfessionalStatement {
  statement_at: string;
}

export type CityChangeResult = 'immediate' | 'next_renewal' | 'charge_now' | 'cleared';

/** PUT payment-variants/change-city/. */
export interface ChangeCityResponse {
  result: CityChangeResult;
  charged: string;
  subscription: Subscription;
}

/** POST sandbox/payment-methods/ (the offline stand-in for Stripe.js createPaymentMethod). */
export interface SandboxPaymentMethod {
  id: string;
}

/** 400 from the sandbox card endpoints, Stripe-style. */
export interface SandboxErrorBody {
  error: { message: string };
}

/** POST sandbox/payment-intents/{id}/confirm/. */
export interface SandboxConfirmResult {
  status: 'succeeded' | 'processing' | 'failed';
  error?: { message: string };
}

/** POST profile-skills/{id}/description/. */
export interface SkillDescription {
  id: number;
  description: string;
}
