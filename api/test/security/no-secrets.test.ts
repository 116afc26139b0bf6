import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { checkouts } from '../../src/db/schema';
import { redactUrl } from '../../src/lib/logger';
import { DEMO_PASSWORD, login } from '../helpers/http';
import { APP, MARCO, declareLawyer, holdings, order } from '../helpers/subscriptions';
import { setupTestServer } from '../helpers/suite';

/**
 * Where a session key or a password could end up at rest: any text column of any table, and the
 * log (at its most verbose level). The purchases go through the API as the web client makes
 * them: a handoff token in the activation URLs, exchanged by the activation page.
 */
const logLines: string[] = [];
const { server, api } = setupTestServer({
  logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
});

beforeEach(() => {
  logLines.length = 0;
});

const ACTIVATE = 'subscription-activate';

/** Every value of every text-like column of every table, as text. */
async function textDump(): Promise<string> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    server.database.db,
    sql`select c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
         where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
           and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await queryRows<{ v: string }>(
      server.database.db,
      sql.raw(`select "${column}"::text as v from "${table}" where "${column}" is not null`),
    );
    values.push(...rows.map((row) => `${table}.${column}=${row.v}`));
  }
  return values.join('\n');
}

async function handoffToken(key: string, subscriptionId: number): Promise<string> {
  const res = await api('auth/handoff/', {
    token: key,
    body: { purpose: ACTIVATE, subscription_id: subscriptionId },
  });
  expect(res.status).toBe(201);
  return res.body.token;
}

/** The activation page: exchanges the URL's auth_token (with the browser's key, if any). */
async function exchangeFromUrl(url: string, browserKey?: string): Promise<string> {
  const query = new URL(url, APP).searchParams;
  const res = await api('auth/handoff/exchange/', {
    token: browserKey,
    body: {
      token: query.get('auth_token'),
      purpose: ACTIVATE,
      subscription_id: Number(query.get('subscription_id')),
    },
  });
  expect(res.status).toBe(200);
  return res.body.key;
}

describe('no session key and no password in the database or in the log', () => {
  it('after a PayPal and a bank-transfer purchase made as the web client makes them', async () => {
    const key = await login(api, MARCO, DEMO_PASSWORD);
    await declareLawyer(api, key);

    // PayPal (Gold): the return URL carries a handoff token; the return lands in a fresh tab.
    const paypalToken = await handoffToken(key, 2);
    const returnUrl =
      `${APP}/subscription-activate?auth_token=${paypalToken}&subscription_id=2&plan_id=21` +
      '&payment_method=paypal&discount_code=GOLD10&sdi=0000000';
    const setup = await api('paypal/setup-tokens/', {
      token: key,
      body: {
        ...order({ payment_type_id: 2, plan_id: 21, code: 'GOLD10' }),
        return_url: returnUrl,
        cancel_url: `${returnUrl}&paypal_cancelled=1`,
      },
    });
    expect(setup.status).toBe(200);
    const approved = await fetch(setup.body.links[1].href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const landing = approved.headers.get('location') as string;
    expect(landing).toBe(`${returnUrl}&token=${setup.body.id}`);
    const freshKey = await exchangeFromUrl(landing);
    const paypal = await api('payment-types/2/activate/', {
      token: freshKey,
      body: {
        ...order({ payment_type_id: 2, plan_id: 21, code: 'GOLD10', sdi: '0000000' }),
        payment_method: 'paypal',
        setup_token: new URL(landing).searchParams.get('token'),
      },
    });
    expect(paypal.status).toBe(201);

    // Bank transfer (Professional): straight to the activation page, in the signed-in tab.
    const bankToken = await handoffToken(key, 1);
    const bankPath =
      `/subscription-activate?auth_token=${bankToken}&subscription_id=1&plan_id=11` +
      '&payment_method=bank_transfer&sdi=0000000' +
      '&idempotency_key=6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
    expect(await exchangeFromUrl(bankPath, key)).toBe(key);
    const bank = await api('payment-types/1/activate/', {
      token: key,
      body: {
        ...order({ sdi: '0000000' }),
        payment_method: 'bank_transfer',
        idempotency_key: '6f1c2a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
      },
    });
    expect(bank.status).toBe(201);
    expect((await holdings(server, MARCO)).subscriptions).toHaveLength(2);

    const dump = await textDump();
    const log = logLines.join('');
    // The dump and the log did capture this story.
    expect(dump).toContain('stabilito@demo.colleghi.it');
    expect(log).toContain('/api/auth/handoff/exchange/');
    expect(log).toContain('/api/payment-types/1/activate/');
    for (const secret of [key, freshKey, DEMO_PASSWORD]) {
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
    }
    // The checkout keeps the return URL without the handoff token either.
    const [checkout] = await server.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.providerReference, setup.body.id));
    expect(checkout.returnUrl).not.toContain('auth_token');
    expect(checkout.returnUrl).toContain('subscription_id=2');
  });

  it('a return URL with a session key in it (an older client): not in checkouts', async () => {
    const key = await login(api, MARCO, DEMO_PASSWORD);
    const returnUrl = `${APP}/subscription-activate?auth_token=${key}&subscription_id=2&plan_id=21`;
    const setup = await api('paypal/setup-tokens/', {
      token: key,
      body: {
        ...order({ payment_type_id: 2, plan_id: 21 }),
        return_url: returnUrl,
        cancel_url: `${returnUrl}&paypal_cancelled=1`,
      },
    });
    expect(setup.status).toBe(200);
    const rows = await server.database.db.select().from(checkouts);
    expect(rows).toHaveLength(1);
    expect(rows[0].returnUrl).toBe(`${APP}/subscription-activate?subscription_id=2&plan_id=21`);
    expect(rows[0].cancelUrl).toBe(
      `${APP}/subscription-activate?subscription_id=2&plan_id=21&paypal_cancelled=1`,
    );
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('request lines carry neither the Authorization header nor credentials of the query', async () => {
    const key = await login(api, MARCO, DEMO_PASSWORD);
    const res = await api(`users/me/?auth_token=${key}&page=1`, { token: key });
    expect(res.status).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/api/users/me/?auth_token=[redacted]&page=1');
    expect(log).not.toContain(key);
    expect(log).not.toContain(DEMO_PASSWORD);
  });

  it('redactUrl replaces the values of credential-like parameters only', () => {
    expect(redactUrl('/api/x/')).toBe('/api/x/');
    expect(redactUrl('/api/x/?a=1&auth_token=abc&Password=p&client_secret=s&b')).toBe(
      '/api/x/?a=1&auth_token=[redacted]&Password=[redacted]&client_secret=[redacted]&b',
    );
    expect(redactUrl('/api/x/?auth%5Ftoken=abc')).toBe('/api/x/?auth%5Ftoken=[redacted]');
  });
});
