import { LUCA, userId } from './helpers/activities';
import {
  COURSE,
  PACKAGE,
  PURCHASE_KEYS,
  orderCount,
  paidOrder,
  purchaseCount,
  setupLearningServer,
} from './helpers/learning';

const NOT_PAID = { order: ['Il pagamento non è stato completato.'] };
const ALREADY_OWNED = { detail: 'Hai già acquistato questo corso.' };

const { server, api, tokens } = setupLearningServer();

let lucaId: number;
beforeAll(async () => {
  lucaId = await userId(server, LUCA);
});

/** token null: a guest. */
const order = (itemId: number, body: unknown = {}, token: string | null = tokens.luca) =>
  api(`catalogitems/${itemId}/order/`, { method: 'POST', token: token ?? undefined, body });
const credits = async (token: string) =>
  (await api('users/me/', { token })).body.profile.credits as number;
const courseIds = (res: { body: { item: { id: number } }[] }) => res.body.map((p) => p.item.id);

describe('POST catalogitems/{id}/order/: free items', () => {
  it('grants a free course without any order, once', async () => {
    const res = await order(COURSE.freeSafety);
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
    expect(Object.keys(res.body[0]).sort()).toEqual([...PURCHASE_KEYS].sort());
    expect(res.body[0]).toMatchObject({
      created_at: '2026-03-02T09:00:00.000Z',
      package: null,
      deadline: '2026-08-29',
      accreditation_limit: '2026-09-18',
      item: {
        id: COURSE.freeSafety,
        cost: '0.00',
        last_purchased: { created_at: '2026-03-02T09:00:00.000Z' },
      },
    });
    const again = await order(COURSE.freeSafety);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await purchaseCount(server, lucaId)).toBe(1);
    expect(await credits(tokens.luca)).toBe(2);
  });

  it('needs a signed-in user and an existing item', async () => {
    expect(await order(COURSE.freeSafety, {}, null)).toMatchObject({
      status: 401,
      body: { detail: 'Credenziali di autenticazione non fornite.' },
    });
    expect((await order(999)).status).toBe(404);
    expect((await order(COURSE.freeSafety, { order: 12 })).body).toEqual({
      order: ['Inserisci un testo valido.'],
    });
    expect((await order(COURSE.freeSafety, { coupon: 'x' })).body).toEqual({
      coupon: ['Campo non consentito.'],
    });
    expect(await purchaseCount(server, lucaId)).toBe(0);
  });
});

describe('POST catalogitems/{id}/order/: paid items', () => {
  it('buys a course with a completed sandbox PayPal order', async () => {
    expect(await credits(tokens.luca)).toBe(0);
    const orderId = await paidOrder(api, tokens.luca, COURSE.cartabia, 7900);
    const res = await order(COURSE.cartabia, { order: orderId });
    expect(res.status).toBe(201);
    expect(courseIds(res)).toEqual([COURSE.cartabia]);
    expect(await credits(tokens.luca)).toBe(6);
    const list = await api('purchaseditems/?tree=course', { token: tokens.luca });
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.body.results[0].item.id).toBe(COURSE.cartabia);
  });

  it('refuses a missing, unknown, uncaptured or mismatched order', async () => {
    expect(await order(COURSE.cartabia)).toMatchObject({ status: 400, body: NOT_PAID });
    expect(await order(COURSE.cartabia, { order: null })).toMatchObject({ body: NOT_PAID });
    expect(await order(COURSE.cartabia, { order: 'SBXXXXXXXXXXXXXXX' })).toMatchObject({
      status: 400,
      body: NOT_PAID,
    });
    // Created but never captured (the buyer did not approve).
    const created = await api('sandbox/paypal/orders/', {
      token: tokens.luca,
      body: { item_id: COURSE.cartabia, amount: { value: '79.00', tax: '17.38', currency: 'EUR' } },
    });
    expect(created.status).toBe(201);
    expect(await order(COURSE.cartabia, { order: created.body.id })).toMatchObject({
      status: 400,
      body: NOT_PAID,
    });
    // An order paid for another item does not buy this one.
    const other = await paidOrder(api, tokens.luca, COURSE.patteggiamento, 4900);
    expect(await order(COURSE.cartabia, { order: other })).toMatchObject({ body: NOT_PAID });
    expect(await purchaseCount(server, lucaId)).toBe(0);
    // It still buys its own item afterwards.
    expect((await order(COURSE.patteggiamento, { order: other })).status).toBe(201);
  });

  it("refuses another user's order id", async () => {
    const giuliasOrder = await paidOrder(api, tokens.giulia, COURSE.cartabia, 7900);
    expect(await order(COURSE.cartabia, { order: giuliasOrder }, tokens.luca)).toMatchObject({
      status: 400,
      body: NOT_PAID,
    });
    expect(await purchaseCount(server, lucaId)).toBe(0);
    // The owner can still use it.
    expect((await order(COURSE.cartabia, { order: giuliasOrder }, tokens.giulia)).status).toBe(201);
  });

  it('is idempotent: the same order again answers 200 and charges nothing', async () => {
    const orderId = await paidOrder(api, tokens.luca, COURSE.cartabia, 7900);
    const first = await order(COURSE.cartabia, { order: orderId });
    const before = await orderCount(server);
    const again = await order(COURSE.cartabia, { order: orderId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    // Without an order the owner just gets the purchases back.
    expect((await order(COURSE.cartabia)).status).toBe(200);
    expect(await orderCount(server)).toBe(before);
    expect(await purchaseCount(server, lucaId)).toBe(1);
  });

  it('refuses a second, different order for an owned item and never spends it', async () => {
    const first = await paidOrder(api, tokens.luca, COURSE.cartabia, 7900);
    // A second order created before the purchase (two tabs), captured too.
    const second = await paidOrder(api, tokens.luca, COURSE.cartabia, 7900);
    expect((await order(COURSE.cartabia, { order: first })).status).toBe(201);
    expect(await order(COURSE.cartabia, { order: second })).toMatchObject({
      status: 400,
      body: ALREADY_OWNED,
    });
    expect(await orderCount(server)).toBe(3);
    // Once owned, no new sandbox order can be created or captured for it.
    const created = await api('sandbox/paypal/orders/', {
      token: tokens.luca,
      body: { item_id: COURSE.cartabia, amount: { value: '79.00', tax: '17.38', currency: 'EUR' } },
    });
    expect(created).toMatchObject({ status: 400, body: ALREADY_OWNED });
  });
});

describe('POST catalogitems/{id}/order/: packages', () => {
  it('grants every course of the package, CFP follow', async () => {
    const orderId = await paidOrder(api, tokens.luca, PACKAGE.criminal, 18900);
    const res = await order(PACKAGE.criminal, { order: orderId });
    expect(res.status).toBe(201);
    expect(courseIds(res)).toEqual([6, 7, 8, 9]);
    expect(res.body[0].package).toEqual({ id: PACKAGE.criminal, name: 'Pacchetto Penalista' });
    expect(await credits(tokens.luca)).toBe(8 + 5 + 4 + 3);
    const pkg = await api(`catalogitems/${PACKAGE.criminal}/`, { token: tokens.luca });
    expect(pkg.body.last_purchased).toEqual({
      created_at: '2026-03-02T09:00:00.000Z',
      course: { deadline: null },
    });
    // Each course now shows as bought; buying one again is refused with another order.
    const course = await api(`catalogitems/${COURSE.cyber}/`, { token: tokens.luca });
    expect(course.body.last_purchased).not.toBeNull();
    expect(
      await api('sandbox/paypal/orders/', {
        token: tokens.luca,
        body: { item_id: COURSE.cyber, amount: { value: '69.00', tax: '15.18', currency: 'EUR' } },
      }),
    ).toMatchObject({ status: 400, body: ALREADY_OWNED });
    const again = await order(PACKAGE.criminal, { order: orderId });
    expect(again.status).toBe(200);
    expect(courseIds(again)).toEqual([6, 7, 8, 9]);
  });

  it('adds only the missing courses when some are owned already', async () => {
    // The demo lawyer owns course 9 of the criminal package (and the free course 5).
    expect(await credits(tokens.giulia)).toBe(3 + 2);
    const orderId = await paidOrder(api, tokens.giulia, PACKAGE.criminal, 18900);
    const res = await order(PACKAGE.criminal, { order: orderId }, tokens.giulia);
    expect(res.status).toBe(201);
    expect(courseIds(res)).toEqual([6, 7, 8]);
    expect(await credits(tokens.giulia)).toBe(8 + 5 + 4 + 3 + 2);
    const list = await api('purchaseditems/?tree=course', { token: tokens.giulia });
    expect(list.body.count).toBe(5);
    // Newest first; the package's courses in the package order.
    expect(list.body.results.map((p: { item: { id: number } }) => p.item.id)).toEqual([
      6, 7, 8, 9, 5,
    ]);
    expect(list.body.results[3].package).toBeNull();
  });
});

describe('GET purchaseditems/', () => {
  it('lists the own purchases with deadlines, paged, auth only', async () => {
    const res = await api('purchaseditems/?tree=course', { token: tokens.giulia });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(res.body.results[0]).toMatchObject({
      created_at: '2026-02-10T09:00:00.000Z',
      item: { id: COURSE.restorative, course: { cfp: 3 } },
      package: null,
      deadline: '2026-03-07',
      accreditation_limit: '2026-03-22',
    });
    expect(res.body.results[1].item.id).toBe(COURSE.freeTelematic);
    expect((await api('purchaseditems/?tree=course', { token: tokens.luca })).body.count).toBe(0);
    expect((await api('purchaseditems/')).status).toBe(401);

    for (const id of [COURSE.freeSafety, COURSE.freeTelematic]) await order(id);
    const paged = await api('purchaseditems/?page_size=1', { token: tokens.luca });
    expect(paged.body).toMatchObject({ count: 2 });
    expect(paged.body.next).toMatch(/page=2/);
    expect((await api('purchaseditems/?page=3', { token: tokens.luca })).status).toBe(404);
  });
});

describe('concurrent orders', () => {
  it('the same order sent twice at once makes one purchase set', async () => {
    const orderId = await paidOrder(api, tokens.luca, PACKAGE.criminal, 18900);
    const results = await Promise.all([
      order(PACKAGE.criminal, { order: orderId }),
      order(PACKAGE.criminal, { order: orderId }),
      order(PACKAGE.criminal, { order: orderId }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    for (const res of results) expect(courseIds(res)).toEqual([6, 7, 8, 9]);
    expect(await purchaseCount(server, lucaId)).toBe(4);
    expect(await credits(tokens.luca)).toBe(20);
  });

  it('two different orders at once: one buys, the other is refused and not spent', async () => {
    const a = await paidOrder(api, tokens.luca, COURSE.cartabia, 7900);
    const b = await paidOrder(api, tokens.luca, COURSE.cartabia, 7900);
    const ordersBefore = await orderCount(server);
    const [first, second] = await Promise.all([
      order(COURSE.cartabia, { order: a }),
      order(COURSE.cartabia, { order: b }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    expect([first, second].find((r) => r.status === 400)?.body).toEqual(ALREADY_OWNED);
    expect(await orderCount(server)).toBe(ordersBefore + 1);
    expect(await purchaseCount(server, lucaId)).toBe(1);
  });

  it('concurrent free orders of one course make one purchase', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => order(COURSE.freeSafety)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await purchaseCount(server, lucaId)).toBe(1);
  });

  it('a course and the package containing it at once: each course owned once', async () => {
    const single = await paidOrder(api, tokens.luca, COURSE.defence, 9900);
    const pkg = await paidOrder(api, tokens.luca, PACKAGE.criminal, 18900);
    const [course, bundle] = await Promise.all([
      order(COURSE.defence, { order: single }),
      order(PACKAGE.criminal, { order: pkg }),
    ]);
    expect(bundle.status).toBe(201);
    // Either the course came first (the package adds the other three) or the package did
    // (then the single order is refused and not spent).
    if (course.status === 201) expect(courseIds(bundle)).toEqual([7, 8, 9]);
    else expect(course).toMatchObject({ status: 400, body: ALREADY_OWNED });
    expect(await purchaseCount(server, lucaId)).toBe(4);
    expect(await credits(tokens.luca)).toBe(20);
  });
});
