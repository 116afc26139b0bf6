import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { DEFAULT_APP_ORIGINS, loadConfig } from '../src/config';
import { cities } from '../src/db/schema';
import { writeCounts } from './helpers/db';
import { login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

// The partner demo page of the e2e run, and a partner on its own domain.
const { server, api } = setupTestServer({
  corsOrigins: ['http://localhost:3100', 'https://portale.partner.example'],
});
let romaId: number;

beforeAll(async () => {
  romaId = (await server.database.db.select().from(cities).where(eq(cities.name, 'Roma')))[0].id;
});

const register = () => ({
  first_name: 'Anna',
  last_name: 'Conti',
  email: 'anna.conti@example.com',
  password1: 'segreta123',
  password2: 'segreta123',
  phone: '3471234567',
  terms: true,
  privacy: true,
  profile: { type: 'LAWYER', city: romaId },
});

describe('malformed requests are 400 with an Italian detail, never 500, never a write', () => {
  it.each([
    ['invalid JSON', '{"first_name": "Anna",', 'Il corpo della richiesta non è un JSON valido.'],
    ['a truncated document', '{', 'Il corpo della richiesta non è un JSON valido.'],
    [
      'an empty body',
      '',
      'Il corpo della richiesta è vuoto ma il Content-Type è application/json.',
    ],
    [
      'prototype poisoning',
      '{"__proto__": {"admin": true}}',
      'Il corpo della richiesta non è un JSON valido.',
    ],
  ])('%s', async (_label, rawBody, detail) => {
    const before = await writeCounts(server.database);
    const res = await api('auth/register/', { method: 'POST', rawBody });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(await writeCounts(server.database)).toEqual(before);
  });

  it('refuses a body that is JSON but not an object', async () => {
    for (const rawBody of ['[]', '"testo"', '42']) {
      const res = await api('auth/login/', { method: 'POST', rawBody });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        non_field_errors: [
          'Dati non validi: il corpo della richiesta deve essere un oggetto JSON.',
        ],
      });
    }
    // null is read as an empty object: the fields are then missing.
    const empty = await api('auth/login/', { method: 'POST', rawBody: 'null' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body).sort()).toEqual(['email', 'password']);
  });

  it('refuses unsupported content types', async () => {
    const xml = await api('auth/login/', {
      method: 'POST',
      rawBody: '<login/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(xml.status).toBe(400);
    expect(xml.body).toEqual({
      detail: 'Tipo di contenuto non supportato: invia i dati come application/json.',
    });
    const text = await api('auth/login/', {
      method: 'POST',
      rawBody: 'email=a',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      non_field_errors: ['Dati non validi: il corpo della richiesta deve essere un oggetto JSON.'],
    });
  });

  it('refuses a body over 6 MB and writes nothing', async () => {
    const before = await writeCounts(server.database);
    const body = { ...register(), first_name: 'x'.repeat(7 * 1024 * 1024) };
    const res = await api('auth/register/', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: 'Il corpo della richiesta è troppo grande (massimo 6 MB).',
    });
    expect(await writeCounts(server.database)).toEqual(before);
  });

  it('accepts a profile picture of a few MB as a data URL', async () => {
    const token = await login(api);
    const picture = `data:image/jpeg;base64,${'A'.repeat(4 * 1024 * 1024)}`;
    const res = await api('users/me/', { method: 'PUT', token, body: { profile: { picture } } });
    expect(res.status).toBe(200);
    expect(res.body.profile.picture).toHaveLength(picture.length);
  });

  it('answers unknown paths with 404 { detail }', async () => {
    const res = await api('nothing-here/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Non trovato.' });
  });

  it('serves paths without the trailing slash too', async () => {
    expect((await api('subjects')).status).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(new URL('users/me/', server.baseUrl), {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type,x-client-app',
      },
    });

  it.each([
    ['the host', 'http://localhost:3000'],
    ['a remote by loopback address', 'http://127.0.0.1:3004'],
    ['the records remote standalone', 'http://localhost:3005'],
    ['a configured partner on localhost', 'http://localhost:3100'],
    ['a configured partner on its domain', 'https://portale.partner.example'],
  ])('allows %s (%s) with the client headers', async (_label, origin) => {
    const res = await preflight(origin);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    expect(allowed).toMatch(/Authorization/);
    expect(allowed).toMatch(/X-Client-App/);
  });

  it.each([
    ['an unconfigured localhost port', 'http://localhost:3999'],
    ['an unconfigured loopback port', 'http://127.0.0.1:8080'],
    ['another site', 'https://evil.example'],
    ['a partner look-alike', 'https://portale.partner.example.evil.example'],
  ])('refuses %s (%s): no Access-Control-Allow-Origin', async (_label, origin) => {
    const res = await preflight(origin);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const real = await api('subjects/', { headers: { Origin: origin } });
    expect(real.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a real request of a partner with its origin', async () => {
    const res = await api('subjects/', { headers: { Origin: 'http://localhost:3100' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3100');
  });

  it('accepts the X-Client-App header on real requests', async () => {
    const res = await api('subjects/', { headers: { 'X-Client-App': 'colleghi-web' } });
    expect(res.status).toBe(200);
  });
});

describe('CORS configuration', () => {
  it('allows the web app origins by default and CORS_ORIGINS as the partner origins', () => {
    const config = loadConfig({
      CORS_ORIGINS: ' http://localhost:3100/ , https://portale.example',
    });
    expect(config.appOrigins).toEqual(DEFAULT_APP_ORIGINS);
    expect(config.appOrigins).toContain('http://localhost:3000');
    expect(config.appOrigins).toContain('http://127.0.0.1:3004');
    expect(config.appOrigins).toContain('http://localhost:3005');
    expect(config.appOrigins).not.toContain('http://localhost:3999');
    expect(config.corsOrigins).toEqual(['http://localhost:3100', 'https://portale.example']);
  });

  it('takes the web app origins from APP_ORIGINS when set, and no partner by default', () => {
    const config = loadConfig({ APP_ORIGINS: 'https://app.colleghi.example' });
    expect(config.appOrigins).toEqual(['https://app.colleghi.example']);
    expect(config.corsOrigins).toEqual([]);
  });
});

describe('real bugs', () => {
  it('become 500 { detail: "Errore interno del server." } without leaking details', async () => {
    const app = await buildApp({ db: server.database.db });
    app.get('/api/boom/', async () => {
      throw new Error('segreto interno');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/boom/`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ detail: 'Errore interno del server.' });
    await app.close();
  });
});
