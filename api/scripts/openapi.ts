// Prints the API's OpenAPI document (the one served at /api/schema/) without a database or a
// port: the document depends only on the routes' schemas.
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';

async function main(): Promise<void> {
  const app = await buildApp({
    db: {} as Db,
    expirySweepMs: 0,
    reminderPollMs: 0,
    exposeOutbox: true,
    emailPreview: true,
    unsubscribeKey: Buffer.alloc(32),
    vapid: { publicKey: 'documento', privateKey: 'documento' },
    push: null,
    logger: false,
  });
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
}

void main();
