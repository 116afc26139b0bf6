import { registeredRoutes } from '../src/lib/route-registry';
import { SCHEMA_PATH } from '../src/lib/schema/openapi';
import { GIULIA, giveSubscription, userId } from './helpers/activities';
import { eventBody } from './helpers/agenda';
import { changedTables, tableFingerprints } from './helpers/snapshot';
import { UNREACHED_RATE_LIMITS, setupTestServer, setupTokens } from './helpers/suite';

/**
 * Every message a person can read in a refusal is Italian about the field, never the schema
 * library's words: each body field of each write route (from the app's own OpenAPI document)
 * gets values of the wrong type, and every message of every answer is checked.
 */
const { server, api } = setupTestServer({ rateLimit: UNREACHED_RATE_LIMITS });
const tokens = setupTokens(server, { giulia: GIULIA });

/** zod's words (in its Italian locale too) and English ones: none belongs in a message. */
const FORBIDDEN =
  /\b(nonoptional|atteso|ricevuto|union|zod\w*|expected|received|invalid|required|string|number|object|array|boolean|undefined|null|NaN)\b/i;
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
}

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a field's schema lets through ('any' when it says nothing). */
function allowedTypes(schema: JsonSchema): Set<JsonType | 'any'> {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const types = new Set<JsonType | 'any'>(alternatives.flatMap((s) => [...allowedTypes(s)]));
  if (schema.type) for (const type of [schema.type].flat()) types.add(type as JsonType);
  for (const value of [...(schema.enum ?? []), ...('const' in schema ? [schema.const] : [])]) {
    types.add(jsonType(value));
  }
  if (types.size === 0) types.add('any');
  if (types.has('number')) types.add('integer');
  return types;
}

/** The alternatives of a field that are objects with named fields (a section, `{ id }`). */
function objectShapes(schema: JsonSchema): Record<string, JsonSchema>[] {
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const own = schema.properties ? [schema.properties] : [];
  return [...own, ...alternatives.flatMap(objectShapes)];
}

const WRONG_TYPES: unknown[] = [{}, [], 'testo', 1.5, 7, true, null];
/** Objects that are no reference to a row, for fields that take an id or `{ id }`. */
const NOT_A_REFERENCE: unknown[] = [{}, { id: {} }, { id: 'x' }, { id: [] }, { id: null }];

/** A field that takes the id of a row or the row itself (`{ id, … }`). */
const isReference = (schema: JsonSchema) =>
  objectShapes(schema).some((shape) => 'id' in shape) && allowedTypes(schema).has('integer');

const KEEP = Symbol('the field can take the value: left out');
type Pick = (schema: JsonSchema) => unknown;

/**
 * A body that gives each field the value `pick` chooses for it: at the highest level that cannot
 * take it, or (`deep`) inside every section, so that each field of each section gets it too.
 * `spoiled` counts the fields that got one.
 */
function spoil(schema: JsonSchema, pick: Pick, deep: boolean, count: { spoiled: number }) {
  const here = pick(schema);
  const shapes = isReference(schema) ? [] : objectShapes(schema);
  if (shapes.length > 0 && (deep || here === KEEP)) {
    const section: Record<string, unknown> = {};
    for (const [key, inner] of shapes.flatMap((shape) => Object.entries(shape))) {
      const value = spoil(inner, pick, deep, count);
      if (value !== KEEP) section[key] = value;
    }
    if (Object.keys(section).length > 0) return section;
  }
  if (here !== KEEP) count.spoiled += 1;
  return here;
}

const wrongType =
  (value: unknown): Pick =>
  (schema) => {
    const types = allowedTypes(schema);
    return types.has('any') || types.has(jsonType(value)) ? KEEP : value;
  };
const notAReference =
  (value: unknown): Pick =>
  (schema) =>
    isReference(schema) ? value : KEEP;

/** The bodies tried on a route: each wrong type everywhere, each non-reference on every id. */
function spoiledBodies(schema: JsonSchema, count: { spoiled: number }): unknown[] {
  const picks = [
    ...WRONG_TYPES.flatMap((value) => [
      [wrongType(value), false],
      [wrongType(value), true],
    ]),
    ...NOT_A_REFERENCE.map((value) => [notAReference(value), true]),
  ] as [Pick, boolean][];
  const bodies = new Map<string, unknown>();
  for (const [pick, deep] of picks) {
    const spoiled = { spoiled: 0 };
    const body = spoil({ properties: schema.properties ?? {} }, pick, deep, spoiled);
    if (body === KEEP || bodies.has(JSON.stringify(body))) continue;
    bodies.set(JSON.stringify(body), body);
    count.spoiled += spoiled.spoiled;
  }
  return [...bodies.values()];
}

/** Every string of an answer's body. */
function messages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(messages);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(messages);
  return [];
}

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const concrete = (url: string) => url.replace(/^\/api\//, '').replace(/:(\w+)/g, '1');

describe('wrong types in any write route body', () => {
  it('are answered 400 with plain Italian about the field', async () => {
    const res = await fetch(new URL(SCHEMA_PATH, server.baseUrl));
    const { paths } = (await res.json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    // Gold: skill descriptions are refused to other subscriptions before their body is read.
    await giveSubscription(server, await userId(server, GIULIA), {
      paymentTypeId: 2,
      monthlyCents: 1990,
    });
    const routes = registeredRoutes(server.app).filter((r) => WRITE_METHODS.includes(r.method));
    const wrong: string[] = [];
    const seen = new Set<string>();
    const count = { spoiled: 0 };
    for (const route of routes) {
      const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      // An alias (PUT auth/user/ is PUT users/me/) is tried once.
      if (!schema || seen.has(JSON.stringify(schema))) continue;
      seen.add(JSON.stringify(schema));
      const call = (body: unknown) =>
        api(concrete(route.url), { method: route.method, body, token: tokens.giulia });
      const answers = await Promise.all(
        spoiledBodies(schema, count).map(async (body) => ({ body, answer: await call(body) })),
      );
      for (const { body, answer } of answers) {
        const said = messages(answer.body).filter((message) => FORBIDDEN.test(message));
        if (answer.status !== 400 || said.length > 0) {
          wrong.push(
            `${route.method} ${route.url} ${JSON.stringify(body)} → ${answer.status} ` +
              JSON.stringify(answer.body),
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(count.spoiled).toBeGreaterThan(500);
  });
});

describe('an object where a row is referred to', () => {
  it.each([{}, { id: {} }, { id: 'x' }])(
    "is told the field's own message on the field itself (%p)",
    async (city) => {
      const res = await api('users/me/', {
        method: 'PUT',
        token: tokens.giulia,
        body: { profile: { city, lawfirm: { city } } },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        profile: {
          city: ["Seleziona un comune dall'elenco."],
          lawfirm: { city: ["Seleziona un comune dall'elenco."] },
        },
      });
    },
  );

  it('POST sandbox/paypal/orders/ with item_id {} says what is wrong in Italian', async () => {
    const res = await api('sandbox/paypal/orders/', {
      token: tokens.giulia,
      body: { item_id: {}, amount: { value: '10.00', tax: '2.20', currency: 'EUR' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.item_id).toEqual([expect.not.stringMatching(FORBIDDEN)]);
  });
});

describe('a lone surrogate (not Unicode text) in any string', () => {
  const INVALID = ['Campo non valido'];

  /** The request answers 400 with `errors` and leaves every table as it was. */
  async function refused(path: string, method: string, body: unknown, errors: unknown) {
    const before = await tableFingerprints(server.database, ['login_attempts']);
    const res = await api(path, { method, token: tokens.giulia, body });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: errors });
    const after = await tableFingerprints(server.database, ['login_attempts']);
    expect(changedTables(before, after)).toEqual([]);
  }

  it.each(['\ud800', 'Giu\udc00lia', 'Giulia\ud83d'])('is refused in a name (%p)', (name) =>
    refused('users/me/', 'PUT', { first_name: name }, { first_name: INVALID }),
  );

  it('is refused in free text, nested fields included', async () => {
    await refused('events/', 'POST', eventBody({ notes: 'Portare il fascicolo \ud800' }), {
      notes: INVALID,
    });
    await refused(
      'users/me/',
      'PUT',
      { profile: { lawfirm: { name: 'Studio \udfff' } } },
      { profile: { lawfirm: { name: INVALID } } },
    );
    await refused('profile-custom-skills/', 'POST', { name: '\udc00' }, { name: INVALID });
  });

  it('leaves paired surrogates (emoji) alone', async () => {
    const res = await api('events/', {
      token: tokens.giulia,
      body: eventBody({ notes: 'Udienza 🧑‍⚖️ ok' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.lawyerevent.hearing.notes).toBe('Udienza 🧑‍⚖️ ok');
  });
});
