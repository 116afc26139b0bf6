#!/usr/bin/env node
// Production static server for one app's dist/ folder (no dependencies).
// - hashed chunks (name.<8 hex>.js) are cached for a year, immutable;
// - mf-manifest.json, remoteEntry.js, federation-runtime.js, main.js, config.json and index.html
//   are served no-cache, so a redeploy or a changed config.json is seen on the next load;
// - gzip when the client accepts it; unknown paths without a file extension fall back to
//   index.html (client-side routing);
// - CORS only for known origins: the host fetches the remotes' manifests and chunks
//   cross-origin, the partner portal loads the agenda. Default: the five apps
//   (http://localhost:3000-3004) and the partner demo (http://localhost:3100); override with
//   STATIC_CORS_ORIGINS="https://app.example https://partner.example" (space or comma separated);
// - security headers on every answer: X-Content-Type-Options: nosniff,
//   Referrer-Policy: strict-origin-when-cross-origin, X-Frame-Options: DENY and a
//   Content-Security-Policy built from the folder's config.json (see buildCsp below).
//   STATIC_CSP_ORIGINS adds origins the apps may load code from and talk to (for instance a
//   second deployment of a remote that a test or an operator switches to from the browser).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const [, , dirArg = 'dist', portArg = '3000'] = process.argv;
const root = path.resolve(dirArg);
const port = Number(process.env.PORT || portArg);
const host = process.env.HOST || '0.0.0.0';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.[a-z]+$/;
const gzipCache = new Map();

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

function securityHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', currentCsp());
}

function corsHeaders(req, res) {
  res.setHeader('Vary', 'Origin, Accept-Encoding');
  const origin = req.headers.origin;
  if (!origin || !corsOrigins.has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Headers', '*');
}

function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.normalize(path.join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  if (!path.extname(decoded)) {
    const index = path.join(root, 'index.html');
    if (fs.existsSync(index)) return index;
  }
  return null;
}

function cacheControl(file) {
  return HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function body(file, gzip) {
  const raw = fs.readFileSync(file);
  if (!gzip) return raw;
  const stat = fs.statSync(file);
  const key = `${file}:${stat.mtimeMs}`;
  if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(raw, { level: 6 }));
  return gzipCache.get(key);
}

const server = http.createServer((req, res) => {
  securityHeaders(res);
  corsHeaders(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(url.pathname);
  if (!file) {
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Non trovato');
    return;
  }
  const ext = path.extname(file);
  const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const payload = body(file, gzip);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
    'Content-Length': payload.length,
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : payload);
});

server.listen(port, host, () => {
  console.log(`[serve] ${path.relative(process.cwd(), root) || root} su http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
