import * as shared from '../../index';

// The learning surface mfe-learning imports from @colleghi/shared (issue 6 contract).
const LEARNING_EXPORTS = [
  'getCourseCategories',
  'getCatalogItems',
  'getCatalogItem',
  'getPurchasedItems',
  'orderCatalogItem',
  'getExternalProducts',
  'createSandboxPaypalOrder',
  'captureSandboxPaypalOrder',
  'truncate',
  'packageSaving',
  'deadlineWarning',
  'deadlineWarningMessage',
  'cfpRemaining',
  'nextPanelStep',
  'initialPanelState',
  'paypalAmount',
  'orderTotals',
  'pickRandom',
  'catalogItemPath',
  'YEARLY_CFP_TARGET',
  'CURRENT_COURSE_KEY',
  'CURRENT_PACKAGE_KEY',
];

describe('@colleghi/shared learning surface', () => {
  it.each(LEARNING_EXPORTS)('exports %s', (name) => {
    expect((shared as Record<string, unknown>)[name]).toBeDefined();
  });
});
