import { getPaymentIntent } from '../../../api/subscriptions';

/** The payment status is asked every second. */
export const POLL_INTERVAL_MS = 1000;
/** After this many answers still pending, stop asking (about five minutes). */
export const MAX_POLLS = 300;

export type PollOutcome =
  | { status: 'successful'; subscriptionId: number | null }
  | { status: 'failed'; shown: boolean }
  | { status: 'pending' }
  | { status: 'abandoned' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Asks GET stripe/payment-intents/{id}/ right away and then every second until the server says
 * successful (it has activated the subscription) or failed. A lost connection is retried; any
 * other refusal ends the wait. `isAlive` false (the page was left) stops asking.
 */
export async function pollPaymentIntent(
  intentId: string,
  isAlive: () => boolean,
): Promise<PollOutcome> {
  for (let poll = 0; poll < MAX_POLLS; poll += 1) {
    if (poll > 0) await wait(POLL_INTERVAL_MS);
    if (!isAlive()) return { status: 'abandoned' };
    const { data, status, error500 } = await getPaymentIntent(intentId);
    if (!isAlive()) return { status: 'abandoned' };
    if (data?.status === 'successful') {
      return { status: 'successful', subscriptionId: data.subscription_id };
    }
    if (data?.status === 'failed') return { status: 'failed', shown: false };
    // status 0: no answer (connection); keep asking. Other errors are final.
    if (!data && status !== 0) return { status: 'failed', shown: error500 };
  }
  return { status: 'pending' };
}
