import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { cities, sections, users } from '../src/db/schema';
import { registeredRoutes } from '../src/lib/route-registry';
import { GIULIA, HOUR, demandBody, officeId } from './helpers/activities';
import { eventBody } from './helpers/agenda';
import { lightRegisterBody, registerBody } from './helpers/sign-up';
import { changedTables, tableFingerprints } from './helpers/snapshot';
import { isStream, streamHead } from './helpers/sse';
import { setupTestServer, setupTokens } from './helpers/suite';

/**
 * Bad input is the client's mistake: a 400 (or a 404 for an id in the path) with an Italian
 * message, never a 500, and nothing written.
 */
const { server, api } = setupTestServer();
const tokens = setupTokens(server, { giulia: GIULIA });
const BIG = 2 ** 31;
const HUGE = 99999999999;
const DEPTH = 'Il corpo della richiesta ha troppi livelli annidati (massimo 64).';
const NOT_OBJECT = 'Dati non validi: il corpo della richiesta deve essere un oggetto JSON.';
const CITY = "Seleziona un comune dall'elenco.";
const OFFICE = "Seleziona un ufficio dall'elenco.";
const IMPOSSIBLE = 'Questa data non esiste nel calendario.';
const TOO_FAR = 'La data non può essere oltre 10 anni da oggi.';
const MAX_EUROS = 'Assicurati che questo valore sia minore o uguale a 1000000.';
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

let romaId: number;
let tribunaleRoma: number;

beforeAll(async () => {
  romaId = (await server.database.db.select().from(cities).where(eq(cities.name, 'Roma')))[0].id;
  tribunaleRoma = await officeId(server, 'Tribunale di Roma');
});

/** The request answers `status` and leaves every table as it was. */
async function expectNoWrite(call: () => Promise<{ status: number; body: unknown }>, status = 400) {
  const before = await tableFingerprints(server.database, ['login_attempts']);
  const res = await call();
  expect({ status: res.status, body: res.body }).toEqual({ status, body: res.body });
  expect(
    changedTables(before, await tableFingerprints(server.database, ['login_attempts'])),
  ).toEqual([]);
  return res.body;
}

function writeRoutes() {
  return registeredRoutes(server.app).filter((route) => WRITE_METHODS.includes(route.method));
}

const concrete = (url: string, value = '1') =>
  url.replace(/^\/api\//, '').replace(/:(\w+)/g, () => value);

describe('JSON nesting is bounded before anything walks the body', () => {
  const nested = (depth: number, leaf = '1') =>
    '{"a":'.repeat(depth - 1) + `{"a":${leaf}}` + '}'.repeat(depth - 1);

  it('refuses a 30 KB body nested 5,000 levels deep on every JSON write endpoint', async () => {
    const rawBody = nested(5000);
    expect(rawBody.length).toBeGreaterThan(29000);
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      for (const token of [undefined, tokens.giulia]) {
        const res = await api(concrete(route.url), { method: route.method, rawBody, token });
        if (res.status !== 400 || JSON.stringify(res.body) !== JSON.stringify({ detail: DEPTH })) {
          wrong.push(`${route.method} ${route.url} → ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(writeRoutes().length).toBeGreaterThan(30);
  });

  it('answers auth/login/ and auth/register/ without writing anything', async () => {
    for (const path of ['auth/login/', 'auth/register/']) {
      const body = await expectNoWrite(() => api(path, { rawBody: nested(5000) }));
      expect(body).toEqual({ detail: DEPTH });
      const arrays = await expectNoWrite(() =>
        api(path, { rawBody: '['.repeat(5000) + ']'.repeat(5000) }),
      );
      expect(arrays).toEqual({ detail: DEPTH });
    }
  });

  it('lets 64 levels through to the field checks and refuses 65', async () => {
    const email = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const deepest = await api('auth/login/', { rawBody: email(64) });
    expect(deepest.status).toBe(400);
    expect(deepest.body).toEqual({
      email: ['Inserisci un testo valido.'],
      password: ['Questo campo è obbligatorio.'],
    });
    expect((await api('auth/login/', { rawBody: email(65) })).body).toEqual({ detail: DEPTH });
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const text = `\\"${'{['.repeat(100)}`;
    const res = await api('auth/login/', { rawBody: `{"email":"${text}","password":"x"}` });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: ['Inserisci un indirizzo e-mail o un numero di cellulare valido.'],
    });
  });

  it('still finds a NUL character at the deepest allowed level', async () => {
    const res = await api('auth/login/', { rawBody: nested(63, '{"b":"x\\u0000"}') });
    expect(res.status).toBe(400);
    let tree = res.body;
    for (let level = 0; level < 63; level += 1) tree = tree.a;
    expect(tree).toEqual({ b: ['Il testo contiene caratteri non ammessi.'] });
  });
});

describe('bodies that are not JSON objects', () => {
  it('PUT users/me/ with null is refused and changes nothing', async () => {
    const body = await expectNoWrite(() =>
      api('users/me/', { method: 'PUT', token: tokens.giulia, rawBody: 'null' }),
    );
    expect(body).toEqual({ non_field_errors: [NOT_OBJECT] });
  });

  it('every write endpoint refuses an array or a scalar body and writes nothing', async () => {
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      for (const rawBody of ['[]', '[{"a":1}]', '42', '"testo"', 'true']) {
        const before = await tableFingerprints(server.database, ['login_attempts']);
        const res = await api(concrete(route.url), {
          method: route.method,
          rawBody,
          token: tokens.giulia,
        });
        const changed = changedTables(
          before,
          await tableFingerprints(server.database, ['login_attempts']),
        );
        if (
          res.status !== 400 ||
          JSON.stringify(res.body) !== JSON.stringify({ non_field_errors: [NOT_OBJECT] }) ||
          changed.length > 0
        ) {
          wrong.push(`${route.method} ${route.url} ${rawBody} → ${res.status} ${changed}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a null body on any write endpoint never answers 5xx and never writes on 4xx', async () => {
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      const before = await tableFingerprints(server.database, ['login_attempts']);
      const res = await api(concrete(route.url), {
        method: route.method,
        rawBody: 'null',
        token: tokens.giulia,
      });
      const after = await tableFingerprints(server.database, ['login_attempts']);
      const changed = changedTables(before, after);
      if (res.status >= 500 || (res.status >= 400 && changed.length > 0)) {
        wrong.push(`${route.method} ${route.url} → ${res.status} ${changed}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('integers beyond PostgreSQL integer (2^31) are field errors', () => {
  it('POST auth/register/ profile.city', async () => {
    const body = await expectNoWrite(() => api('auth/register/', { body: registerBody(BIG) }));
    expect(body).toEqual({ profile: { city: [CITY] } });
  });

  it('POST auth/light-register/ lawfirm city and temp_demand', async () => {
    const body = await expectNoWrite(() =>
      api('auth/light-register/', { body: lightRegisterBody(BIG, { temp_demand: BIG }) }),
    );
    expect(body).toEqual({
      profile: { lawfirm: { city: [CITY] } },
      temp_demand: ['Seleziona un valore valido.'],
    });
  });

  it('PUT users/me/ city, coa_office, aiga_section, lawfirm.city, skills', async () => {
    const put = (profile: object) =>
      expectNoWrite(() =>
        api('users/me/', { method: 'PUT', token: tokens.giulia, body: { profile } }),
      );
    expect(
      await put({
        city: BIG,
        coa_office: HUGE,
        aiga_section: { id: BIG, name: 'AIGA' },
        lawfirm: { city: -BIG - 1 },
      }),
    ).toEqual({
      profile: {
        city: [CITY],
        coa_office: [OFFICE],
        aiga_section: ["Seleziona una sezione dall'elenco."],
        lawfirm: { city: [CITY] },
      },
    });
    const skills = await put({ skills: [1, BIG] });
    expect(Object.keys(skills as object)).toEqual(['skills']);
  });

  it('POST demands/ subject, money, office, skill', async () => {
    const body = await expectNoWrite(() =>
      api('demands/', {
        token: tokens.giulia,
        body: demandBody(server, tribunaleRoma, {
          subject: BIG,
          money: BIG,
          office: { id: HUGE },
          skill: BIG,
        }),
      }),
    );
    expect(body).toEqual({
      subject: ["Seleziona una materia dall'elenco."],
      money: [MAX_EUROS],
      office: ["Seleziona un ufficio giudiziario dall'elenco."],
      skill: ["Seleziona una competenza dall'elenco."],
    });
  });

  it('POST events/ office and expenses', async () => {
    const body = await expectNoWrite(() =>
      api('events/', {
        token: tokens.giulia,
        body: eventBody({
          resourcetype: 'Appointment',
          office: BIG,
          expense1: BIG,
          expense2: '9999999',
          expense3: 1e21,
        }),
      }),
    );
    expect(body).toEqual({
      office: [OFFICE],
      expense1: [MAX_EUROS],
      expense2: [MAX_EUROS],
      expense3: ['Inserisci un numero intero.'],
      expenses: [MAX_EUROS, 'Inserisci un numero intero.'],
    });
  });

  it('subscriptions: order ids, change of plan and of city, course orders, popups', async () => {
    const token = tokens.giulia;
    const activate = await expectNoWrite(() =>
      api('payment-types/1/activate/', {
        token,
        body: {
          payment_method: 'bank_transfer',
          plan_id: BIG,
          payment_variant_id: BIG,
          city_id: BIG,
        },
      }),
    );
    expect(activate).toMatchObject({ plan_id: ['Seleziona un piano valido.'] });
    const card = await expectNoWrite(() =>
      api('stripe/create/', {
        token,
        body: { payment_type_id: BIG, plan_id: HUGE, payment_method: 'credit_card' },
      }),
    );
    expect(card).toMatchObject({ payment_type_id: ['Seleziona un abbonamento valido.'] });
    const plan = await expectNoWrite(
      () => api('payments/1/change-plan/', { method: 'PUT', token, body: { plan_id: BIG } }),
      400,
    );
    expect(plan).toEqual({ plan_id: ['Seleziona un piano valido.'] });
    const city = await expectNoWrite(() =>
      api('payment-variants/change-city/', {
        method: 'PUT',
        token,
        body: { payment_id: BIG, city_id: BIG },
      }),
    );
    expect(city).toEqual({
      payment_id: ['Seleziona un valore valido.'],
      city_id: [CITY],
    });
    const course = await expectNoWrite(() =>
      api('sandbox/paypal/orders/', {
        token,
        body: { item_id: BIG, amount: { value: '10.00', tax: '2.20', currency: 'EUR' } },
      }),
    );
    expect(course).toEqual({ item_id: ["Seleziona un corso dall'elenco."] });
    const popup = await expectNoWrite(() =>
      api('popups/seen/', { token, body: { popup_id: BIG } }),
    );
    expect(popup).toEqual({ popup_id: ['Popup non valido: i valori ammessi sono 1 e 2.'] });
  });

  it('ids in the path beyond the range are 404, on every route', async () => {
    const wrong: string[] = [];
    const withParams = registeredRoutes(server.app).filter(
      (route) => route.url.includes(':') && route.method !== 'HEAD',
    );
    for (const route of withParams) {
      for (const value of [String(HUGE), String(BIG), '-1', '0', '1e3', '9'.repeat(40)]) {
        const res = await api(concrete(route.url, value), {
          method: route.method,
          token: tokens.giulia,
        });
        if (res.status >= 500 || res.status === 200 || res.status === 201) {
          wrong.push(`${route.method} ${concrete(route.url, value)} → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const demand = await api(`demands/${HUGE}/`, { token: tokens.giulia });
    expect(demand).toMatchObject({ status: 404, body: { detail: 'Non trovato.' } });
  });

  it('query parameters out of range never answer 5xx', async () => {
    const wrong: string[] = [];
    const gets = registeredRoutes(server.app).filter((route) => route.method === 'GET');
    const query =
      `page=${HUGE}${HUGE}&page_size=${HUGE}&category=${HUGE}&office_id=${BIG}&plan_id=${BIG}` +
      `&popup_id=${BIG}&city=${BIG}&date_min=9999-12-01&date_max=9999-12-31&search=${BIG}`;
    for (const route of gets) {
      const res = isStream(route)
        ? await streamHead(server.baseUrl, `Token ${tokens.giulia}`, `?${query}`)
        : await api(`${concrete(route.url)}?${query}`, { token: tokens.giulia });
      if (res.status >= 500) wrong.push(`GET ${route.url} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('calendar dates that do not exist, or are too far, are field errors', () => {
  const at = (datetime: string) =>
    expectNoWrite(() =>
      api('demands/', {
        token: tokens.giulia,
        body: demandBody(server, tribunaleRoma, { datetime }),
      }),
    );

  it.each([
    ['2027-02-30T10:00:00+01:00'],
    ['2027-02-29T10:00:00+01:00'],
    ['2027-04-31T10:00:00+02:00'],
    ['2027-13-01T10:00:00Z'],
    ['2027-00-10T10:00:00Z'],
  ])('refuses a demand on %s instead of rolling it over', async (datetime) => {
    expect(await at(datetime)).toEqual({ datetime: [IMPOSSIBLE] });
  });

  it('answers a demand before 1900 as a past one', async () => {
    expect(await at('1899-02-30T10:00:00Z')).toEqual({ datetime: ['La data deve essere futura.'] });
  });

  it('refuses impossible times of day', async () => {
    for (const datetime of [
      '2027-03-01T24:00:00Z',
      '2027-03-01T10:60:00Z',
      '2027-03-01T10:00:61Z',
    ]) {
      expect(await at(datetime)).toEqual({ datetime: [expect.stringContaining('ISO 8601')] });
    }
  });

  it('accepts 29 February of a leap year and refuses a demand more than 10 years ahead', async () => {
    const leap = await api('demands/', {
      token: tokens.giulia,
      body: demandBody(server, tribunaleRoma, { datetime: '2028-02-29T10:00:00+01:00' }),
    });
    expect(leap.status).toBe(201);
    expect(leap.body.datetime).toBe('2028-02-29T09:00:00.000Z');
    expect(await at('9999-03-01T10:00:00Z')).toEqual({ datetime: [TOO_FAR] });
    const horizon = new Date(server.clock.now().getTime());
    horizon.setUTCFullYear(horizon.getUTCFullYear() + 10);
    expect(await at(new Date(horizon.getTime() + HOUR).toISOString())).toEqual({
      datetime: [TOO_FAR],
    });
    const last = await api('demands/', {
      token: tokens.giulia,
      body: demandBody(server, tribunaleRoma, { datetime: horizon.toISOString() }),
    });
    expect(last.status).toBe(201);
  });

  it('refuses events more than 10 years ahead, before 1900, and impossible days', async () => {
    const post = (date: string) =>
      expectNoWrite(() => api('events/', { token: tokens.giulia, body: eventBody({ date }) }));
    expect(await post('9999-01-01')).toEqual({ date: [TOO_FAR] });
    expect(await post('2036-03-03')).toEqual({ date: [TOO_FAR] });
    for (const date of ['1899-12-31', '2027-02-29', '2027-04-31']) {
      expect(await post(date)).toEqual({
        date: ['Inserisci una data valida nel formato AAAA-MM-GG.'],
      });
    }
    for (const date of ['2036-03-02', '1900-01-01']) {
      const res = await api('events/', { token: tokens.giulia, body: eventBody({ date }) });
      expect(res.status).toBe(201);
    }
  });

  it('keeps the 1900 to today rule of the birth date', async () => {
    const put = (birth_date: string) =>
      expectNoWrite(() =>
        api('users/me/', { method: 'PUT', token: tokens.giulia, body: { birth_date } }),
      );
    for (const date of ['1899-12-31', '2027-02-29', '2026-03-03']) {
      expect(await put(date)).toEqual({ birth_date: ['Data di nascita non valida.'] });
    }
  });
});

describe('the log of a real database error', () => {
  it('names the query and the error code, never the parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = await buildApp({ db: server.database.db, logger: { level: 'error', stream } });
    app.get('/api/boom/', async () => {
      await server.database.db.execute(sql`select ${'segreto-utente-42'}::int as n`);
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/boom/`);
    await app.close();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ detail: 'Errore interno del server.' });
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('22P02');
    expect(log).toContain('::int as n');
    expect(log).not.toContain('segreto-utente-42');
  });
});

describe('unchanged for valid input', () => {
  it('a user with an AIGA section keeps it after a PUT of the same values', async () => {
    const [aiga] = await server.database.db
      .select()
      .from(sections)
      .where(eq(sections.name, 'AIGA Roma'));
    const res = await api('users/me/', {
      method: 'PUT',
      token: tokens.giulia,
      body: { profile: { city: romaId, aiga_section: { id: aiga.id } } },
    });
    expect(res.status).toBe(200);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, GIULIA));
    expect(user.email).toBe(GIULIA);
  });
});
