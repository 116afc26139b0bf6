import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { cities, sections } from '../src/db/schema';
import { MAX_JSON_DEPTH } from '../src/lib/json-body';
import { registeredRoutes } from '../src/lib/route-registry';
import type { RegisteredRoute } from '../src/lib/route-registry';
import { DEFAULT_SESSIONS, digest, findTokenUser } from '../src/lib/tokens';
import { GIULIA, demandBody, officeId, tokenFor } from './helpers/activities';
import { eventBody } from './helpers/agenda';
import { DEMO_PASSWORD } from './helpers/http';
import { lightRegisterBody, registerBody } from './helpers/sign-up';
import { changedTables, tableFingerprints } from './helpers/snapshot';
import type { Fingerprints } from './helpers/snapshot';
import { UNREACHED_RATE_LIMITS, setupTestServer } from './helpers/suite';

/**
 * Property-based check of every write endpoint (POST, PUT, PATCH, DELETE), taken from the app's
 * own route list, so a new endpoint is fuzzed without anyone adding it here: whatever the body
 * (random JSON, wrong types, huge or negative numbers, impossible dates, deep nesting, a body
 * that is not an object, a valid body with one or more fields spoiled), the answer is never a
 * 5xx, and a 4xx leaves every table as it was.
 *
 * FUZZ_RUNS (runs per endpoint, default 20) and FUZZ_SEED (default fixed) make it longer or
 * different; a failure prints the seed and the path that reproduce it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20260302);
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/**
 * The attempt counters (login_attempts): a refused guess of a password, a coupon or a record
 * code is counted on purpose, so a 4xx may write there.
 */
const COUNTERS = ['login_attempts'];
const { server, api } = setupTestServer({ rateLimit: UNREACHED_RATE_LIMITS });

interface Known {
  roma: number;
  tribunaleRoma: number;
  aigaRoma: number;
}
const known = {} as Known;

beforeAll(async () => {
  const db = server.database.db;
  known.roma = (await db.select().from(cities).where(eq(cities.name, 'Roma')))[0].id;
  known.tribunaleRoma = await officeId(server, 'Tribunale di Roma');
  known.aigaRoma = (await db.select().from(sections).where(eq(sections.name, 'AIGA Roma')))[0].id;
});

type Body = Record<string, unknown>;

/** A valid body of the endpoints that take one: the base the mutations spoil. */
function validBodies(): Record<string, () => Body> {
  const order = { payment_type_id: 1, plan_id: 11, payment_variant_id: null, code: null };
  const user = () => ({
    first_name: 'Giulia',
    phone: '3331234567',
    birth_date: '1985-04-12',
    fiscal_code: null,
    email_enabled: true,
    profile: {
      city: known.roma,
      coa_office: { id: known.tribunaleRoma },
      aiga_section: known.aigaRoma,
      skills: [1, { id: 2 }],
      is_cassationist: false,
      lawfirm: { name: 'Studio Bianchi', city: known.roma, zip: '00100', phone: '06 1234567' },
    },
  });
  return {
    'POST /api/auth/login/': () => ({ email: GIULIA, password: DEMO_PASSWORD }),
    'POST /api/auth/register/': () => registerBody(known.roma, { birth_date: '1990-01-31' }),
    'POST /api/auth/light-register/': () => lightRegisterBody(known.roma, { temp_demand: 1 }),
    'POST /api/auth/password/reset/': () => ({ email: GIULIA }),
    'POST /api/auth/password/reset/check/': () => ({ uid: '1', token: 'f'.repeat(48) }),
    'POST /api/auth/password/change/': () => ({
      new_password1: DEMO_PASSWORD,
      new_password2: DEMO_PASSWORD,
    }),
    'PUT /api/users/me/': user,
    'PUT /api/auth/user/': user,
    'POST /api/users/confirm-account/': () => ({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      fiscal_code: 'BNCGLI85D52H501X',
      type: 'LAWYER',
    }),
    'POST /api/popups/seen/': () => ({ popup_id: 1 }),
    'POST /api/demands/': () => demandBody(server, known.tribunaleRoma, { subject: 1 }),
    'POST /api/temp-demands/': () => demandBody(server, known.tribunaleRoma),
    'PUT /api/demands/:id/': () => ({ is_delayed: false }),
    'POST /api/events/': () => eventBody({ office: known.tribunaleRoma }),
    'PUT /api/events/:id/': () =>
      eventBody({ resourcetype: 'Appointment', expense1: 10, expense2: '20', expense3: null }),
    'POST /api/records/open/': () => ({
      link: 'https://colleghi.it/records?share=abc',
      code: 'AB',
    }),
    'POST /api/profile-custom-skills/': () => ({ name: 'Mediatore familiare' }),
    'POST /api/profile-skills/:skillId/description/': () => ({ description: 'Esperienza' }),
    'POST /api/profile-custom-skills/:id/description/': () => ({ description: 'Esperienza' }),
    'POST /api/catalogitems/:id/order/': () => ({ order: null }),
    'POST /api/sandbox/paypal/orders/': () => ({
      item_id: 1,
      amount: { value: '10.00', tax: '2.20', currency: 'EUR' },
    }),
    'PUT /api/payments/:id/change-plan/': () => ({ plan_id: 12 }),
    'PUT /api/payment-variants/change-city/': () => ({ payment_id: 1, city_id: known.roma }),
    'POST /api/payment-variants/professional-form/': () => ({ statement: true }),
    'POST /api/stripe/create/': () => ({
      ...order,
      payment_method: 'credit_card',
      payment_method_id: 'pm_x',
    }),
    'POST /api/paypal/setup-tokens/': () => ({
      ...order,
      return_url: 'http://localhost:3000/ok',
      cancel_url: 'http://localhost:3000/ko',
    }),
    'POST /api/payment-types/:id/activate/': () => ({
      ...order,
      payment_method: 'bank_transfer',
      idempotency_key: '6f1c2b7e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
    }),
    'POST /api/sandbox/payment-methods/': () => ({
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      name: 'Test',
    }),
    'POST /api/sandbox/payment-intents/:id/confirm/': () => ({ client_secret: 'x' }),
  };
}

/** Values that broke, or could break, a reader: types, ranges, dates, texts. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    1e21,
    -1e21,
    1.5,
    '',
    ' ',
    '\u0000',
    'x\u0000y',
    '99999999999',
    '-1',
    '2027-02-30',
    '2027-02-29',
    '2027-04-31',
    '9999-12-31',
    '0000-01-01',
    '1899-12-31',
    '2027-02-30T10:00:00+01:00',
    '9999-12-31T23:59:59Z',
    '2027-03-01T24:00:00Z',
    '24:00',
    '23:59:60',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '\uD800',
    '😀'.repeat(300),
    'x'.repeat(6000),
    [],
    {},
    [null],
    { id: 2 ** 31 },
    { id: -1 },
    { id: '1' },
  ),
  fc.integer(),
  fc.oneof(
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }),
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 40 }),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A body's paths ('profile', 'profile.city', …) that a mutation may spoil. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...prefix, key],
    ...paths(item, [...prefix, key]),
  ]);
}

type Mutation = { at: number; kind: 'set' | 'delete' | 'wrap'; value: unknown };

function mutate(valid: Body, mutations: Mutation[]): Body {
  const body = structuredClone(valid);
  for (const { at, kind, value } of mutations) {
    const all = paths(body);
    if (all.length === 0) return body;
    const path = all[at % all.length];
    let parent = body as Record<string, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    const last = path[path.length - 1];
    if (kind === 'delete') delete parent[last];
    else if (kind === 'wrap') parent[last] = [parent[last]];
    else parent[last] = value;
  }
  return body;
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The raw text of a request body: a spoiled valid body most of the time, else anything. */
function bodies(valid: Body | undefined, keys: string[]): fc.Arbitrary<string> {
  const mutation = fc.record({
    at: fc.nat(),
    kind: fc.constantFrom<Mutation['kind']>('set', 'set', 'set', 'delete', 'wrap'),
    value: nasty,
  });
  const others: fc.Arbitrary<string>[] = [
    fc.constantFrom('null', '[]', '42', '"testo"', 'true', '{}', '{"a":', '', '\u0000'),
    fc
      .dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 10 })), nasty, {
        maxKeys: 8,
      })
      .map((object) => JSON.stringify(object)),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    fc
      .oneof(
        fc.integer({ min: MAX_JSON_DEPTH - 2, max: MAX_JSON_DEPTH + 2 }),
        fc.constantFrom(1000, 5000, 20000),
      )
      .map((depth) => `{"${keys[depth % keys.length]}":${nested(depth)}}`),
  ];
  if (!valid) return fc.oneof(...others);
  const spoiled = fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => JSON.stringify(mutate(valid, mutations)));
  return fc.oneof(
    { arbitrary: spoiled, weight: 3 },
    ...others.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

/** The request the property receives: path parameters, the raw body, with a session or not. */
interface Attempt {
  params: string[];
  rawBody: string;
  signedIn: boolean;
}

/**
 * Cases tried first on every endpoint, whatever the seed: each field of the valid body set to
 * 2^31 (one past PostgreSQL integer) in turn, a body nested 5,000 levels deep, and bodies that
 * are not objects.
 */
function examples(valid: Body | undefined, params: number): [Attempt][] {
  const attempt = (rawBody: string): [Attempt] => [
    { params: Array<string>(params).fill('1'), rawBody, signedIn: true },
  ];
  const fields = paths(valid).map((_path, at) =>
    attempt(JSON.stringify(mutate(valid ?? {}, [{ at, kind: 'set', value: 2 ** 31 }]))),
  );
  return [...fields, ...['null', '[]', '42', `{"a":${nested(5000)}}`].map(attempt)];
}

/** Path parameters: the seeded ids mostly, and anything else sometimes. */
const param = fc.oneof(
  { arbitrary: fc.constantFrom('1', '2', '3'), weight: 4 },
  {
    arbitrary: fc.constantFrom('0', '-1', '2147483648', '99999999999', '1e3', 'x', '%20', 'ñ'),
    weight: 1,
  },
);

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

describe('every write endpoint, fuzzed', () => {
  it(
    'never answers 5xx, and writes nothing when it answers 4xx',
    async () => {
      const routes = registeredRoutes(server.app).filter((route) =>
        WRITE_METHODS.includes(route.method),
      );
      expect(routes.length).toBeGreaterThan(30);
      const valid = validBodies();
      const unknownKeys = Object.keys(valid).filter((name) => !routes.some((r) => key(r) === name));
      expect(unknownKeys).toEqual([]);
      const allKeys = [
        ...new Set(Object.values(valid).flatMap((make) => paths(make()).map((p) => p.at(-1)!))),
      ];

      // Reads that expire overdue demands first: done now, so a later 4xx does not see their write.
      let token = await tokenFor(server, GIULIA);
      for (const path of ['dashboard/', 'demands/', 'invitations/received/', 'received-demands/']) {
        await api(path, { token });
      }
      // Each run's "after" is the next run's "before", unless something wrote in between.
      let snapshot: Fingerprints | null = null;
      // A run may end the session (a password change revokes the other keys): a new key then.
      const ensureToken = async () => {
        const live = await findTokenUser(
          server.database.db,
          digest(token),
          server.clock.now(),
          DEFAULT_SESSIONS,
        );
        if (live === null) {
          token = await tokenFor(server, GIULIA);
          snapshot = null;
        }
      };

      const failures: string[] = [];
      for (const [index, route] of routes.entries()) {
        const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
        const make = valid[key(route)];
        const request: fc.Arbitrary<Attempt> = fc.record({
          params: fc.tuple(...names.map(() => param)),
          rawBody: bodies(make?.(), allKeys),
          signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, fc.constant(false)),
        });
        const result = await fc.check(
          fc.asyncProperty(request, async ({ params, rawBody, signedIn }) => {
            await ensureToken();
            let path = route.url.replace(/^\/api\//, '');
            names.forEach((name, i) => {
              path = path.replace(`:${name}`, encodeURIComponent(params[i]));
            });
            const before = snapshot ?? (await tableFingerprints(server.database, COUNTERS));
            snapshot = null;
            const res = await api(path, {
              method: route.method,
              rawBody,
              token: signedIn ? token : undefined,
            });
            snapshot = await tableFingerprints(server.database, COUNTERS);
            const changed = changedTables(before, snapshot);
            if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
            if (res.status >= 400 && changed.length > 0) {
              throw new Error(`${res.status} ${JSON.stringify(res.body)} but wrote ${changed}`);
            }
          }),
          {
            numRuns: RUNS,
            seed: SEED + index,
            endOnFailure: true,
            examples: examples(make?.(), names.length),
          },
        );
        if (result.failed) {
          failures.push(
            `${key(route)} (seed ${result.seed}, path ${result.counterexamplePath}): ` +
              `${JSON.stringify(result.counterexample)} → ${String(result.errorInstance)}`,
          );
        }
      }
      expect(failures).toEqual([]);
      // About 0.1 s a run on PGlite; generous, for a busy machine and for FUZZ_RUNS.
    },
    Math.max(60_000, RUNS * 40 * 1000),
  );
});
