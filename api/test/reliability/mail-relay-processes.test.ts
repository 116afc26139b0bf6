import { outboxEmails } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { ON_POSTGRES } from '../helpers/peers';
import type { ApiProcess } from '../helpers/process';
import { PROCESS_TIMEOUT_MS, seededDatabase, spawnApi } from '../helpers/process';
import type { TestSmtp } from '../helpers/smtp';
import { startTestSmtp, waitFor } from '../helpers/smtp';

/**
 * The relays of compiled API processes (`node dist/main.js`, as `pnpm start` runs it) on one
 * database, sending to an SMTP server the test runs: on PostgreSQL two processes share the
 * outbox, on PGlite one process has its folder to itself. A process killed with kill -9 in the
 * middle of a batch loses nothing: its rows go again once its lease ends.
 */
jest.setTimeout(PROCESS_TIMEOUT_MS);

const PROCESSES = ON_POSTGRES ? 2 : 1;
/** The lease of a claim: what a killed process's rows wait for (its SMTP waits: 2 s). */
const LEASE_MS = 8000;

let database: Awaited<ReturnType<typeof seededDatabase>> | null = null;
let smtp: TestSmtp;
const started: ApiProcess[] = [];

beforeAll(async () => {
  database = await seededDatabase();
  smtp = await startTestSmtp();
});

beforeEach(() => {
  smtp.received.length = 0;
  smtp.answer = () => 'accept';
  smtp.onHang = null;
});

afterEach(async () => {
  await Promise.all(started.splice(0).map(stop));
});

afterAll(async () => {
  await smtp?.stop();
  await database?.cleanup();
});

/** SIGTERM (the relay finishes its send, the PGlite folder is let go), SIGKILL if already dead. */
async function stop(api: ApiProcess): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

async function startRelays(count: number): Promise<ApiProcess[]> {
  const apis = await Promise.all(
    Array.from({ length: count }, () =>
      spawnApi({
        ...database!.env,
        NODE_ENV: 'development',
        EXPOSE_OUTBOX: '',
        OUTBOX_KEY: '',
        MAIL: '',
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '100',
        MAIL_BATCH_SIZE: '10',
        MAIL_LEASE_MS: String(LEASE_MS),
        MAIL_MAX_ATTEMPTS: '5',
        MAIL_RETRY_BASE_MS: '200',
      }),
    ),
  );
  started.push(...apis);
  await Promise.all(apis.map((api) => api.ready()));
  return apis;
}

/**
 * Runs `work` on the processes' database. On PGlite only while none of them runs: the folder is
 * one process's at a time.
 */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await openDatabase({
    dataDir: database!.env.DATA_DIR,
    databaseUrl: database!.env.DATABASE_URL,
  });
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

async function queue(addresses: string[]): Promise<void> {
  const now = new Date();
  await withDatabase((db) =>
    db.insert(outboxEmails).values(
      addresses.map((to) => ({
        to,
        subject: 'Prova',
        body: `Ciao ${to}`,
        createdAt: now,
        nextAttemptAt: now,
      })),
    ),
  );
}

const rowsOf = (addresses: string[]) =>
  withDatabase(async (db) =>
    (await db.select().from(outboxEmails)).filter((row) => addresses.includes(row.to)),
  );

it(`200 queued e-mails over ${PROCESSES} process(es): each delivered exactly once`, async () => {
  const addresses = Array.from({ length: 200 }, (_, i) => `collega${i}@example.com`);
  // On PostgreSQL the processes are up first, so that they race for the rows as they come.
  const apis = ON_POSTGRES ? await startRelays(PROCESSES) : [];
  await queue(addresses);
  if (!ON_POSTGRES) apis.push(...(await startRelays(PROCESSES)));
  await waitFor('200 e-mails', () => smtp.received.length >= 200, 120_000);
  // A second copy of any of them would come in this while.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await Promise.all(apis.map(stop));

  expect(smtp.received).toHaveLength(200);
  expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
  const ids = smtp.received.map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(200);
  const rows = await rowsOf(addresses);
  expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(ids));
});

it('a process killed with kill -9 in the middle of a batch loses no e-mail: its rows go after the lease', async () => {
  const addresses = Array.from({ length: 30 }, (_, i) => `ritardo${i}@example.com`);
  // The third e-mail gets no answer the first time: the process that sends it is then killed
  // holding the rest of its batch, before any of it is recorded.
  const stuck = addresses[2];
  smtp.answer = (address, nth) => (address === stuck && nth === 1 ? 'hang' : 'accept');
  const hung = new Promise<void>((resolve) => {
    smtp.onHang = () => resolve();
  });
  await queue(addresses);
  const [first] = await startRelays(1);
  await Promise.race([hung, first.exited]);
  first.child.kill('SIGKILL');
  await first.exited;

  const pid = `:${first.child.pid}:`;
  const held = (await rowsOf(addresses)).filter(
    (row) => row.sentAt === null && row.lockedBy?.includes(pid),
  );
  expect(held.map((row) => row.to)).toContain(stuck);
  expect(held.length).toBeGreaterThan(1);

  await startRelays(PROCESSES);
  await waitFor('30 e-mails', () => smtp.received.length >= 30, 120_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await Promise.all(started.splice(0).map(stop));

  expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(30);
  for (const row of held) {
    const mail = smtp.received.find((received) => received.to[0] === row.to);
    // Not before the killed process's lease ran out.
    expect(mail?.at).toBeGreaterThanOrEqual(row.lockedUntil?.getTime() ?? Infinity);
  }
  const after = await rowsOf(held.map((row) => row.to));
  expect(after.every((row) => row.sentAt !== null && row.attempts === 2)).toBe(true);
});
