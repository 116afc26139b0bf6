import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A push as the endpoint received and decrypted it. */
export interface ReceivedPush {
  path: string;
  payload: Record<string, unknown>;
  /** The VAPID claims (aud, exp, sub) and the key (k) the sender signed with. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  ttl: string | undefined;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): an ES256 JWT signed by k, for
 * this endpoint's origin, not expired. Throws what is wrong.
 */
function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match;
  const [head, body, signature] = jwt.split('.');
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const good = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!good) throw new Error('VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud}, expected ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return { claims, vapidKey: k };
}

/**
 * A push service in the test: it answers each POST with the status set for its path (201 by
 * default), and keeps what it received, decrypted (aes128gcm) with the subscription's keys.
 */
export async function startPushEndpoint() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = statuses.get(path) ?? 201;
      try {
        const browser = browsers.get(path);
        if (!browser) throw new Error(`unknown subscription ${path}`);
        if (req.method !== 'POST') throw new Error(`method ${req.method}`);
        if (req.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        }
        const vapid = checkVapid(req.headers.authorization, `http://127.0.0.1:${port()}`);
        if (status < 300) {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: browser.ecdh,
            authSecret: browser.auth.toString('base64url'),
          });
          received.push({
            path,
            payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
            ...vapid,
            ttl: req.headers.ttl as string | undefined,
          });
        }
      } catch (error) {
        errors.push(String(error));
        res.writeHead(400).end();
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = () => (server.address() as AddressInfo).port;
  let next = 0;
  return {
    received,
    errors,
    /** A new browser subscription (its keys made here), at /push/<n>. */
    subscription(): TestSubscription {
      next += 1;
      const path = `/push/${next}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { ecdh, auth });
      return {
        endpoint: `http://127.0.0.1:${port()}${path}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    /** What the endpoint of `subscription` answers from now on (410: gone). */
    answer(subscription: TestSubscription, status: number) {
      statuses.set(new URL(subscription.endpoint).pathname, status);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
