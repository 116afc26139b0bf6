// Course constants: the product's fixed limits, plus a few values chosen here (documented below).

/** A course card's short description is cut here, with an ellipsis. */
export const COURSE_DESCRIPTION_MAX_LENGTH = 180;

/** A purchased course's resource name is cut here. */
export const RESOURCE_NAME_MAX_LENGTH = 87;

/** A featured external product's description is cut here on the dashboard. */
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 70;

/** How many external products the dashboard features. */
export const FEATURED_PRODUCTS_COUNT = 2;

/** The warning shows this many days (or fewer) before the deadline or accreditation limit. */
export const DEADLINE_WARNING_DAYS = 7;

/**
 * The CFP-remaining banner's yearly target (our choice, product gives no number): lawyers owe
 * 60 training credits over three years, so 20 a year keeps them on track; accountants' yearly
 * minimum is 20 as well. profile.credits (the sum of the CFP of the courses owned) counts toward it.
 */
export const YEARLY_CFP_TARGET = 20;

/**
 * Local storage keys of the item a guest wanted before signing in; the host's root redirect
 * reads them ("/" goes to /courses/{id}, else /package/{id}).
 */
export const CURRENT_COURSE_KEY = 'current_course';
export const CURRENT_PACKAGE_KEY = 'current_package';

/** PayPal JS SDK settings: EUR, Italian, no card, sofort or mybank funding. */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';
export const PAYPAL_CURRENCY = 'EUR';
export const PAYPAL_LOCALE = 'it_IT';
export const PAYPAL_DISABLED_FUNDING = 'card,sofort,mybank';
