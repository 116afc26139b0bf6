import { paypalCustomId, paypalOrderFacts } from '../src/services/learning/paypal-orders';
import { COURSE, PACKAGE, euro, setupLearningServer, vat } from './helpers/learning';

const { api, tokens } = setupLearningServer();

/** token null: a guest. */
const create = (body: unknown, token: string | null = tokens.luca) =>
  api('sandbox/paypal/orders/', { token: token ?? undefined, body });
const capture = (id: string, token: string | null = tokens.luca) =>
  api(`sandbox/paypal/orders/${id}/capture/`, { method: 'POST', token: token ?? undefined });
const amount = (cents: number) => ({ value: euro(cents), tax: euro(vat(cents)), currency: 'EUR' });

describe('VAT', () => {
  it('is 22 % rounded half-up to the cent', () => {
    expect(vat(7900)).toBe(1738);
    expect(vat(18900)).toBe(4158);
    // 0.25 × 22 % = 5.5 cents → 6; 0.02 × 22 % = 0.44 → 0.
    expect(vat(25)).toBe(6);
    expect(vat(2)).toBe(0);
  });
});

describe('real PayPal orders (read back from the Orders API)', () => {
  it('takes item, buyer, amount and tax from the order', () => {
    const order = (customId: string, currency = 'EUR') => ({
      status: 'COMPLETED',
      purchase_units: [
        {
          custom_id: customId,
          amount: {
            currency_code: 'EUR',
            value: '96.38',
            breakdown: {
              item_total: { currency_code: currency, value: '79.00' },
              tax_total: { currency_code: 'EUR', value: '17.38' },
            },
          },
        },
      ],
    });
    expect(paypalOrderFacts(order(paypalCustomId(1, 42)))).toEqual({
      status: 'COMPLETED',
      itemId: 1,
      userId: 42,
      amountCents: 7900,
      taxCents: 1738,
      currency: 'EUR',
    });
    expect(paypalOrderFacts(order('1'))).toBeNull();
    expect(paypalOrderFacts({ status: 'COMPLETED' })).toBeNull();
    expect(paypalOrderFacts(order('1:42', 'USD'))?.currency).toBe('');
  });
});

describe('POST sandbox/paypal/orders/', () => {
  it('creates an order at the price and VAT computed by the server', async () => {
    const res = await create({ item_id: PACKAGE.civil, amount: amount(13900) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^SB[A-Z0-9]{15}$/), status: 'CREATED' });
    const read = await api(`sandbox/paypal/orders/${res.body.id}/`, { token: tokens.luca });
    expect(read.body).toEqual({
      id: res.body.id,
      status: 'CREATED',
      item_id: PACKAGE.civil,
      amount: { value: '139.00', tax: '30.58', currency: 'EUR' },
    });
    // "79" and "79.0" are the same amount as "79.00".
    const loose = await create({
      item_id: COURSE.cartabia,
      amount: { value: '79', tax: '17.38', currency: 'eur' },
    });
    expect(loose.status).toBe(201);
  });

  it('refuses amounts, taxes and currencies that do not match', async () => {
    expect(
      await create({
        item_id: COURSE.cartabia,
        amount: { value: '1.00', tax: '0.22', currency: 'EUR' },
      }),
    ).toMatchObject({
      status: 400,
      body: { amount: { value: ["L'importo non corrisponde al prezzo del corso."] } },
    });
    expect(
      await create({
        item_id: COURSE.cartabia,
        amount: { value: '79.00', tax: '0.00', currency: 'EUR' },
      }),
    ).toMatchObject({
      status: 400,
      body: { amount: { tax: ["L'IVA non corrisponde all'importo del corso."] } },
    });
    expect(
      await create({
        item_id: COURSE.cartabia,
        amount: { value: 79, tax: '-1', currency: 'USD' },
      }),
    ).toMatchObject({
      status: 400,
      body: {
        amount: {
          value: ['Inserisci un importo valido (es. "49.00").'],
          tax: ['Inserisci un importo valido (es. "49.00").'],
          currency: ['È accettata solo la valuta EUR.'],
        },
      },
    });
    expect(await create({})).toMatchObject({
      status: 400,
      body: {
        item_id: ['Questo campo è obbligatorio.'],
        amount: {
          value: ['Questo campo è obbligatorio.'],
          tax: ['Questo campo è obbligatorio.'],
          currency: ['Questo campo è obbligatorio.'],
        },
      },
    });
    expect(await create({ item_id: 999, amount: amount(100) })).toMatchObject({
      status: 400,
      body: { item_id: ["Seleziona un corso dall'elenco."] },
    });
    expect(await create({ item_id: COURSE.freeSafety, amount: amount(0) })).toMatchObject({
      status: 400,
      body: { item_id: ['Questo corso è gratuito: non serve alcun pagamento.'] },
    });
    expect((await create({ item_id: COURSE.cartabia, amount: amount(7900) }, null)).status).toBe(
      401,
    );
  });

  it('refuses an item the user owns before anything is captured', async () => {
    // The demo lawyer owns course 9.
    expect(
      await create({ item_id: COURSE.restorative, amount: amount(3900) }, tokens.giulia),
    ).toMatchObject({ status: 400, body: { detail: 'Hai già acquistato questo corso.' } });
  });
});

describe('POST sandbox/paypal/orders/{id}/capture/', () => {
  it('completes the order, idempotently, for its owner only', async () => {
    const { body } = await create({ item_id: COURSE.cartabia, amount: amount(7900) });
    expect(await capture(body.id, tokens.giulia)).toMatchObject({
      status: 404,
      body: { detail: 'Non trovato.' },
    });
    expect((await api(`sandbox/paypal/orders/${body.id}/`, { token: tokens.giulia })).status).toBe(
      404,
    );
    expect((await capture(body.id, null)).status).toBe(401);
    expect(await capture(body.id)).toMatchObject({
      status: 200,
      body: { id: body.id, status: 'COMPLETED' },
    });
    expect(await capture(body.id)).toMatchObject({
      status: 200,
      body: { id: body.id, status: 'COMPLETED' },
    });
    expect((await capture('SBNONEXISTENT0000')).status).toBe(404);
  });

  it('does not capture once the item was bought with another order', async () => {
    const first = await create({ item_id: COURSE.cartabia, amount: amount(7900) });
    const second = await create({ item_id: COURSE.cartabia, amount: amount(7900) });
    await capture(first.body.id);
    const bought = await api(`catalogitems/${COURSE.cartabia}/order/`, {
      token: tokens.luca,
      body: { order: first.body.id },
    });
    expect(bought.status).toBe(201);
    expect(await capture(second.body.id)).toMatchObject({
      status: 400,
      body: { detail: 'Hai già acquistato questo corso.' },
    });
    const read = await api(`sandbox/paypal/orders/${second.body.id}/`, { token: tokens.luca });
    expect(read.body.status).toBe('CREATED');
  });
});
