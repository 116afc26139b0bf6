import type {
  Lawfirm as CLawfirm,
  CustomSkill as CCustomSkill,
  Profile as CProfile,
  User as CUser,
  Plan as CPlan,
  PaymentType as CPaymentType,
  Subscription as CSubscription,
  PaymentRecord as CPaymentRecord,
  CouponResult as CCouponResult,
} from '@colleghi/api-contract';
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

export type Lawfirm = CLawfirm;

export type CustomSkill = CCustomSkill;

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

export type Profile = CProfile;

export type User = CUser;

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

export type Plan = CPlan;

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
export type PaymentType = CPaymentType;

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
export type Subscription = CSubscription;

export type PaymentRecordKind = 'purchase' | 'city_change';

export type PaymentRecordStatus = 'paid' | 'awaiting_transfer';

export type PaymentRecord = CPaymentRecord;

/** 200 from coupon validation: exactly one of percentage and discount is set. */
export type CouponResult = CCouponResult;

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
