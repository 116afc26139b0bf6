#!/usr/bin/env node
// Production static server for one app's dist/ folder (no dependencies).
// - hashed chunks (name.<8 hex>.js) are cached for a year, immutable;
// - mf-manifest.json, remoteEntry.js, main.js, config.json and index.html are served no-cache,
//   so a redeploy or a changed config.json is seen on the next load;
// - CORS open (remotes are fetched cross-origin by the host); gzip when the client accepts it;
// - unknown paths without a file extension fall back to index.html (client-side routing).
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
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', '*');
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
    Vary: 'Accept-Encoding',
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
