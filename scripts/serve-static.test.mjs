// The production static server (serve-static.mjs), run as its own process on a throwaway app
// folder, `dist`, next to a sibling folder `dist-evil` whose file must never be served.
// Run with: node --test scripts/serve-static.test.mjs
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';

const SERVER = path.join(import.meta.dirname, 'serve-static.mjs');
const SECRET = 'SEGRETO-fuori-dalla-cartella';
const INDEX = '<!doctype html><title>Colleghi</title><div id="root"></div>';
// Big and repetitive enough that gzip is worth it.
const CHUNK = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `'riga ${i}'`).join(',')}];\n`;
const NO_CACHE_FILES = [
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'config.json',
  'main.js',
  'federation-runtime.js',
];
const CONFIG = {
  apiBase: 'https://api.example/api/',
  remotes: { agenda: 'https://agenda.example/mf-manifest.json' },
};

let tmp;
let dist;

function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A port nobody listens on right now (the server under test takes it from its command line). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One raw HTTP request: the path goes on the wire exactly as written (fetch and URL would
 * resolve dot segments before sending, hiding what a hand-made request can do).
 */
function request(port, rawPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: rawPath, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Starts the server on `dir`; resolves once it answers. */
async function startServer(dir, env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER, dir, String(port)], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`il server è uscito: ${stderr}`);
    try {
      await request(port, '/');
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    port,
    get: (rawPath, options) => request(port, rawPath, options),
    exited,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
  dist = path.join(tmp, 'dist');
  write(path.join(dist, 'index.html'), INDEX);
  write(path.join(dist, 'remoteEntry.js'), 'var remote = 1;\n');
  write(path.join(dist, 'mf-manifest.json'), '{"name":"agenda"}\n');
  write(path.join(dist, 'config.json'), JSON.stringify(CONFIG));
  write(path.join(dist, 'main.js'), 'console.log("main");\n');
  write(path.join(dist, 'federation-runtime.js'), 'var runtime = 1;\n');
  write(path.join(dist, 'vendor.0a1b2c3d.js'), CHUNK);
  write(path.join(dist, 'static', 'css', 'app.89abcdef.css'), 'body{margin:0}\n');
  write(path.join(dist, 'logo.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  write(path.join(dist, 'a\\b.txt'), 'un nome con una barra rovesciata\n');
  // Outside the served folder: a sibling whose name starts like it, and the parent.
  write(path.join(tmp, 'dist-evil', 'x.txt'), SECRET);
  write(path.join(tmp, 'secret.txt'), SECRET);
  // Links inside the folder that point out of it.
  fs.symlinkSync(path.join(tmp, 'dist-evil', 'x.txt'), path.join(dist, 'leak.txt'));
  fs.symlinkSync(path.join(tmp, 'dist-evil'), path.join(dist, 'evil-dir'));
});

after(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('serve-static.mjs', () => {
  let server;
  before(async () => {
    server = await startServer(dist);
  });
  after(async () => {
    await server.stop();
  });

  test('no path outside the folder is ever served, however it is spelled', async () => {
    const attempts = [
      '/..%2fdist-evil/x.txt',
      '/..%2Fdist-evil%2Fx.txt',
      '/%2e%2e/dist-evil/x.txt',
      '/%2e%2e%2fdist-evil%2fx.txt',
      '/%2E%2E%2Fsecret.txt',
      '/../dist-evil/x.txt',
      '/../secret.txt',
      '/static/../../dist-evil/x.txt',
      '/static/..%2f..%2fdist-evil/x.txt',
      '//..%2fdist-evil/x.txt',
      '/./..%2fdist-evil/x.txt',
      '/..\\dist-evil\\x.txt',
      '/..%5cdist-evil%5cx.txt',
      '/%252e%252e%252fdist-evil%252fx.txt',
      '/..%252fdist-evil/x.txt',
      '/%c0%ae%c0%ae/dist-evil/x.txt',
      '/..%00/dist-evil/x.txt',
      '/secret.txt%00.js',
      `/${'..%2f'.repeat(12)}etc/hostname.txt`,
      '/leak.txt',
      '/evil-dir/x.txt',
      '/evil-dir%2fx.txt',
    ];
    for (const attempt of attempts) {
      const res = await server.get(attempt);
      const body = res.body.toString();
      assert.ok([400, 403, 404].includes(res.status), `${attempt}: ${res.status}`);
      assert.ok(!body.includes(SECRET), `${attempt} ha servito il file esterno`);
      assert.ok(!body.includes('root:'), `${attempt} ha servito /etc/passwd`);
    }
    // Without an extension a refused path is never the file either (at most the app's page).
    for (const attempt of [
      '/..%2fdist-evil',
      '/evil-dir',
      '/%2e%2e',
      `/${'..%2f'.repeat(12)}etc/passwd`,
    ]) {
      const res = await server.get(attempt);
      assert.ok(!res.body.toString().includes(SECRET), attempt);
      assert.ok(!res.body.toString().includes('root:'), attempt);
      if (res.status === 200) assert.equal(res.body.toString(), INDEX, attempt);
    }
  });

  test('malformed request paths get a 4xx and never take the server down', async () => {
    for (const attempt of [
      '//evil.example/x.js',
      '//',
      '/%',
      '/%zz',
      '/%E0%A4%A',
      '/%ff.js',
      '/%00',
      '/index.html%00',
    ]) {
      const res = await server.get(attempt);
      assert.ok(res.status < 500, `${attempt}: ${res.status}`);
    }
    assert.equal(server.child.exitCode, null);
    assert.equal((await server.get('/index.html')).status, 200);
  });

  test('entry files revalidate: no-cache with an ETag, 304 when it matches', async () => {
    for (const file of NO_CACHE_FILES) {
      const first = await server.get(`/${file}`);
      assert.equal(first.status, 200, file);
      assert.equal(first.headers['cache-control'], 'no-cache', file);
      const etag = first.headers.etag;
      assert.ok(etag, `${file}: nessun ETag`);
      for (const headers of [{}, { 'accept-encoding': 'gzip' }]) {
        const again = await server.get(`/${file}`, {
          headers: { ...headers, 'if-none-match': etag },
        });
        assert.equal(again.status, 304, `${file} ${JSON.stringify(headers)}`);
        assert.equal(again.body.length, 0, file);
        assert.equal(again.headers['cache-control'], 'no-cache', file);
        assert.equal(again.headers.etag, etag, file);
        // Nothing is sent, so nothing is encoded (a cache would take it for the stored copy's).
        assert.equal(again.headers['content-encoding'], undefined, file);
      }
      const stale = await server.get(`/${file}`, { headers: { 'if-none-match': 'W/"altro"' } });
      assert.equal(stale.status, 200, file);
    }
  });

  test('a redeployed entry file gets a new ETag and is sent whole', async () => {
    const file = path.join(dist, 'remoteEntry.js');
    const first = await server.get('/remoteEntry.js');
    assert.ok(first.headers.etag, 'nessun ETag');
    fs.writeFileSync(file, 'var remote = 2; // nuova versione\n');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const res = await server.get('/remoteEntry.js', {
      headers: { 'if-none-match': first.headers.etag },
    });
    assert.equal(res.status, 200);
    assert.notEqual(res.headers.etag, first.headers.etag);
    assert.equal(res.body.toString(), 'var remote = 2; // nuova versione\n');
  });

  test('hashed chunks are cached for a year, immutable; other files revalidate', async () => {
    for (const file of ['/vendor.0a1b2c3d.js', '/static/css/app.89abcdef.css']) {
      const res = await server.get(file);
      assert.equal(res.status, 200, file);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', file);
    }
    const logo = await server.get('/logo.png');
    assert.equal(logo.status, 200);
    assert.equal(logo.headers['cache-control'], 'no-cache');
    assert.equal(logo.headers['content-type'], 'image/png');
  });

  test('text is gzipped for clients that accept it, and identical once unzipped', async () => {
    const zipped = await server.get('/vendor.0a1b2c3d.js', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    assert.equal(zipped.status, 200);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    const vary = (zipped.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);
    assert.deepEqual(vary.sort(), ['accept-encoding', 'origin']);
    assert.match(zipped.headers['content-type'], /javascript/);
    assert.ok(zipped.body.length < CHUNK.length / 4, `${zipped.body.length} byte compressi`);
    assert.equal(zlib.gunzipSync(zipped.body).toString(), CHUNK);

    const plain = await server.get('/vendor.0a1b2c3d.js');
    assert.equal(plain.headers['content-encoding'], undefined);
    // A shared cache must not hand this copy to a client that asked for gzip, or the reverse.
    assert.match(plain.headers.vary ?? '', /accept-encoding/i);
    assert.equal(plain.body.toString(), CHUNK);

    const html = await server.get('/dashboard', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(html.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(html.body).toString(), INDEX);

    const png = await server.get('/logo.png', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(png.headers['content-encoding'], undefined);
  });

  test('gzip and plain answers share the file’s weak ETag and revalidate with it', async () => {
    const plain = await server.get('/vendor.0a1b2c3d.js');
    const zipped = await server.get('/vendor.0a1b2c3d.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    // Weak: the same content in either encoding, not the same bytes.
    assert.match(plain.headers.etag, /^W\//);
    assert.equal(zipped.headers.etag, plain.headers.etag);
    assert.equal(Number(zipped.headers['content-length']), zipped.body.length);
    assert.equal(zipped.headers['accept-ranges'], undefined);
    // Without STATIC_DEBUG nothing says how the answer was made.
    assert.equal(zipped.headers['x-static-gzip-cache'], undefined);
    const head = await server.get('/vendor.0a1b2c3d.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(head.headers['content-encoding'], 'gzip');
    assert.equal(head.headers['content-length'], zipped.headers['content-length']);
    assert.equal(head.body.length, 0);
    // A range is a slice of the file as it is on disk, never of a gzipped copy.
    const range = await server.get('/vendor.0a1b2c3d.js', {
      headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' },
    });
    assert.equal(range.status, 206);
    assert.equal(range.headers['content-encoding'], undefined);
    assert.equal(range.body.toString(), CHUNK.slice(0, 10));
    const refused = await server.get('/vendor.0a1b2c3d.js', {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(refused.body.toString(), CHUNK);
  });

  test('HEAD answers the headers without a body', async () => {
    const res = await server.get('/main.js', { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(res.body.length, 0);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.ok(res.headers.etag);
  });

  test('paths without an extension fall back to index.html; missing files are a 404', async () => {
    for (const route of ['/', '/dashboard', '/records/42', '/agenda/eventi/', '/static']) {
      const res = await server.get(route);
      assert.equal(res.status, 200, route);
      assert.match(res.headers['content-type'], /^text\/html/, route);
      assert.equal(res.headers['cache-control'], 'no-cache', route);
      assert.equal(res.body.toString(), INDEX, route);
    }
    const page = await server.get('/dashboard', { headers: { 'accept-encoding': 'gzip' } });
    const revalidated = await server.get('/records/42', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': page.headers.etag },
    });
    assert.equal(revalidated.status, 304);
    assert.equal(revalidated.headers['content-encoding'], undefined);
    const missing = await server.get('/missing.0a1b2c3d.js');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.toString(), 'Non trovato');
    assert.equal(missing.headers['cache-control'], 'no-cache');
    // A backslash is part of a file name on this system, never a separator.
    assert.notEqual((await server.get('/a%5cb.txt')).status, 500);
  });

  test('only GET, HEAD and OPTIONS are answered', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await server.get('/index.html', { method });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD, OPTIONS', method);
    }
    const preflight = await server.get('/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000');
  });

  test('every answer carries the security headers and the policy built from config.json', async () => {
    for (const rawPath of [
      '/',
      '/mf-manifest.json',
      '/vendor.0a1b2c3d.js',
      '/nope.js',
      '/..%2fx',
      '/%zz',
      '/../x.js',
    ]) {
      const res = await server.get(rawPath);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', rawPath);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', rawPath);
      assert.equal(res.headers['x-frame-options'], 'DENY', rawPath);
      const csp = res.headers['content-security-policy'] ?? '';
      assert.match(csp, /^default-src 'self'; /, rawPath);
      assert.match(
        csp,
        /script-src 'self' http:\/\/localhost:3001 https:\/\/agenda\.example http:\/\/localhost:3003 /,
        rawPath,
      );
      assert.match(
        csp,
        /connect-src 'self' https:\/\/api\.example http:\/\/localhost:3001 https:\/\/agenda\.example /,
        rawPath,
      );
      assert.match(csp, /frame-ancestors 'none'$/, rawPath);
      assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/, rawPath);
    }
  });

  test('CORS answers the known apps only', async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://localhost:3005',
      'http://localhost:3100',
    ]) {
      const res = await server.get('/mf-manifest.json', { headers: { origin } });
      assert.equal(res.headers['access-control-allow-origin'], origin);
      assert.match(res.headers.vary ?? '', /origin/i);
    }
    const evil = await server.get('/mf-manifest.json', {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(evil.status, 200);
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
    const none = await server.get('/mf-manifest.json');
    assert.equal(none.headers['access-control-allow-origin'], undefined);
  });
});

describe('serve-static.mjs with settings from the environment', () => {
  test('STATIC_CORS_ORIGINS and STATIC_CSP_ORIGINS replace and extend the defaults', async () => {
    const server = await startServer(dist, {
      STATIC_CORS_ORIGINS: 'https://app.example, https://partner.example',
      STATIC_CSP_ORIGINS: 'https://spare.example',
    });
    try {
      const partner = await server.get('/', { headers: { origin: 'https://partner.example' } });
      assert.equal(partner.headers['access-control-allow-origin'], 'https://partner.example');
      const local = await server.get('/', { headers: { origin: 'http://localhost:3000' } });
      assert.equal(local.headers['access-control-allow-origin'], undefined);
      assert.match(
        local.headers['content-security-policy'],
        /script-src [^;]*https:\/\/spare\.example/,
      );
    } finally {
      await server.stop();
    }
  });

  test('a changed config.json changes the policy without a restart', async () => {
    const folder = path.join(tmp, 'switch');
    write(path.join(folder, 'index.html'), INDEX);
    write(path.join(folder, 'config.json'), JSON.stringify(CONFIG));
    const server = await startServer(folder);
    try {
      assert.doesNotMatch(
        (await server.get('/')).headers['content-security-policy'],
        /moved\.example/,
      );
      const file = path.join(folder, 'config.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          ...CONFIG,
          remotes: { agenda: 'https://moved.example/mf-manifest.json' },
        }),
      );
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      const csp = (await server.get('/')).headers['content-security-policy'];
      assert.match(csp, /script-src [^;]*https:\/\/moved\.example/);
    } finally {
      await server.stop();
    }
  });

  test('without config.json the apps’ built-in remotes and API are allowed', async () => {
    const folder = path.join(tmp, 'bare');
    write(path.join(folder, 'index.html'), INDEX);
    const server = await startServer(folder);
    try {
      const csp = (await server.get('/')).headers['content-security-policy'];
      assert.match(csp, /connect-src 'self' http:\/\/localhost:8000 http:\/\/localhost:3001 /);
      assert.match(csp, /script-src [^;]*http:\/\/localhost:3005/);
    } finally {
      await server.stop();
    }
  });

  test('SIGTERM stops the server cleanly', async () => {
    const server = await startServer(dist);
    assert.equal(await server.stop(), 0);
  });
});

/** What X-Static-Gzip-Cache says (set with STATIC_DEBUG): hit, miss or stream, and the sizes. */
function cacheState(res) {
  const header = res.headers['x-static-gzip-cache'];
  assert.ok(header, 'nessuna intestazione X-Static-Gzip-Cache');
  const [outcome, ...fields] = header.split(/;\s*/);
  const state = Object.fromEntries(fields.map((field) => field.split('=')));
  return {
    outcome,
    entries: Number(state.entries),
    bytes: Number(state.bytes),
    max: Number(state.max),
  };
}

/** Text that gzip barely shrinks (random base64): its compressed size is about 3/4 of `bytes`. */
function noise(bytes) {
  return `// ${crypto.randomBytes(Math.ceil((bytes * 3) / 4)).toString('base64')}\n`;
}

describe('serve-static.mjs gzip cache', () => {
  const gzip = { headers: { 'accept-encoding': 'gzip' } };

  test('a chunk is compressed once: the next answers come from the cache', async () => {
    const folder = path.join(tmp, 'gzip-once');
    write(path.join(folder, 'index.html'), INDEX);
    write(path.join(folder, 'vendor.0a1b2c3d.js'), CHUNK);
    const server = await startServer(folder, { STATIC_DEBUG: '1' });
    try {
      const first = await server.get('/vendor.0a1b2c3d.js', gzip);
      assert.equal(first.status, 200);
      assert.equal(cacheState(first).outcome, 'miss');
      assert.equal(cacheState(first).entries, 1);
      assert.equal(cacheState(first).bytes, first.body.length);
      assert.equal(cacheState(first).max, 64 * 1024 * 1024);
      assert.equal(zlib.gunzipSync(first.body).toString(), CHUNK);
      for (let i = 0; i < 3; i++) {
        const again = await server.get('/vendor.0a1b2c3d.js', gzip);
        assert.equal(cacheState(again).outcome, 'hit');
        assert.equal(cacheState(again).entries, 1);
        assert.deepEqual(again.body, first.body);
        assert.equal(again.headers.etag, first.headers.etag);
      }
      // Revalidation and plain answers do not touch the cache.
      const revalidated = await server.get('/vendor.0a1b2c3d.js', {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag },
      });
      assert.equal(revalidated.status, 304);
      assert.equal(revalidated.headers['content-encoding'], undefined);
      assert.equal(revalidated.headers['x-static-gzip-cache'], undefined);
      const plain = await server.get('/vendor.0a1b2c3d.js');
      assert.equal(plain.headers['x-static-gzip-cache'], undefined);
      assert.equal(plain.body.toString(), CHUNK);
      // Simultaneous first requests for another file all get it whole, and it is stored once.
      const page = await Promise.all(Array.from({ length: 4 }, () => server.get('/', gzip)));
      for (const res of page) assert.equal(zlib.gunzipSync(res.body).toString(), INDEX);
      assert.equal(cacheState(await server.get('/', gzip)).entries, 2);
    } finally {
      await server.stop();
    }
  });

  test('the cache never holds more than STATIC_GZIP_CACHE_MB, least recently used out first', async () => {
    const folder = path.join(tmp, 'gzip-bound');
    write(path.join(folder, 'index.html'), INDEX);
    // 0.05 MB = 52428 bytes: four of these files gzipped (about 12 KB each) fit, five do not.
    const files = Array.from({ length: 12 }, (_, i) => `/chunk-${i}.0a1b2c3d.js`);
    const contents = new Map(files.map((file) => [file, noise(16_000)]));
    for (const [file, content] of contents) write(path.join(folder, file), content);
    write(path.join(folder, 'huge.0a1b2c3d.js'), noise(80_000));
    const server = await startServer(folder, { STATIC_DEBUG: '1', STATIC_GZIP_CACHE_MB: '0.05' });
    const get = async (file) => {
      const res = await server.get(file, gzip);
      assert.equal(res.status, 200, file);
      const state = cacheState(res);
      assert.equal(state.max, 52_428);
      assert.ok(state.bytes <= state.max, `${file}: ${state.bytes} byte in cache`);
      if (contents.has(file))
        assert.equal(zlib.gunzipSync(res.body).toString(), contents.get(file));
      return state;
    };
    try {
      for (const file of files.slice(0, 4)) assert.equal((await get(file)).outcome, 'miss');
      assert.equal((await get(files[0])).outcome, 'hit');
      // chunk-4 pushes out the least recently used, chunk-1 (chunk-0 was just read).
      const fifth = await get(files[4]);
      assert.equal(fifth.outcome, 'miss');
      assert.equal(fifth.entries, 4);
      assert.equal((await get(files[0])).outcome, 'hit');
      assert.equal((await get(files[1])).outcome, 'miss');
      // Far more files than fit: the bound holds after every answer.
      for (const file of [...files, ...files]) await get(file);
      // Bigger than the whole cache: compressed as a stream, never stored.
      const huge = await server.get('/huge.0a1b2c3d.js', gzip);
      assert.equal(cacheState(huge).outcome, 'stream');
      assert.ok(cacheState(huge).bytes <= 52_428);
      assert.equal(
        zlib.gunzipSync(huge.body).toString(),
        fs.readFileSync(path.join(folder, 'huge.0a1b2c3d.js'), 'utf8'),
      );
    } finally {
      await server.stop();
    }
  });

  test('a redeployed file is compressed again and sent with its new ETag', async () => {
    const folder = path.join(tmp, 'gzip-redeploy');
    const file = path.join(folder, 'remoteEntry.js');
    write(path.join(folder, 'index.html'), INDEX);
    write(file, CHUNK);
    const server = await startServer(folder, { STATIC_DEBUG: '1' });
    try {
      const first = await server.get('/remoteEntry.js', gzip);
      assert.equal(cacheState(first).outcome, 'miss');
      assert.equal(cacheState(await server.get('/remoteEntry.js', gzip)).outcome, 'hit');
      const next = CHUNK.replaceAll('riga', 'voce');
      fs.writeFileSync(file, next);
      const later = new Date(Date.now() + 5_000);
      fs.utimesSync(file, later, later);
      const changed = await server.get('/remoteEntry.js', {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag },
      });
      assert.equal(changed.status, 200);
      assert.notEqual(changed.headers.etag, first.headers.etag);
      assert.equal(cacheState(changed).outcome, 'miss');
      // The old version's bytes are gone, not kept next to the new ones.
      assert.equal(cacheState(changed).entries, 1);
      assert.equal(cacheState(changed).bytes, changed.body.length);
      assert.equal(zlib.gunzipSync(changed.body).toString(), next);
      const again = await server.get('/remoteEntry.js', gzip);
      assert.equal(cacheState(again).outcome, 'hit');
      assert.equal(zlib.gunzipSync(again.body).toString(), next);
    } finally {
      await server.stop();
    }
  });

  test('STATIC_GZIP_CACHE_MB=0 turns the cache off: every answer is compressed as a stream', async () => {
    const server = await startServer(dist, { STATIC_DEBUG: '1', STATIC_GZIP_CACHE_MB: '0' });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await server.get('/vendor.0a1b2c3d.js', gzip);
        assert.equal(res.headers['content-encoding'], 'gzip');
        assert.deepEqual(cacheState(res), { outcome: 'stream', entries: 0, bytes: 0, max: 0 });
        assert.equal(zlib.gunzipSync(res.body).toString(), CHUNK);
      }
    } finally {
      await server.stop();
    }
  });
});
