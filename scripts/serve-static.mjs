#!/usr/bin/env node
// Production static server for one app's folder: `node scripts/serve-static.mjs <dir> <port>`.
// Files are served by @fastify/static (path containment, ETag and Last-Modified with 304 answers,
// ranges) and gzipped by @fastify/compress (streamed, so memory stays bounded). On top:
// - hashed chunks (name.<8 hex>.ext) are cached for a year, immutable; every other file,
//   notably mf-manifest.json, remoteEntry.js, federation-runtime.js, main.js, config.json and
//   index.html, is served no-cache with an ETag: a redeploy or a changed config.json is seen on
//   the next load, and an unchanged one costs a 304;
// - unknown paths without a file extension fall back to index.html (client-side routing);
// - nothing outside the folder is served: no `..` however encoded, no backslash, no NUL, and no
//   symbolic link that leads out of it (see staysInside below);
// - CORS only for known origins: the host fetches the remotes' manifests and chunks
//   cross-origin, the partner portal loads the agenda. Default: the five apps
//   (http://localhost:3000-3004) and the partner demo (http://localhost:3100); override with
//   STATIC_CORS_ORIGINS="https://app.example https://partner.example" (space or comma separated);
// - security headers on every answer: X-Content-Type-Options: nosniff,
//   Referrer-Policy: strict-origin-when-cross-origin, X-Frame-Options: DENY and a
//   Content-Security-Policy built from the folder's config.json (see buildCsp below).
//   STATIC_CSP_ORIGINS adds origins the apps may load code from and talk to (for instance a
//   second deployment of a remote that a test or an operator switches to from the browser);
// - only GET, HEAD and OPTIONS; SIGTERM or SIGINT stops accepting, lets answers under way
//   finish and exits. PORT and HOST override the port and the address (default 0.0.0.0).
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [, , dirArg = 'dist', portArg = '3000'] = process.argv;
const root = path.resolve(dirArg);
const port = Number(process.env.PORT || portArg);
const host = process.env.HOST || '0.0.0.0';

const HASHED = /\.[0-9a-f]{8}\.[a-z]+$/;

const list = (value) => (value ?? '').split(/[\s,]+/).filter(Boolean);

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3100].map(
  (p) => `http://localhost:${p}`,
);
const corsOrigins = new Set(
  process.env.STATIC_CORS_ORIGINS ? list(process.env.STATIC_CORS_ORIGINS) : DEFAULT_CORS_ORIGINS,
);

// What the apps fall back to when there is no config.json (host/src/app/federation/
// runtime-config.ts and shared/src/config.ts): a remote's standalone page and the partner demo
// talk to this API and load these remotes, so their policy allows them.
const DEFAULT_CONFIG = {
  apiBase: 'http://localhost:8000/api/',
  remotes: {
    activities: 'http://localhost:3001/mf-manifest.json',
    agenda: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    learning: 'http://localhost:3004/mf-manifest.json',
  },
};
const extraOrigins = list(process.env.STATIC_CSP_ORIGINS);

// The real payment SDKs (used when config.json carries public keys), as their CSP guides ask.
const PAYMENT_SCRIPTS = ['https://js.stripe.com', 'https://www.paypal.com', 'https://*.paypal.com'];
const PAYMENT_CONNECT = [
  'https://api.stripe.com',
  'https://www.paypal.com',
  'https://*.paypal.com',
];
const PAYMENT_FRAMES = [
  'https://js.stripe.com',
  'https://hooks.stripe.com',
  'https://www.paypal.com',
  'https://*.paypal.com',
];

function originOf(url) {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy the apps run under:
 * - scripts only from this server, the remotes named in config.json and the payment SDKs; no
 *   inline script, no eval (so injected markup cannot run even if a sanitizer misses it);
 * - fetch/XHR to this server, the API and the remotes' manifests, plus the payment APIs;
 * - styles 'unsafe-inline': Emotion (MUI) writes <style> tags and style attributes at run time;
 * - images also from any https: origin and data:/blob: URLs: news bodies and catalogue entries
 *   carry pictures hosted elsewhere, and an image cannot run code;
 * - frame-ancestors 'none': no app is meant to be framed (the partner embed is a script that
 *   mounts into the partner's page, not an iframe), which also stops clickjacking.
 */
function buildCsp(config) {
  const apiOrigin = originOf(config.apiBase);
  const remoteOrigins = Object.values(config.remotes ?? {}).map(originOf);
  const code = unique([...remoteOrigins, ...extraOrigins]);
  const connect = unique([apiOrigin, ...code]);
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...code, ...PAYMENT_SCRIPTS].join(' ')}`,
    `connect-src ${["'self'", ...connect, ...PAYMENT_CONNECT].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', 'https:', ...connect].join(' ')}`,
    "font-src 'self' data:",
    `frame-src ${PAYMENT_FRAMES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

// config.json is read again whenever it changes on disk (an operator switching a remote).
const configFile = path.join(root, 'config.json');
let cspCache = { stamp: null, value: '' };

function currentCsp() {
  let stamp = 'none';
  try {
    stamp = String(fs.statSync(configFile).mtimeMs);
  } catch {
    // No config.json: the apps' built-in defaults apply.
  }
  if (cspCache.stamp === stamp) return cspCache.value;
  let config = DEFAULT_CONFIG;
  if (stamp !== 'none') {
    try {
      const served = JSON.parse(fs.readFileSync(configFile, 'utf8'));
      config = {
        apiBase: typeof served.apiBase === 'string' ? served.apiBase : DEFAULT_CONFIG.apiBase,
        remotes: { ...DEFAULT_CONFIG.remotes, ...(served.remotes ?? {}) },
      };
    } catch (error) {
      console.warn(`[serve] config.json non leggibile, uso i valori predefiniti: ${error}`);
    }
  }
  cspCache = { stamp, value: buildCsp(config) };
  return cspCache.value;
}

function securityHeaders(reply) {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  reply.header('Content-Security-Policy', currentCsp());
}

function corsHeaders(request, reply) {
  // Lower case, as the compression plugin looks for it (it would add a second one).
  reply.header('Vary', 'Origin, accept-encoding');
  const origin = request.headers.origin;
  if (!origin || !corsOrigins.has(origin)) return;
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Access-Control-Allow-Headers', '*');
}

function cacheControl(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The library keeps the request's path inside the folder; this also keeps out what a symbolic
 * link inside the folder points to outside it (the path the file system really opens).
 */
function staysInside(pathname) {
  let real;
  let base;
  try {
    base = fs.realpathSync(root);
    real = fs.realpathSync(path.join(root, pathname));
  } catch (error) {
    // Nothing there: the library answers 404.
    return error.code === 'ENOENT' || error.code === 'ENOTDIR';
  }
  const relative = path.relative(base, real);
  return !(relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative));
}

const MESSAGES = {
  400: 'Richiesta non valida',
  403: 'Accesso negato',
  404: 'Non trovato',
  405: 'Metodo non consentito',
  500: 'Errore del server',
};

function plain(reply, status) {
  return reply
    .code(status)
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .send(MESSAGES[status] ?? MESSAGES[400]);
}

const app = Fastify({
  logger: false,
  // A malformed URL (bad percent-encoding…) is refused before any route: same headers, in Italian.
  frameworkErrors: (_error, request, reply) => {
    securityHeaders(reply);
    corsHeaders(request, reply);
    return plain(reply, 400);
  },
});

app.addHook('onRequest', async (request, reply) => {
  securityHeaders(reply);
  corsHeaders(request, reply);
  if (request.method === 'OPTIONS') return reply.code(204).send();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.header('Allow', 'GET, HEAD, OPTIONS');
    return plain(reply, 405);
  }
});

await app.register(fastifyCompress, { encodings: ['gzip'], zlibOptions: { level: 6 } });
// Runs after the compression hook on every route: a 304 has no body, so no Content-Encoding
// either (a cache would apply it to its stored copy).
app.addHook('onRoute', (route) => {
  route.onSend = [route.onSend ?? []].flat().concat((_request, reply, payload, done) => {
    if (reply.statusCode === 304) reply.removeHeader('Content-Encoding');
    done(null, payload);
  });
});
await app.register(fastifyStatic, {
  root,
  index: ['index.html'],
  redirect: false,
  dotfiles: 'ignore',
  cacheControl: false,
  allowedPath: staysInside,
  setHeaders: (reply, file) => reply.header('Cache-Control', cacheControl(file)),
});

// Client-side routes (no file extension) get the app's page; anything else missing is a 404.
app.setNotFoundHandler((request, reply) => {
  const pathname = request.url.split('?', 1)[0];
  if (!path.posix.extname(pathname) && fs.existsSync(path.join(root, 'index.html'))) {
    return reply.sendFile('index.html');
  }
  return plain(reply, 404);
});

app.setErrorHandler((error, request, reply) => {
  const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) console.error(`[serve] ${request.method} ${request.url}:`, error);
  return plain(reply, status);
});

await app.listen({ port, host });
console.log(`[serve] ${path.relative(process.cwd(), root) || root} su http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => app.close().then(() => process.exit(0)));
}
