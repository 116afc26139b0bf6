import * as shared from '../../index';
import * as testing from '../../testing';

// The subscriptions, payments and profile surface the account remote imports (issue 5 contract).
const SUBSCRIPTION_EXPORTS = [
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
  'remainingMonths',
  'cityChangeQuote',
  'DEFAULT_SDI',
  'VAT_PERCENT',
  'normalizeFiscalCode',
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
