import type { CardIntentBody, PaymentIntentState } from '@colleghi/shared';
import { HttpResponse, apiUrl, http, server } from '@colleghi/shared/testing';

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
  intents: CardIntentBody[];
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
  statuses?: PaymentIntentState[];
  subscriptionId?: number;
} = {}): CardApiRecord {
  const record: CardApiRecord = { paymentMethods: [], intents: [], confirms: [], polls: [] };
  server.use(
    http.post(apiUrl('sandbox/payment-methods/'), async ({ request }) => {
      const body = (await request.json()) as { number: string };
      record.paymentMethods.push(body);
      if (body.number === CARDS.invalid.replace(/\s/g, '')) {
        return HttpResponse.json(
          { error: { message: 'Il numero della carta non è valido.' } },
          { status: 400 },
        );
      }
      return HttpResponse.json({ id: `pm_sandbox_${body.number.slice(-4)}` });
    }),
    http.post(apiUrl('stripe/create/'), async ({ request }) => {
      record.intents.push((await request.json()) as CardIntentBody);
      return HttpResponse.json({
        id: INTENT_ID,
        client_secret: `${INTENT_ID}_secret`,
        amount: '114.43',
        vat: '25.17',
      });
    }),
    http.post(apiUrl(`sandbox/payment-intents/${INTENT_ID}/confirm/`), async ({ request }) => {
      record.confirms.push(await request.json());
      return HttpResponse.json(confirm);
    }),
    http.get(apiUrl(`stripe/payment-intents/${INTENT_ID}/`), () => {
      const status = statuses[Math.min(record.polls.length, statuses.length - 1)];
      record.polls.push(Date.now());
      return HttpResponse.json({
        id: INTENT_ID,
        status,
        subscription_id: status === 'successful' ? subscriptionId : null,
        message: null,
      });
    }),
  );
  return record;
}
