import { refreshOnLiveEvents } from '@colleghi/shared/platform';

/**
 * The account's server data in the page's query cache, all under ['account']. What an
 * activation, a payment or a plan change can move lives under ['account', 'subscriptions'], so
 * such a change refreshes it at once.
 */
export const accountQueryKeys = {
  all: ['account'],
  subscriptions: ['account', 'subscriptions'],
  /**
   * payment-types/info/: per session (additional skills are buyable or not depending on the
   * user, so a guest's answer does not hold once they sign in); the token only tells sessions
   * apart.
   */
  paymentTypesInfo: (token: string | null) => [
    'account',
    'subscriptions',
    'payment-types-info',
    token,
  ],
  /** payments/<id>/plans-info/: the plans a held subscription can change to. */
  plans: (paymentId: number) => ['account', 'subscriptions', 'plans', paymentId],
  /** The monthly price the server quotes for a second city. */
  cityPrice: (typeId: number, cityId: number) => [
    'account',
    'subscriptions',
    'city-price',
    typeId,
    cityId,
  ],
  /** skills/: the whole pickable catalogue. */
  skills: ['account', 'skills'],
} as const;

// A subscription or package activated elsewhere (a bank transfer confirmed, another tab): the
// subscriptions, their plans and prices ask again.
refreshOnLiveEvents('account', { purchase: [accountQueryKeys.subscriptions] });
