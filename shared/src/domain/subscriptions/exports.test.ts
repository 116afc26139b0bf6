import * as shared from '../../index';
import * as testing from '../../testing';

// The subscriptions, payments and profile surface the account remote imports (issue 5 contract).
const SUBSCRIPTION_EXPORTS = [
  'PAYMENT_METHODS',
  'SUBSCRIPTION_TYPES',
  'getPaymentTypesInfo',
  'getCityPrice',
  'getProfessionalCityPrice',
  'sendProfessionalStatement',
  'changeCity',
  'validateCoupon',
  'createCardIntent',
  'getPaymentIntent',
  'createPaypalSetupToken',
  'activateSubscription',
  'getPlansInfo',
  'changePlan',
  'cancelSubscription',
  'getPaymentRecords',
  'confirmSandboxCardPayment',
  'createSandboxPaymentMethod',
  'confirmAccount',
  'setSkillDescription',
  'createCustomSkill',
  'deleteCustomSkill',
  'setCustomSkillDescription',
  'changePassword',
  'parseEuroCents',
  'formatCents',
  'roundDiv',
  'monthlyCents',
  'planCents',
  'applyPromo',
  'originalCents',
  'threeMonthCents',
  'vatCents',
  'variantLabel',
  'priceBreakdown',
  'remainingMonths',
  'cityChangeQuote',
  'DEFAULT_SDI',
  'VAT_PERCENT',
  'visibleOffers',
  'canChangePlan',
  'cancelBlockedMessage',
  'profileBadge',
  'showToCertifyCard',
  'showSkillsCard',
  'defaultPlan',
  'certificationPaymentPath',
  'isAccountant',
  'skillsButtonLabel',
  'skillLimits',
  'canAddSkill',
  'canProceed',
  'profileWizardDraft',
  'profileWizardToUpdate',
  'validateAccountConfirm',
  'normalizeFiscalCode',
  'buildActivationUrl',
  'parseActivationParams',
  'activationRequest',
  'SUBSCRIPTION_MESSAGES',
  'PROFILE_MESSAGES',
];

const FIXTURES = [
  'makePaymentType',
  'makePlan',
  'makeVariant',
  'makeSubscription',
  'makePaymentRecord',
  'catalogueFixture',
];

describe('@colleghi/shared subscriptions surface', () => {
  it.each(SUBSCRIPTION_EXPORTS)('exports %s', (name) => {
    expect((shared as Record<string, unknown>)[name]).toBeDefined();
  });

  it.each(FIXTURES)('testing exports %s', (name) => {
    expect((testing as Record<string, unknown>)[name]).toBeDefined();
  });
});
