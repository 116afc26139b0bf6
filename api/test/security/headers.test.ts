import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { registeredRoutes } from '../../src/lib/route-registry';
import { API_CSP } from '../../src/lib/security-headers';
import { LUCA, tokenFor } from '../helpers/activities';
import { createEvent } from '../helpers/agenda';
import { APP, MARCO, declareLawyer, order } from '../helpers/subscriptions';
import { isStream, streamHead } from '../helpers/sse';
import { setupTestServer } from '../helpers/suite';

const { server, api } = setupTestServer();

function expectSecurityHeaders(headers: Headers, csp = API_CSP) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('content-security-policy')).toBe(csp);
}

/** The CSP directives as a map: 'style-src' → ["'sha256-…'"]. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/**
 * What a browser would refuse on the page under its CSP: scripts of any kind, inline style
 * attributes, style blocks whose hash is not allowed, forms posting outside form-action.
 */
function cspViolations(html: string, csp: string | null, pageOrigin: string): string[] {
  const policy = directives(csp);
  const problems: string[] = [];
  if (policy.get('default-src')?.join(' ') !== "'none'") problems.push('default-src not none');
  if (/<script/i.test(html)) problems.push('a script element');
  if (/\son\w+\s*=/i.test(html)) problems.push('an inline event handler');
  if (/\sstyle\s*=/i.test(html)) problems.push('an inline style attribute');
  if (/<(img|link|iframe|object|embed)\b/i.test(html)) problems.push('an external resource');
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (styles.length === 0) problems.push('no style block (the page would look broken)');
  for (const style of styles) {
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    if (!policy.get('style-src')?.includes(hash)) problems.push('a style block not allowed');
  }
  const formAction = policy.get('form-action') ?? [];
  for (const [, action] of html.matchAll(/<form[^>]*action="([^"]*)"/g)) {
    const target = new URL(action, pageOrigin).origin;
    const allowed =
      formAction.includes(target) || (formAction.includes("'self'") && target === pageOrigin);
    if (!allowed) problems.push(`a form posting to ${target}`);
  }
  return problems;
}

function allowedByFormAction(csp: string | null, url: string): boolean {
  return (directives(csp).get('form-action') ?? []).includes(new URL(url).origin);
}

/** The stream's answer, by its headers (it never ends), shaped as the sweep reads a fetch. */
async function streamAnswer(authorization?: string) {
  const { status, headers } = await streamHead(server.baseUrl, authorization);
  const value = (name: string) => {
    const raw = headers[name];
    return Array.isArray(raw) ? raw.join(', ') : (raw ?? null);
  };
  return { status, headers: { get: value }, arrayBuffer: async () => new ArrayBuffer(0) };
}

describe('every answer carries the security headers', () => {
  it('on every registered route, signed in or not (JSON CSP on non-HTML answers)', async () => {
    const token = await tokenFor(server, LUCA);
    const missing: string[] = [];
    for (const route of registeredRoutes(server.app)) {
      if (route.url === '*') continue;
      const path = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'file' ? 'x.ics' : '1',
      );
      const variants: Record<string, string>[] = [{}, { Authorization: `Token ${token}` }];
      for (const headers of variants) {
        const res = isStream(route)
          ? await streamAnswer(headers.Authorization)
          : await fetch(new URL(path, server.baseUrl), { method: route.method, headers });
        await res.arrayBuffer();
        const html = (res.headers.get('content-type') ?? '').startsWith('text/html');
        const csp = res.headers.get('content-security-policy');
        if (
          res.headers.get('x-content-type-options') !== 'nosniff' ||
          res.headers.get('referrer-policy') !== 'no-referrer' ||
          !csp ||
          (!html && csp !== API_CSP)
        ) {
          missing.push(`${route.method} ${route.url} → ${res.status}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it.each([
    ['a JSON list', () => api('subjects/')],
    ['a 401', () => api('users/me/')],
    ['a 404 of an unknown path', () => api('nothing-here/')],
    ['a 400 of invalid JSON', () => api('auth/login/', { method: 'POST', rawBody: '{' })],
    ['a 400 of a body too large', () => api('auth/login/', { rawBody: `"${'x'.repeat(7e6)}"` })],
  ])('%s', async (_label, call) => {
    const res = await call();
    expect(res.status).toBeLessThan(500);
    expectSecurityHeaders(res.headers);
  });

  it('on a 204, an .ics download and a CORS preflight', async () => {
    const token = await tokenFor(server, LUCA);
    const event = await createEvent(api, token);
    const ics = await api(`events/${event.id}/ics/`, { token });
    expect(ics.status).toBe(200);
    expectSecurityHeaders(ics.headers);
    const deleted = await api(`events/${event.id}/`, { method: 'DELETE', token });
    expect(deleted.status).toBe(204);
    expectSecurityHeaders(deleted.headers);
    const preflight = await fetch(new URL('users/me/', server.baseUrl), {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expectSecurityHeaders(preflight.headers);
  });

  it('on a 500 (a real bug)', async () => {
    const app = await buildApp({ db: server.database.db });
    app.get('/api/boom/', async () => {
      throw new Error('guasto');
    });
    const base = await listen(app);
    const res = await fetch(`${base}/api/boom/`);
    expect(res.status).toBe(500);
    expectSecurityHeaders(res.headers);
    await app.close();
  });
});

describe("the API's own HTML pages work under their CSP", () => {
  const RETURN = `${APP}/subscription-activate?subscription_id=2`;

  async function approvalPage() {
    const token = await tokenFor(server, MARCO);
    await declareLawyer(api, token);
    const setup = await api('paypal/setup-tokens/', {
      token,
      body: { ...order(), return_url: RETURN, cancel_url: `${APP}/subscription-plan` },
    });
    expect(setup.status).toBe(200);
    const href: string = setup.body.links[1].href;
    return { href, res: await fetch(href) };
  }

  it('the sandbox PayPal approval page: styled by hash, no script, forms to itself', async () => {
    const { href, res } = await approvalPage();
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain('Approva pagamento');
    expect(cspViolations(html, csp, new URL(href).origin)).toEqual([]);
    // The form's answer is a 303 to the web app: form-action must allow that redirect too.
    const answer = await fetch(href, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^http:\/\/localhost:3000\//);
    expect(allowedByFormAction(csp, answer.headers.get('location') as string)).toBe(true);
  });

  it('the not-found approval page and the certification offer page', async () => {
    const missing = await fetch(new URL('sandbox/paypal/approve/st_nessuno/', server.baseUrl));
    expect(missing.status).toBe(404);
    const origin = new URL(server.baseUrl).origin;
    expect(
      cspViolations(await missing.text(), missing.headers.get('content-security-policy'), origin),
    ).toEqual([]);
    const me = await api('users/me/', { token: await tokenFor(server, MARCO) });
    const b64 = (value: string) => Buffer.from(value).toString('base64');
    const offer = await fetch(
      `${origin}/web/payments/collect/${b64(String(me.body.id))}/${b64(me.body.created_at)}/`,
    );
    expect(offer.status).toBe(200);
    const html = await offer.text();
    expect(html).toContain('Attiva Professional');
    expect(cspViolations(html, offer.headers.get('content-security-policy'), origin)).toEqual([]);
  });

  it('the checker itself flags what a browser would block', () => {
    const csp = "default-src 'none'; style-src 'sha256-AAAA'; form-action 'self'";
    expect(cspViolations('<style>x</style><script>1</script>', csp, 'http://a')).toEqual([
      'a script element',
      'a style block not allowed',
    ]);
    expect(
      cspViolations('<p style="color:red" onclick="x()"></p>', csp, 'http://a').sort(),
    ).toEqual([
      'an inline event handler',
      'an inline style attribute',
      'no style block (the page would look broken)',
    ]);
    expect(
      cspViolations('<form action="https://evil.example/x"></form>', csp, 'http://a'),
    ).toContain('a form posting to https://evil.example');
  });
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

describe('CORS with configured origins (APP_ORIGINS, CORS_ORIGINS)', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await buildApp({
      db: server.database.db,
      appOrigins: ['https://app.colleghi.example'],
      corsOrigins: ['https://portale.partner.example'],
    });
    base = await listen(app);
  });
  afterAll(() => app.close());

  const get = (origin: string) => fetch(`${base}/api/subjects/`, { headers: { Origin: origin } });
  const preflight = (origin: string) =>
    fetch(`${base}/api/users/me/`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT' },
    });

  it.each(['https://app.colleghi.example', 'https://portale.partner.example'])(
    'allows %s',
    async (origin) => {
      expect((await get(origin)).headers.get('access-control-allow-origin')).toBe(origin);
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each([
    // The default app origins no longer apply once APP_ORIGINS is set.
    'http://localhost:3000',
    'https://evil.example',
    'https://app.colleghi.example.evil.example',
    'null',
  ])('gives nothing to %s', async (origin) => {
    const res = await get(origin);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('the HTML pages accept form redirects to the configured app origins only', async () => {
    const res = await fetch(`${base}/api/sandbox/paypal/approve/st_nessuno/`);
    const csp = res.headers.get('content-security-policy');
    expect(allowedByFormAction(csp, 'https://app.colleghi.example/x')).toBe(true);
    expect(allowedByFormAction(csp, 'http://localhost:3000/x')).toBe(false);
  });
});
