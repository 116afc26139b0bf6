import { registeredRoutes } from '../../src/lib/route-registry';
import type { RegisteredRoute } from '../../src/lib/route-registry';
import { setupTestServer } from '../helpers/suite';

/**
 * Every route the app registers, taken from the app itself (src/lib/route-registry.ts): a new
 * route must either answer 401 without a valid token or be added to PUBLIC below, on purpose.
 */
const { server } = setupTestServer({ exposeOutbox: true });

/** Routes that answer without a token, each for a reason. HEAD follows its GET. */
const PUBLIC: Record<string, string> = {
  'POST /api/auth/login/': 'sign-in',
  'POST /api/auth/register/': 'sign-up',
  'POST /api/auth/light-register/': 'guest sign-up from the request wizard',
  'POST /api/auth/password/reset/': 'forgotten password (same answer for any address)',
  'POST /api/auth/password/reset/check/':
    'the reset page asks whether its link is still live (its token is the credential)',
  'POST /api/auth/password/reset/confirm/':
    'the reset link from the e-mail (its token is the credential)',
  'POST /api/auth/handoff/exchange/':
    'the activation page in a fresh tab (the single-use handoff token is the credential)',
  'GET /api/cities/': 'lookup for the sign-up form',
  'GET /api/skills/': 'lookup',
  'GET /api/offices/': 'lookup (guest request wizard)',
  'GET /api/subjects/': 'lookup',
  'GET /api/aigasections/': 'lookup',
  'GET /api/autocomplete/:kind/': 'lookup',
  'GET /api/menus/': 'the web menu, shown to guests too',
  'GET /api/demands/estimate/': 'guest request wizard (token optional)',
  'GET /api/payment-types/info/': 'subscriptions catalogue (token optional)',
  'GET /api/payment-types/:id/city/:cityId/': 'price in a city',
  'GET /api/payment-variants/professional-city/:cityId/': 'price in a city',
  'GET /api/coupon-codes/:code/validate/:typeId/': 'promo code check before sign-in',
  'GET /api/categories/': 'course catalogue',
  'GET /api/catalogitems/': 'course catalogue (token optional)',
  'GET /api/catalogitems/:id/': 'course detail (token optional)',
  'GET /api/external-products/': 'partner products',
  'GET /api/ical/:file': 'calendar feed: the secret in the path is the credential',
  'POST /api/sandbox/payment-methods/':
    "sandbox Stripe.js: the card never reaches the API's own endpoints",
  'POST /api/sandbox/payment-intents/:id/confirm/':
    'sandbox card confirmation: the client secret is the credential',
  'GET /api/sandbox/paypal/setup-tokens/:token/': 'sandbox PayPal: the token is the credential',
  'GET /api/sandbox/paypal/approve/:token/': 'sandbox PayPal approval page (HTML)',
  'POST /api/sandbox/paypal/approve/:token/': 'its form',
  'POST /api/sandbox/paypal/cancel/:token/': 'its form',
  'GET /web/payments/collect/:uid/:created/':
    'certification offer page (HTML), linked from an e-mail',
  'GET /api/dev/outbox/': 'development mailbox, only with EXPOSE_OUTBOX=1 (off by default)',
  'GET /api/users/unsubscribe/':
    "an e-mail's unsubscribe page: the signed token in the link is the credential",
  'POST /api/users/unsubscribe/': 'its form, and the one-click unsubscribe of mail clients',
  'GET /api/push/key/': "the server's public VAPID key, the same for everyone",
  'OPTIONS *': 'CORS preflight',
  'GET /api/schema/': 'the OpenAPI document',
  'GET /api/docs': 'the browsable API reference (HTML)',
  'GET /api/docs/static/index.html': 'the API reference',
  'GET /api/docs/static/swagger-initializer.js': 'the API reference',
  'GET /api/docs/json': 'the OpenAPI document, as the reference reads it',
  'GET /api/docs/yaml': 'the OpenAPI document in YAML',
  'GET /api/docs/static/*': "the reference's assets",
};

/** Harmless values for path parameters; any route still answers before looking at them. */
const PARAM_VALUES: Record<string, string> = { file: 'x.ics', kind: 'activity', code: 'PROVA' };

function concretePath(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => PARAM_VALUES[name] ?? '1');
}

const key = ({ method, url }: RegisteredRoute) => `${method === 'HEAD' ? 'GET' : method} ${url}`;

function routes(): RegisteredRoute[] {
  return registeredRoutes(server.app);
}

async function call(route: RegisteredRoute, authorization?: string) {
  const headers: Record<string, string> = {};
  if (authorization) headers.Authorization = authorization;
  const url = new URL(concretePath(route.url).replace(/^\/api\//, ''), server.baseUrl);
  if (!route.url.startsWith('/api/')) url.pathname = concretePath(route.url);
  const res = await fetch(url, { method: route.method, headers });
  const text = await res.text();
  return { status: res.status, text, challenge: res.headers.get('www-authenticate') };
}

describe('the route list comes from the app', () => {
  it('holds every registered route (a sample of each area is there)', () => {
    const keys = new Set(routes().map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      'GET /api/users/me/',
      'DELETE /api/events/:id/',
      'GET /api/demands/:id/invitations/:candidateId/assign/',
      'POST /api/sandbox/paypal/orders/:id/capture/',
      'DELETE /api/cards/:id/',
      'GET /api/notifications/readall/',
      'HEAD /api/dashboard/',
    ]) {
      expect(keys).toContain(expected);
    }
    expect(routes().length).toBeGreaterThan(100);
  });

  it('lists as public only routes that exist', () => {
    const keys = new Set(routes().map(key));
    for (const listed of Object.keys(PUBLIC)) expect(keys).toContain(listed);
  });
});

describe('every non-public route answers 401', () => {
  const protectedRoutes = () => routes().filter((route) => !(key(route) in PUBLIC));

  it('without a token, with the Italian detail and the Token challenge', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes()) {
      const res = await call(route);
      const bodyOk =
        route.method === 'HEAD' ||
        res.text === JSON.stringify({ detail: 'Credenziali di autenticazione non fornite.' });
      if (res.status !== 401 || !bodyOk || res.challenge !== 'Token') {
        wrong.push(`${route.method} ${route.url} → ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(protectedRoutes().length).toBeGreaterThan(70);
  });

  it.each([
    ['a garbage key', 'Token 0123456789abcdef0123456789abcdef01234567'],
    ['a malformed key', "Token ' OR '1'='1"],
    ['another scheme', 'Bearer 0123456789abcdef0123456789abcdef01234567'],
    ['a scheme without key', 'Token'],
  ])('with %s', async (_label, authorization) => {
    const wrong: string[] = [];
    for (const route of protectedRoutes()) {
      const res = await call(route, authorization);
      const bodyOk =
        route.method === 'HEAD' || res.text === JSON.stringify({ detail: 'Token non valido.' });
      if (res.status !== 401 || !bodyOk) {
        wrong.push(`${route.method} ${route.url} → ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('public routes', () => {
  it('never answer 401 (a garbage token is ignored) and never 500', async () => {
    const publicRoutes = routes().filter((route) => key(route) in PUBLIC && route.url !== '*');
    expect(publicRoutes.length).toBeGreaterThan(25);
    const wrong: string[] = [];
    for (const route of publicRoutes) {
      for (const authorization of [undefined, 'Token 0123456789abcdef0123456789abcdef01234567']) {
        const res = await call(route, authorization);
        if (res.status === 401 || res.status >= 500) {
          wrong.push(`${route.method} ${route.url} → ${res.status} ${res.text.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
