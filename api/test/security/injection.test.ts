import { count, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { queryRows } from '../../src/db/client';
import {
  candidates,
  demands,
  events,
  lawfirms,
  profiles,
  records,
  subscriptions,
  users,
} from '../../src/db/schema';
import { registeredRoutes } from '../../src/lib/route-registry';
import {
  GIULIA,
  LUCA,
  candidateIdFor,
  demandBody,
  giveSubscription,
  officeId,
  userId,
} from '../helpers/activities';
import { createEvent } from '../helpers/agenda';
import { DEMO_PASSWORD, login } from '../helpers/http';
import { order } from '../helpers/subscriptions';
import { isStream, streamHead } from '../helpers/sse';
import { setupTestServer, setupTokens } from '../helpers/suite';

/**
 * SQL- and script-looking text in every free-text field the API accepts is data: stored and
 * answered byte for byte (or refused with a 400 field error where a format applies), never a
 * 500, and the tables are all still there afterwards.
 */
const { server, api } = setupTestServer();
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA });

const PAYLOADS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "Robert'); DELETE FROM demands WHERE ('1'='1",
  '" OR ""="',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  '50% _di_ sconto \\ backslash \\x00 \\u0000',
  'Àccènti “virgolette” 🧑‍⚖️ ½',
];
/** The text that reaches a NUL check: it must be refused, never reach PostgreSQL. */
const NUL = 'prima\u0000dopo';
const NUL_ERROR = ['Il testo contiene caratteri non ammessi.'];

const TABLES = { users, profiles, lawfirms, demands, candidates, events, records, subscriptions };

async function tableCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    counts[name] = (await server.database.db.select({ total: count() }).from(table))[0].total;
  }
  return counts;
}

let before: Record<string, number>;
beforeEach(async () => {
  before = await tableCounts();
});

/** Every table still exists, nothing was deleted, and the demo lawyer still signs in. */
afterEach(async () => {
  const after = await tableCounts();
  for (const name of Object.keys(TABLES)) expect(after[name]).toBeGreaterThanOrEqual(before[name]);
  const tables = await queryRows<{ tablename: string }>(
    server.database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  expect(tables.map((t) => t.tablename)).toEqual(
    expect.arrayContaining(['users', 'demands', 'events', 'records', 'auth_tokens']),
  );
  server.clock.advance(60 * 60 * 1000);
  expect(await login(api, GIULIA, DEMO_PASSWORD)).toMatch(/^[0-9a-f]{40}$/);
});

describe('free text round-trips as inert data', () => {
  it.each(PAYLOADS)('demand: activity, notes, judge, section — %s', async (text) => {
    const office = await officeId(server, 'Tribunale di Roma');
    const fields = { activity: text, notes: `Note: ${text}`, judge: text, section: text };
    const created = await api('demands/', {
      token: tokens.giulia,
      body: demandBody(server, office, fields),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(fields);
    const read = await api(`demands/${created.body.id}/`, { token: tokens.giulia });
    expect(read.body).toMatchObject(fields);
    // The invited colleague reads the same bytes.
    const invitation = await api(
      `invitations/received/${await candidateIdFor(server, created.body.id, LUCA)}/`,
      { token: tokens.luca },
    );
    expect(invitation.body.demand).toMatchObject({ activity: text, notes: `Note: ${text}` });
  });

  it.each(PAYLOADS)(
    'event: parties, activity, judge, NRG, notes, search, .ics — %s',
    async (text) => {
      const fields = { part1: text, part2: `${text} 2`, activity: text, judge: text, notes: text };
      const event = await createEvent(api, tokens.luca, { ...fields, nrg: text.slice(0, 50) });
      const read = await api(`events/${event.id}/`, { token: tokens.luca });
      expect(read.status).toBe(200);
      expect(read.body.lawyerevent).toMatchObject({
        part1: text,
        part2: `${text} 2`,
        activity: text,
      });
      expect(read.body.lawyerevent.hearing).toMatchObject({ nrg: text.slice(0, 50), notes: text });
      const updated = await api(`events/${event.id}/`, {
        method: 'PUT',
        token: tokens.luca,
        body: { ...read.body, ...fields, part1: `${text}!`, office: null, nrg: null },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.lawyerevent.part1).toBe(`${text}!`);
      // The search treats the text literally: it finds this event and only this one.
      const found = await api(`events/?search=${encodeURIComponent(`${text}!`)}`, {
        token: tokens.luca,
      });
      expect(found.status).toBe(200);
      expect(found.body.results.map((e: { id: number }) => e.id)).toEqual([event.id]);
      // The .ics file carries the same text, escaped for iCalendar.
      const ics = await fetch(new URL(`events/${event.id}/ics/`, server.baseUrl), {
        headers: { Authorization: `Token ${tokens.luca}` },
      });
      const vevent = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent(
        'vevent',
      );
      const parsed = new ICAL.Event(vevent as ICAL.Component);
      expect(parsed.summary).toContain(`${text}!`);
      expect(parsed.description).toContain(`Note: ${text}`);
    },
  );

  it.each(PAYLOADS)(
    'profile and law firm: names, register number, address, descriptions — %s',
    async (text) => {
      await giveSubscription(server, await userId(server, LUCA), { paymentTypeId: 2 });
      const body = {
        first_name: text,
        last_name: text,
        profile: {
          register_number: text.slice(0, 50),
          lawfirm: {
            name: text,
            lawyer: text,
            address: text,
            description: text,
            description2: text,
          },
        },
      };
      const res = await api('users/me/', { method: 'PUT', token: tokens.luca, body });
      expect(res.status).toBe(200);
      const me = await api('users/me/', { token: tokens.luca });
      expect(me.body).toMatchObject(body);
    },
  );

  it.each(PAYLOADS)('custom skill name and skill descriptions (Gold) — %s', async (text) => {
    await giveSubscription(server, await userId(server, LUCA), { paymentTypeId: 2 });
    const custom = await api('profile-custom-skills/', {
      token: tokens.luca,
      body: { name: text },
    });
    expect(custom.status).toBe(201);
    expect(custom.body.name).toBe(text);
    const described = await api(`profile-custom-skills/${custom.body.id}/description/`, {
      token: tokens.luca,
      body: { description: text },
    });
    expect(described.body.description).toBe(text);
    const me = await api('users/me/', { token: tokens.luca });
    const skillId: number = me.body.profile.skills[0].id;
    const skill = await api(`profile-skills/${skillId}/description/`, {
      token: tokens.luca,
      body: { description: text },
    });
    expect(skill.status).toBe(200);
    const after = await api('users/me/', { token: tokens.luca });
    expect(after.body.profile.custom_skills).toEqual([
      expect.objectContaining({ name: text, description: text }),
    ]);
    expect(after.body.profile.skills[0].description).toBe(text);
  });

  it.each(PAYLOADS)('sign-up names, and the HTML page that greets by name — %s', async (text) => {
    const roma = await queryRows<{ id: number }>(
      server.database.db,
      sql`select id from cities where name = 'Roma'`,
    );
    const signUp = await api('auth/register/', {
      body: {
        first_name: text,
        last_name: text,
        email: 'nuovo.collega@example.com',
        password1: 'segreta123',
        password2: 'segreta123',
        phone: '3479876543',
        terms: true,
        privacy: true,
        profile: { type: 'LAWYER', city: roma[0].id },
      },
    });
    expect(signUp.status).toBe(201);
    const me = await api('users/me/', { token: signUp.body.key });
    expect(me.body).toMatchObject({ first_name: text, last_name: text });
    // The certification offer page escapes the name: no markup of the user reaches the page.
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const page = await fetch(
      `${new URL(server.baseUrl).origin}/web/payments/collect/${b64(String(me.body.id))}/${b64(me.body.created_at)}/`,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<script/i);
  });
});

describe('fields with a format refuse such text with a 400 field error', () => {
  it.each(PAYLOADS)('%s', async (text) => {
    const checks: [string, Promise<{ status: number; body: Record<string, unknown> }>, string][] = [
      ['login e-mail', api('auth/login/', { body: { email: text, password: 'x' } }), 'email'],
      ['reset e-mail', api('auth/password/reset/', { body: { email: text } }), 'email'],
      [
        'PEC',
        api('users/me/', { method: 'PUT', token: tokens.luca, body: { profile: { pec: text } } }),
        'profile',
      ],
      [
        'phone',
        api('users/me/', { method: 'PUT', token: tokens.luca, body: { phone: text } }),
        'phone',
      ],
      [
        'record code',
        api('records/open/', { token: tokens.luca, body: { link: text, code: text } }),
        'link',
      ],
      [
        'SDI (billing)',
        api('paypal/setup-tokens/', {
          token: tokens.luca,
          body: {
            ...order({ sdi: text }),
            return_url: 'http://localhost:3000/ok',
            cancel_url: 'http://localhost:3000/ko',
          },
        }),
        'sdi',
      ],
      [
        'fiscal code',
        api('users/confirm-account/', {
          token: tokens.luca,
          body: { first_name: 'Luca', last_name: 'Verdi', fiscal_code: text, type: 'LAWYER' },
        }),
        'fiscal_code',
      ],
      [
        'course order id',
        api('catalogitems/1/order/', { token: tokens.luca, body: { order: text } }),
        'order',
      ],
    ];
    for (const [label, call, field] of checks) {
      const res = await call;
      expect([label, res.status]).toEqual([label, 400]);
      expect([label, Object.keys(res.body)]).toEqual([label, expect.arrayContaining([field])]);
    }
    // Wrong credentials with SQL in the password: the ordinary refusal.
    const wrong = await api('auth/login/', { body: { email: GIULIA, password: text } });
    expect(wrong.body).toEqual({
      non_field_errors: ['Impossibile accedere con le credenziali fornite.'],
    });
    const coupon = await api(`coupon-codes/${encodeURIComponent(text)}/validate/1/`);
    expect(coupon.status).toBe(400);
    expect(coupon.body).toEqual({ message: 'Codice promozionale non valido.' });
  });
});

describe('a NUL character (PostgreSQL text cannot hold one) is refused, never a 500', () => {
  it('in JSON strings: a 400 field error at the field, nothing written', async () => {
    const office = await officeId(server, 'Tribunale di Roma');
    const cases: [string, string, object, object][] = [
      ['demands/', 'POST', demandBody(server, office, { notes: NUL }), { notes: NUL_ERROR }],
      [
        'events/',
        'POST',
        { resourcetype: 'Appointment', date: '2026-03-20', all_day: true, notes: NUL },
        { notes: NUL_ERROR },
      ],
      [
        'users/me/',
        'PUT',
        { first_name: 'Luca', profile: { lawfirm: { address: NUL } } },
        { profile: { lawfirm: { address: NUL_ERROR } } },
      ],
      ['auth/login/', 'POST', { email: GIULIA, password: NUL }, { password: NUL_ERROR }],
      ['records/open/', 'POST', { link: NUL, code: 'ABC' }, { link: NUL_ERROR }],
      ['popups/seen/', 'POST', { popup_id: [1, NUL] }, { popup_id: NUL_ERROR }],
    ];
    for (const [path, method, body, errors] of cases) {
      const res = await api(path, { method, token: tokens.luca, body });
      expect([path, res.status, res.body]).toEqual([path, 400, errors]);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('in the URL (path or query): a 400 { detail }', async () => {
    for (const path of [
      'cities/?search=%00',
      'events/?search=a%00b',
      'menus/?app=%00',
      'coupon-codes/a%00b/validate/1/',
      'stripe/payment-intents/pi%00/',
      'sandbox/paypal/orders/SB%00/',
      'sandbox/paypal/setup-tokens/st%00/',
      'sandbox/paypal/approve/st%00/',
      'ical/a%00b.ics',
    ]) {
      const res = await api(path, { token: tokens.luca });
      expect([path, res.status, res.body]).toEqual([
        path,
        400,
        { detail: "L'indirizzo della richiesta contiene caratteri non ammessi." },
      ]);
    }
  });
});

describe('every route, with such text in its path and query parameters', () => {
  const QUERY_KEYS = [
    'search',
    'q',
    'filter',
    'status',
    'tree',
    'category',
    'role',
    'office_type',
    'office_id',
    'is_coa',
    'app',
    'date_min',
    'date_max',
    'popup_id',
    'plan_id',
    'page_size',
    'to',
  ];

  it('never answers 500 (signed in, so the handlers really run)', async () => {
    const failures: string[] = [];
    const routes = registeredRoutes(server.app).filter(
      (route) => route.url !== '*' && route.method !== 'HEAD',
    );
    for (const text of [...PAYLOADS, '%', '\\', "'", '%C0%80']) {
      const value = encodeURIComponent(text);
      const query = QUERY_KEYS.map((key) => `${key}=${value}`).join('&');
      for (const route of routes) {
        const path = route.url.replace(/:(\w+)/g, () => value).replace(/^\/api\//, '');
        const url = route.method === 'GET' ? `${path}?${query}` : path;
        if (isStream(route)) {
          const head = await streamHead(server.baseUrl, `Token ${tokens.luca}`, `?${query}`);
          if (head.status >= 500) failures.push(`${route.method} ${url} → ${head.status}`);
          continue;
        }
        const res = await fetch(new URL(url, server.baseUrl), {
          method: route.method,
          headers: { Authorization: `Token ${tokens.luca}` },
        });
        // Read every answer: an unread one (the OpenAPI documents are large) keeps its
        // connection busy, and closing the server would wait for it.
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${route.method} ${url} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
