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
import type {
  NamedEntry,
  Office,
  Skill,
  CardCheckout,
  CardIntentStatus,
  PaypalSetupToken as CPaypalSetupToken,
  SandboxIntentConfirmation,
  SandboxPaymentMethod as CSandboxPaymentMethod,
  SubscriptionActivation,
  RequestBody,
  ResponseBody,
} from '@colleghi/api-contract';

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

export const ROLES = [
  'LAWYER',
  'ESTABLISHED',
  'PRACTICING',
  'QUALIFIED',
  'ACCOUNTANT',
] as const satisfies readonly Role[];

export type Role = CProfile['type'];

export const ROLE_LABELS: Record<Role, string> = {
  LAWYER: 'Avvocato',
  ESTABLISHED: 'Avvocato stabilito',
  PRACTICING: 'Praticante avvocato',
  QUALIFIED: 'Praticante avvocato abilitato',
  ACCOUNTANT: 'Commercialista',
};

/** The professional qualifications a profile can flag. */
export type ProfileFlags = Pick<
  CProfile,
  | 'is_cassationist'
  | 'is_auditor'
  | 'is_sales_delegate'
  | 'is_statutory_auditor'
  | 'is_civil_and_commercial_mediator'
  | 'is_over_indebtedness_crises'
  | 'is_corporate_crisis_manager'
  | 'is_chancellor'
  | 'is_chamber_of_commerce'
>;

export type Profile = CProfile;

export type User = CUser;

export type { MenuItem } from '@colleghi/api-contract';

/** What the autocomplete endpoints return for every kind. */
export type NamedItem = NamedEntry;

export type AutocompleteKind =
  'activities' | 'activities_demands' | 'judges' | 'profile-custom-skills';

export type PopupId = RequestBody<'/api/popups/seen/', 'post'>['popup_id'];

export type PopupSeen = ResponseBody<'/api/popups/has-seen-popup/', 'get'>;

/** 200 { key } from login and 201 { key } from both registrations. */
export type AuthKey = ResponseBody<'/api/auth/login/', 'post'>;

/** 200 { detail } from password reset and change. */
export type DetailMessage = ResponseBody<'/api/auth/password/reset/', 'post'>;

// Subscriptions and payments (issue 5). Money travels as decimal strings with two decimals
// ("14.90"); convert with parseEuroCents and compute in integer cents (domain/subscriptions).

/** How a subscription can be bought. */
export const PAYMENT_METHODS = [
  'paypal',
  'credit_card',
  'bank_transfer',
] as const satisfies readonly PaymentMethod[];

export type PaymentMethod = PaymentRecord['method'];

/** A held subscription may also come from a free trial. */
export type SubscriptionPaymentMethod = Subscription['payment_method'];

export const SUBSCRIPTION_TYPES = [
  'professional',
  'gold',
  'additional_skills',
  'qualify',
  'bundle',
] as const satisfies readonly SubscriptionType[];

export type SubscriptionType = PaymentType['type'];

export type Plan = CPlan;

/** Monthly price per skill (or qualification), e.g. "2.90". */
export type Variant = PaymentType['variants'][number];

/** A subscription type inside a bundle. */
export type ContainedSubscription = PaymentType['contained_subscriptions'][number];

/** An entry of the catalogue (GET payment-types/info/). */
export type PaymentType = CPaymentType;

export type PaymentTypesInfo = ResponseBody<'/api/payment-types/info/', 'get'>;

/** A plan change waiting for the next renewal. */
export type NextPlan = NonNullable<Subscription['next_plan']>;

/** A subscription the user holds (users/me `subscriptions[]`); its id is the "payment id". */
export type Subscription = CSubscription;

export type PaymentRecordKind = PaymentRecord['kind'];

export type PaymentRecordStatus = PaymentRecord['status'];

export type PaymentRecord = CPaymentRecord;

/** 200 from coupon validation: exactly one of percentage and discount is set. */
export type CouponResult = CCouponResult;

/** 400 from coupon validation and from activation refusals. */
export interface MessageBody {
  message: string;
}

export type PaymentIntentState = CardIntentStatus['status'];

/** GET stripe/payment-intents/{id}/ (polled every second). */
export type PaymentIntentStatus = CardIntentStatus;

/** POST stripe/create/: the server computes amount and vat. */
export type CardIntent = CardCheckout;

export type PaypalLink = PaypalSetupToken['links'][number];

/** POST paypal/setup-tokens/: links[1] is the approval page. */
export type PaypalSetupToken = CPaypalSetupToken;

/** 201 (first time) or 200 (replayed) from POST payment-types/{id}/activate/. */
export type ActivationResult = SubscriptionActivation;

/** GET payment-types/{id}/city/{cityId}/: monthly price for that city. */
export type CityPrice = ResponseBody<'/api/payment-types/{id}/city/{cityId}/', 'get'>;

/** GET payment-variants/professional-city/{cityId}/. */
export type ProfessionalCityPrice = ResponseBody<
  '/api/payment-variants/professional-city/{cityId}/',
  'get'
>;

/** POST payment-variants/professional-form/. */
export type ProfessionalStatement = ResponseBody<
  '/api/payment-variants/professional-form/',
  'post'
>;

export type CityChangeResult = ChangeCityResponse['result'];

/** PUT payment-variants/change-city/. */
export type ChangeCityResponse = ResponseBody<'/api/payment-variants/change-city/', 'put'>;

/** POST sandbox/payment-methods/ (the offline stand-in for Stripe.js createPaymentMethod). */
export type SandboxPaymentMethod = CSandboxPaymentMethod;

/** 400 from the sandbox card endpoints, Stripe-style. */
export type SandboxErrorBody = Extract<
  ResponseBody<'/api/sandbox/payment-methods/', 'post', 400>,
  { error: unknown }
>;

/** POST sandbox/payment-intents/{id}/confirm/. */
export type SandboxConfirmResult = SandboxIntentConfirmation;

/** POST profile-skills/{id}/description/. */
export type SkillDescription = ResponseBody<'/api/profile-skills/{skillId}/description/', 'post'>;
