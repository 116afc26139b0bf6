import { SandboxProvider } from '../src/payments/sandbox';
import { tokenFor } from './helpers/activities';
import {
  APP,
  MARCO,
  SARA,
  couponUses,
  declareLawyer,
  holdings,
  order,
} from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();
const RETURN = `${APP}/subscription-activate?auth_token=abc&subscription_id=2&plan_id=21`;
const CANCEL = `${APP}/subscription-plan`;

const goldOrder = (overrides: object = {}) =>
  order({ payment_type_id: 2, plan_id: 21, code: 'GOLD10', ...overrides });

async function setupToken(token: string, overrides: object = {}) {
  const res = await api('paypal/setup-tokens/', {
    token,
    body: { ...goldOrder(), return_url: RETURN, cancel_url: CANCEL, ...overrides },
  });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body;
}

/** What the browser does on the approval page: a plain form POST, redirect not followed. */
async function answer(href: string, action: 'approve' | 'cancel') {
  return fetch(href.replace('/approve/', `/${action}/`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

const activation = (tokenId: string, overrides: object = {}) => ({
  ...goldOrder(),
  payment_method: 'paypal',
  setup_token: tokenId,
  ...overrides,
});

describe('PayPal (sandbox): setup token, approval page, activation', () => {
  it('setup → approve → activate; a replay returns the same subscription', async () => {
    const token = await tokenFor(server, MARCO);
    const setup = await setupToken(token);
    expect(setup).toEqual({
      id: expect.stringMatching(/^st_sandbox_/),
      links: [
        {
          rel: 'self',
          href: expect.stringContaining(`/api/sandbox/paypal/setup-tokens/${setup.id}/`),
        },
        {
          rel: 'approve',
          href: expect.stringContaining(`/api/sandbox/paypal/approve/${setup.id}/`),
        },
      ],
      // Gold annual: 19.90 × 12 − 20 % = 191.04, less the fixed 10.00.
      amount: '181.04',
      vat: '39.83',
    });
    const page = await fetch(setup.links[1].href);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('PayPal (ambiente di prova)');
    expect(html).toContain('Approva pagamento');
    expect(html).toContain('Annulla');
    expect(html).toMatch(/181,04\s€/);
    expect(html).toMatch(/39,83\s€/);
    expect(html).toMatch(/220,87\s€/);

    const approved = await answer(setup.links[1].href, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`${RETURN}&token=${setup.id}`);

    const first = await api('payment-types/2/activate/', { token, body: activation(setup.id) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      subscription: { type: 'gold', payment_method: 'paypal', next_renewal_price: '191.04' },
      payment: { method: 'paypal', amount: '181.04', vat: '39.83', status: 'paid' },
      user: { is_gold: true, custom_skills_count: 1 },
    });
    const replay = await api('payment-types/2/activate/', { token, body: activation(setup.id) });
    expect(replay.status).toBe(200);
    expect(replay.body.subscription.id).toBe(first.body.subscription.id);
    expect(replay.body.payment.id).toBe(first.body.payment.id);
    const { subscriptions, records } = await holdings(server, MARCO);
    expect(subscriptions).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(await couponUses(server, 'GOLD10')).toBe(1);
  });

  it('two parallel activations of one token: one subscription, one record', async () => {
    const token = await tokenFor(server, MARCO);
    const setup = await setupToken(token);
    await answer(setup.links[1].href, 'approve');
    const results = await Promise.all(
      [1, 2, 3].map(() => api('payment-types/2/activate/', { token, body: activation(setup.id) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.subscription.id)).size).toBe(1);
    const { subscriptions, records } = await holdings(server, MARCO);
    expect(subscriptions).toHaveLength(1);
    expect(records).toHaveLength(1);
  });

  it('an activation that read the token before another one activated it gets that one (200)', async () => {
    const token = await tokenFor(server, MARCO);
    const setup = await setupToken(token);
    await answer(setup.links[1].href, 'approve');
    // Both requests read the checkout as pending; the second then asks the provider only once
    // the first has answered, so it reaches the claim after the subscription exists.
    const providerState = SandboxProvider.prototype.setupTokenState;
    let arrived = 0;
    let bothRead!: () => void;
    const bothIn = new Promise<void>((resolve) => (bothRead = resolve));
    let firstAnswered!: () => void;
    const firstDone = new Promise<void>((resolve) => (firstAnswered = resolve));
    const spy = jest
      .spyOn(SandboxProvider.prototype, 'setupTokenState')
      .mockImplementation(async function (this: SandboxProvider, id: string) {
        arrived += 1;
        const turn = arrived;
        if (turn === 2) bothRead();
        await bothIn;
        if (turn === 2) await firstDone;
        return providerState.call(this, id);
      });
    try {
      const calls = [1, 2].map(() =>
        api('payment-types/2/activate/', { token, body: activation(setup.id) }),
      );
      void Promise.race(calls).then(firstAnswered);
      const results = await Promise.all(calls);
      expect(arrived).toBe(2);
      expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
      expect(results[0].body.subscription.id).toBe(results[1].body.subscription.id);
    } finally {
      spy.mockRestore();
    }
    const { subscriptions, records } = await holdings(server, MARCO);
    expect(subscriptions).toHaveLength(1);
    expect(records).toHaveLength(1);
  });

  it('an unapproved or cancelled token activates nothing (400)', async () => {
    const token = await tokenFor(server, MARCO);
    const setup = await setupToken(token);
    const early = await api('payment-types/2/activate/', { token, body: activation(setup.id) });
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ message: 'Il pagamento non è stato autorizzato.' });
    const cancelled = await answer(setup.links[1].href, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${CANCEL}?token=${setup.id}`);
    // Approving after cancelling changes nothing: the first answer stands.
    const late = await answer(setup.links[1].href, 'approve');
    expect(late.headers.get('location')).toBe(`${CANCEL}?token=${setup.id}`);
    const res = await api('payment-types/2/activate/', { token, body: activation(setup.id) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Il pagamento non è stato autorizzato.' });
    expect(await holdings(server, MARCO)).toEqual({ subscriptions: [], records: [] });
    expect(await couponUses(server, 'GOLD10')).toBe(0);
  });

  it("refuses another user's token, a different order and a foreign return URL", async () => {
    const token = await tokenFor(server, MARCO);
    const setup = await setupToken(token);
    await answer(setup.links[1].href, 'approve');
    const other = await tokenFor(server, SARA);
    const stolen = await api('payment-types/2/activate/', {
      token: other,
      body: activation(setup.id),
    });
    expect(stolen.body).toEqual({ message: 'Il pagamento non è stato autorizzato.' });
    const cheaper = await api('payment-types/2/activate/', {
      token,
      body: activation(setup.id, { plan_id: 22 }),
    });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body).toEqual({
      message: "I dati dell'ordine non corrispondono al pagamento autorizzato.",
    });
    const foreign = await api('paypal/setup-tokens/', {
      token,
      body: { ...goldOrder(), return_url: 'https://evil.example.com/x', cancel_url: CANCEL },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      return_url: ["L'indirizzo deve appartenere all'applicazione."],
    });
  });

  it('the approval page of an unknown token is a 404 page', async () => {
    const res = await fetch(new URL('sandbox/paypal/approve/st_sandbox_nope/', server.baseUrl));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
  });
});

describe('bank transfer', () => {
  const KEY = '0b9f6c1e-3a51-4a8e-b3f2-6d2f5c0e7a11';

  it('activates at once with a record awaiting the transfer; idempotent on the key', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const body = {
      ...order({ code: 'ANNUALE15' }),
      payment_method: 'bank_transfer',
      idempotency_key: KEY,
    };
    const first = await api('payment-types/1/activate/', { token, body });
    expect(first.status).toBe(201);
    expect(first.body.payment).toMatchObject({
      method: 'bank_transfer',
      status: 'awaiting_transfer',
      amount: '80.78',
      vat: '17.77',
    });
    expect(first.body.subscription).toMatchObject({ payment_method: 'bank_transfer' });
    const again = await api('payment-types/1/activate/', { token, body });
    expect(again.status).toBe(200);
    expect(again.body.subscription.id).toBe(first.body.subscription.id);
    const parallel = await Promise.all(
      [1, 2].map(() =>
        api('payment-types/1/activate/', {
          token,
          body: { ...body, idempotency_key: '7d4e2a10-5b6c-4f7d-8e9f-0a1b2c3d4e5f' },
        }),
      ),
    );
    // A new key for the same type: the first subscription is active, both are refused.
    for (const res of parallel) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Hai già un abbonamento attivo di questo tipo.' });
    }
    const { subscriptions, records } = await holdings(server, MARCO);
    expect(subscriptions).toHaveLength(1);
    expect(records).toHaveLength(1);
    expect(await couponUses(server, 'ANNUALE15')).toBe(1);
  });

  it('parallel requests with one key create one subscription', async () => {
    const token = await tokenFor(server, SARA);
    const body = {
      ...order({ payment_type_id: 4, plan_id: 43, payment_variant_id: 42 }),
      payment_method: 'bank_transfer',
      idempotency_key: KEY,
    };
    const results = await Promise.all(
      [1, 2, 3].map(() => api('payment-types/4/activate/', { token, body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.body.subscription.id)).size).toBe(1);
    expect(results[0].body.payment.amount).toBe('13.50');
    const { subscriptions, records } = await holdings(server, SARA);
    expect(subscriptions).toHaveLength(1);
    expect(records).toHaveLength(1);
  });

  it('needs a uuid key and a plan that accepts bank transfers', async () => {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const missing = await api('payment-types/1/activate/', {
      token,
      body: { ...order(), payment_method: 'bank_transfer' },
    });
    expect(missing.body).toEqual({ idempotency_key: ['Questo campo è obbligatorio.'] });
    const notUuid = await api('payment-types/1/activate/', {
      token,
      body: { ...order(), payment_method: 'bank_transfer', idempotency_key: 'abc' },
    });
    expect(notUuid.body).toEqual({
      idempotency_key: ['Inserisci una chiave di idempotenza valida (UUID).'],
    });
    const halfYear = await api('payment-types/1/activate/', {
      token,
      body: { ...order({ plan_id: 12 }), payment_method: 'bank_transfer', idempotency_key: KEY },
    });
    expect(halfYear.body).toEqual({
      payment_method: ['Metodo di pagamento non disponibile per il piano selezionato.'],
    });
    const unknownType = await api('payment-types/99/activate/', {
      token,
      body: { ...order(), payment_method: 'bank_transfer', idempotency_key: KEY },
    });
    expect(unknownType.status).toBe(404);
  });
});
