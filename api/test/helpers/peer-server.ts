/**
 * A second API process for the race tests: the same app on the same PostgreSQL database as the
 * test's own server, in a process of its own (its own connection pool and event loop), as two
 * processes behind a load balancer would be. Started by peers.ts; prints `PEER_READY <port>`
 * once it listens. Its clock stands at PEER_CLOCK (the tests' start time): the race tests do
 * not move time.
 */
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';

async function main(): Promise<void> {
  const databaseUrl = process.env.PEER_DATABASE_URL;
  const at = new Date(process.env.PEER_CLOCK ?? '');
  if (!databaseUrl || Number.isNaN(at.getTime())) {
    throw new Error('PEER_DATABASE_URL and PEER_CLOCK are required');
  }
  const database = await openDatabase({ databaseUrl });
  // No reminders: the race tests count what their requests write, nothing else.
  const heartbeatMs = Number(process.env.LIVE_HEARTBEAT_MS ?? 0);
  const sessionCheckMs = Number(process.env.LIVE_SESSION_CHECK_MS ?? 0);
  const app = await buildApp({
    db: database.db,
    clock: () => new Date(at),
    reminderPollMs: 0,
    listen: database.listen,
    live: {
      ...(heartbeatMs > 0 ? { heartbeatMs } : {}),
      ...(sessionCheckMs > 0 ? { sessionCheckMs } : {}),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.once('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  process.stdout.write(`PEER_READY ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
