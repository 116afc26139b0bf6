#!/usr/bin/env node
// Production static server for one app's folder: `node scripts/serve-static.mjs <dir> <port>`.
// Files are served by @fastify/static (path containment, ETag and Last-Modified with 304 answers,
// ranges). On top:
// - text (scripts, styles, HTML, JSON, SVG…) is gzipped (level 6) for clients that accept it,
//   once per version of a file: the compressed bytes stay in memory in a cache bounded by the
//   bytes it holds, STATIC_GZIP_CACHE_MB (default 64, decimals allowed; 0 turns it off), which
//   drops the least recently used files first. An entry is used only while the file keeps the
//   size and mtime it was compressed from, so a redeployed file is compressed again; a file
//   larger than the whole cache is compressed as a stream on every request. Both encodings
//   carry the file's weak ETag (same content), so a 304 holds for either; Vary names
//   Accept-Encoding, and a 304 has no Content-Encoding. With STATIC_DEBUG=1, a gzipped answer
//   says how it was made in X-Static-Gzip-Cache (hit, miss or stream, and the cache's size);
// - hashed chunks (name.<8 hex>.ext) are cached for a year, immutable; every other file,
//   notably mf-manifest.json, remoteEntry.js, main.js, config.json and
//   index.html, is served no-cache with an ETag: a redeploy or a changed config.json is seen on
//   the next load, and an unchanged one costs a 304;
// - unknown paths without a file extension fall back to index.html (client-side routing);
// - nothing outside the folder is served: no `..` however encoded, no backslash, no NUL, and no
//   symbolic link that leads out of it (see staysInside below);
// - CORS only for known origins: the host fetches the remotes' manifests and chunks
//   cross-origin, the partner portal loads the agenda. Default: the six apps
//   (http://localhost:3000-3005) and the partner demo (http://localhost:3100); override with
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
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [, , dirArg = 'dist', portArg = '3000'] = process.argv;
const root = path.resolve(dirArg);
const port = Number(process.env.PORT || portArg);
const host = process.env.HOST || '0.0.0.0';

const HASHED = /\.[0-9a-f]{8}\.[a-z]+$/;

const list = (value) => (value ?? '').split(/[\s,]+/).filter(Boolean);

const DEFAULT_CORS_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3100].map(
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
    records: 'http://localhost:3005/mf-manifest.json',
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
 * - workers only from this server: the host's service worker (/sw.js, Web Push);
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
    "worker-src 'self'",
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
  reply.header('Vary', 'Origin, Accept-Encoding');
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

const MB = 1024 * 1024;
const GZIP_LEVEL = 6;
// What gzip shrinks: text, JSON and XML of any kind, SVG, WebAssembly (not images or fonts that
// are compressed already).
const COMPRESSIBLE =
  /^(?:text\/|image\/svg\+xml|application\/(?:javascript|json|xml|wasm|[\w.-]+\+(?:json|xml))\b)/i;
const debug = !['', '0', 'false'].includes(process.env.STATIC_DEBUG ?? '');

function gzipCacheBytes(value) {
  if (value === undefined || value.trim() === '') return 64 * MB;
  const mb = Number(value);
  if (Number.isFinite(mb) && mb >= 0) return Math.floor(mb * MB);
  console.warn(`[serve] STATIC_GZIP_CACHE_MB non valido (${value}): uso 64`);
  return 64 * MB;
}

/**
 * Gzipped files by path, least recently used first (a Map keeps insertion order), never more
 * than maxBytes of compressed bytes in all. An entry remembers the size and mtime of the file it
 * was made from (what the ETag is made of too) and only answers for that version.
 */
class GzipCache {
  entries = new Map();
  bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  get(file, stat) {
    const entry = this.entries.get(file);
    if (!entry) return null;
    this.entries.delete(file);
    if (entry.size !== stat.size || entry.mtimeMs !== stat.mtimeMs) {
      this.bytes -= entry.body.length;
      return null;
    }
    this.entries.set(file, entry);
    return entry.body;
  }

  set(file, stat, body) {
    const old = this.entries.get(file);
    if (old) {
      this.entries.delete(file);
      this.bytes -= old.body.length;
    }
    if (body.length > this.maxBytes) return;
    this.entries.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, body });
    this.bytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }
}

const gzipCache = new GzipCache(gzipCacheBytes(process.env.STATIC_GZIP_CACHE_MB));
const gzip = promisify(zlib.gzip);
// Compressions under way, so that simultaneous first requests for a file share one.
const compressing = new Map();

/** The file's bytes if it still is the version `stat` describes, else null. */
async function readVersion(file, stat) {
  const same = (now) => now.size === stat.size && now.mtimeMs === stat.mtimeMs;
  let handle;
  try {
    handle = await fs.promises.open(file, 'r');
    if (!same(await handle.stat())) return null;
    const raw = await handle.readFile();
    return same(await handle.stat()) ? raw : null;
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/** This version of the file gzipped and put in the cache, or null if the file has changed. */
function compress(file, stat) {
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  let job = compressing.get(key);
  if (!job) {
    job = readVersion(file, stat)
      .then(async (raw) => {
        if (!raw) return null;
        const body = await gzip(raw, { level: GZIP_LEVEL });
        gzipCache.set(file, stat, body);
        return body;
      })
      .finally(() => compressing.delete(key));
    compressing.set(key, job);
  }
  return job;
}

/** Whether Accept-Encoding allows gzip (named, or through `*`, with a weight above 0). */
function acceptsGzip(header = '') {
  const weights = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * onSend: a whole file (200) of a compressible type, for a client that accepts gzip, goes out
 * gzipped, from the cache when it holds this version. Partial answers (206) and 304s stay as
 * they are; the ETag stays the file's.
 */
async function gzipped(request, reply, payload) {
  const served = reply.servedFile;
  if (!served || reply.statusCode !== 200) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
  const { file, stat } = served;
  reply.header('Content-Encoding', 'gzip');
  // Ranges would count bytes of the gzipped copy, which is not how they are served.
  reply.removeHeader('Accept-Ranges');
  let outcome = 'hit';
  let body = gzipCache.get(file, stat);
  if (!body && stat.size <= gzipCache.maxBytes) {
    outcome = 'miss';
    body = await compress(file, stat);
  }
  if (debug) {
    const { entries, bytes, maxBytes } = gzipCache;
    const state = `entries=${entries.size}; bytes=${bytes}; max=${maxBytes}`;
    reply.header('X-Static-Gzip-Cache', `${body ? outcome : 'stream'}; ${state}`);
  }
  if (!body) {
    // Too big for the cache, or changed on disk meanwhile: compress what is being sent.
    reply.removeHeader('Content-Length');
    if (request.method === 'HEAD') return payload;
    return pipeline(payload, zlib.createGzip({ level: GZIP_LEVEL }), () => {});
  }
  payload.destroy?.();
  reply.header('Content-Length', body.length);
  return body;
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

// The file a reply sends and its stats, as @fastify/static found them (see gzipped below).
app.decorateReply('servedFile', null);
app.addHook('onSend', gzipped);
await app.register(fastifyStatic, {
  root,
  index: ['index.html'],
  redirect: false,
  dotfiles: 'ignore',
  cacheControl: false,
  allowedPath: staysInside,
  setHeaders: (reply, file, stat) => {
    reply.header('Cache-Control', cacheControl(file));
    reply.servedFile = { file, stat };
  },
});

// Client-side routes (no file extension) get the app's page; anything else missing is a 404.
app.setNotFoundHandler((request, reply) => {
  const pathname = request.url.split('?', 1)[0];
  if (!path.posix.extname(pathname) && fs.existsSync(path.join(root, 'index.html'))) {
    return reply.sendFile('index.html');
  }
  return plain(reply, 404);
});

// The path only: the query of an app page may carry a credential (the activation link's
// auth_token), which must not reach the log.
const loggedPath = (url) => url.split('?', 1)[0];

app.setErrorHandler((error, request, reply) => {
  const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) console.error(`[serve] ${request.method} ${loggedPath(request.url)}:`, error);
  return plain(reply, status);
});

await app.listen({ port, host });
console.log(`[serve] ${path.relative(process.cwd(), root) || root} su http://localhost:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => app.close().then(() => process.exit(0)));
}
