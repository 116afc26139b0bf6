import { giveSubscription, userId } from './helpers/activities';
import { MARCO } from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

/**
 * The database's own guard behind the purchase rules: one renewing subscription per user and
 * exclusive type, whichever code path writes it. Types held several times (additional skills,
 * qualifications), cancelled and trial subscriptions are outside it.
 */
const { server } = setupTestServer();

const refusedByIndex = expect.objectContaining({
  cause: expect.objectContaining({ constraint: 'subscriptions_one_renewing_idx' }),
});

it('a second renewing Gold for one user is refused by the database', async () => {
  const id = await userId(server, MARCO);
  await giveSubscription(server, id, { paymentTypeId: 2 });
  await expect(giveSubscription(server, id, { paymentTypeId: 2 })).rejects.toEqual(refusedByIndex);
});

it('a cancelled one, a trial and repeatable types stay outside the guard', async () => {
  const id = await userId(server, MARCO);
  await giveSubscription(server, id, { paymentTypeId: 2, unsubscribed: true });
  await giveSubscription(server, id, { paymentTypeId: 2, method: 'trial' });
  await giveSubscription(server, id, { paymentTypeId: 2 });
  await giveSubscription(server, id, { paymentTypeId: 3, variantId: 31 });
  await giveSubscription(server, id, { paymentTypeId: 3, variantId: 31 });
});
