import { eq } from 'drizzle-orm';
import { profileSkills, records } from '../../src/db/schema';
import { LUCA, giveSubscription, tokenFor, userId } from '../helpers/activities';
import { client } from '../helpers/http';
import { PACKAGE, paidOrder, purchaseCount, setupLearningServer } from '../helpers/learning';
import { describeOnPostgres, setupPeer, statuses } from '../helpers/peers';
import { MARCO, SARA } from '../helpers/subscriptions';
import { PROCESS_TIMEOUT_MS } from '../helpers/process';

// Seeding, and starting a second process, take minutes rather than seconds on a busy machine.
jest.setTimeout(PROCESS_TIMEOUT_MS);

/**
 * "At most N" rules under concurrency: 20 requests at once, spread over two API processes on
 * one PostgreSQL database, never exceed the limit that each request alone respects.
 */
const ATTEMPTS = 20;
/** Specific (PROFESSIONAL) skills, paired: each request asks for a different pair. */
const SPECIFIC = [5, 6, 7, 8, 9, 10, 11, 13, 14, 15];

describeOnPostgres('limits: 20 concurrent requests over two API processes', () => {
  const { server, api, tokens } = setupLearningServer();
  const { spread } = setupPeer(server);

  it('skills: a non-certified user keeps at most 2 specific skills', async () => {
    const token = await tokenFor(server, MARCO);
    const pairs = Array.from({ length: ATTEMPTS }, (_, i) => [
      SPECIFIC[i % SPECIFIC.length],
      SPECIFIC[(i + 1 + Math.floor(i / SPECIFIC.length)) % SPECIFIC.length],
    ]);
    const answers = await spread(ATTEMPTS, (peerApi, i) =>
      peerApi('users/me/', { method: 'PUT', token, body: { profile: { skills: pairs[i] } } }),
    );
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const held = await server.database.db
      .select({ skillId: profileSkills.skillId })
      .from(profileSkills)
      .where(eq(profileSkills.userId, await userId(server, MARCO)));
    const ids = held.map((row) => row.skillId).sort((a, b) => a - b);
    // What is left is exactly one of the requested pairs: the last save, not a mix of several.
    expect(ids).toHaveLength(2);
    expect(pairs.map((pair) => [...pair].sort((a, b) => a - b))).toContainEqual(ids);
  });

  it('qualifications: 20 creations with 3 free slots make exactly 3', async () => {
    const token = await tokenFor(server, SARA);
    await giveSubscription(server, await userId(server, SARA), {
      paymentTypeId: 4,
      variantId: 42,
      monthlyCents: 450,
    });
    const answers = await spread(ATTEMPTS, (peerApi, i) =>
      peerApi('profile-custom-skills/', { token, body: { name: `Qualifica ${i}` } }),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, ...Array(ATTEMPTS - 3).fill(400)]);
    const me = await api('users/me/', { token });
    expect(me.body.profile.custom_skills).toHaveLength(3);
  });

  it('courses: 20 paid orders of one package at once buy it once and spend one order', async () => {
    const orders: string[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      orders.push(await paidOrder(api, tokens.luca, PACKAGE.criminal, 18900));
    }
    const answers = await spread(ATTEMPTS, (peerApi, i) =>
      peerApi(`catalogitems/${PACKAGE.criminal}/order/`, {
        token: tokens.luca,
        body: { order: orders[i] },
      }),
    );
    expect(statuses(answers)).toEqual([201, ...Array(ATTEMPTS - 1).fill(400)]);
    expect(await purchaseCount(server, await userId(server, LUCA))).toBe(4);
  });

  it('records: 20 creations at once get 20 different numbers', async () => {
    const token = await tokenFor(server, MARCO);
    const answers = await spread(ATTEMPTS, (peerApi) => peerApi('records/', { token, body: {} }));
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const rows = await server.database.db
      .select({ seq: records.seq })
      .from(records)
      .where(eq(records.userId, await userId(server, MARCO)));
    expect(new Set(rows.map((row) => row.seq)).size).toBe(ATTEMPTS);
  });

  it('sign-in: 20 wrong passwords at once check 5 and refuse 15', async () => {
    const answers = await spread(ATTEMPTS, (peerApi, i) =>
      peerApi('auth/login/', { body: { email: MARCO, password: `Sbagliata${i}` } }),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(400), ...Array(ATTEMPTS - 5).fill(429)]);
    const right = await client(server.baseUrl)('auth/login/', {
      body: { email: MARCO, password: 'Colleghi2026' },
    });
    expect(right.status).toBe(429);
  });
});
