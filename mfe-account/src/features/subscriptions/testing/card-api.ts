import type { CardIntentStatus, RequestBody } from '@colleghi/api-contract';
import { serveEndpoint } from '@colleghi/shared/testing';

/** The sandbox test cards of the contract. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  slow: '4000 0000 0000 0259',
  invalid: '1234 5678 1234 5678',
} as const;

export const INTENT_ID = 'pi_sandbox_1';

export interface CardApiRecord {
  paymentMethods: unknown[];
  intents: RequestBody<'/api/stripe/create/', 'post'>[];
  confirms: unknown[];
  /** Date.now() of every status request (fake timers move it). */
  polls: number[];
}

/**
 * The sandbox card provider and the intent endpoints. `confirm` is what the provider answers to
 * the confirmation; `statuses` what the successive polls answer (the last one repeats).
 */
export function serveCardApi({
  confirm = { status: 'succeeded' },
  statuses = ['successful'],
  subscriptionId = 901,
}: {
  confirm?: { status: 'succeeded' | 'processing' | 'failed'; error?: { message: string } };
  statuses?: CardIntentStatus['status'][];
  subscriptionId?: number;
} = {}): CardApiRecord {
  const paymentMethods = serveEndpoint('post', 'sandbox/payment-methods/', ({ body }) => {
    const { number } = body as { number: string };
    if (number === CARDS.invalid.replace(/\s/g, '')) {
      return { status: 400, body: { error: { message: 'Il numero della carta non è valido.' } } };
    }
    return { body: { id: `pm_sandbox_${number.slice(-4)}` } };
  });
  const intents = serveEndpoint('post', 'stripe/create/', {
    body: {
      id: INTENT_ID,
      client_secret: `${INTENT_ID}_secret`,
      amount: '114.43',
      vat: '25.17',
    },
  });
  const confirms = serveEndpoint('post', `sandbox/payment-intents/${INTENT_ID}/confirm/`, {
    body: confirm,
  });
  const polls: number[] = [];
  serveEndpoint('get', `stripe/payment-intents/${INTENT_ID}/`, ({ call }) => {
    const status = statuses[Math.min(call - 1, statuses.length - 1)];
    polls.push(Date.now());
    return {
      body: {
        id: INTENT_ID,
        status,
        subscription_id: status === 'successful' ? subscriptionId : null,
        message: null,
      },
    };
  });
  return {
    paymentMethods: paymentMethods.bodies,
    intents: intents.bodies as RequestBody<'/api/stripe/create/', 'post'>[],
    confirms: confirms.bodies,
    polls,
  };
}
