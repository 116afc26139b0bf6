import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import {
  StartRefusedError,
  loadConfig,
  mailNotice,
  outboxNotice,
  productionRefusals,
} from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import type { MailRelayOptions, MailSettings } from './lib/mail-relay';
import { prepareDatabase } from './seed/prepare';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/data/demo-users';

const ROLE_LABELS = {
  LAWYER: 'Avvocato',
  ESTABLISHED: 'Avvocato stabilito',
  PRACTICING: 'Praticante avvocato',
  QUALIFIED: 'Praticante avvocato abilitato',
  ACCOUNTANT: 'Commercialista',
} as const;

function printBanner(url: string): void {
  const rows = DEMO_USERS.map((user) => [
    user.email,
    DEMO_PASSWORD,
    ROLE_LABELS[user.role],
    `${user.firstName} ${user.lastName}, ${user.city[0]}${user.details ? '' : ' (profilo incompleto)'}`,
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 8));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(`\nAPI Colleghi in ascolto su ${url}`);
  console.log('\nAccount demo:');
  console.log(line(['E-mail', 'Password', 'Ruolo', 'Nome']));
  for (const row of rows) console.log(line(row));
  console.log('');
}

/**
 * SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish (closing
 * their connections after `timeoutMs`), close the database (which lets go of the PGlite folder),
 * exit 0. A second signal during the drain ends the process at once.
 */
function stopOnSignal(app: FastifyInstance, database: Database, timeoutMs: number): void {
  const stop = async (signal: NodeJS.Signals) => {
    console.log(
      `${signal}: arresto in corso, attendo la fine delle richieste aperte (al più ${timeoutMs / 1000} s).`,
    );
    // A keep-alive connection whose request has been answered is idle: close it then, rather
    // than wait for the client to hang up (the server closes only those idle when it stops).
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      console.error('Tempo di arresto scaduto: chiudo le connessioni ancora aperte.');
      app.server.closeAllConnections();
    }, timeoutMs);
    try {
      await app.close();
      await database.close();
    } finally {
      clearInterval(idle);
      clearTimeout(force);
    }
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, (received) => {
      stop(received).catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
    });
  }
}

/** The relay of this process: none with MAIL=disabled or without SMTP_URL (mailNotice says so). */
function relayOptions(mail: MailSettings): MailRelayOptions | null {
  const { smtpUrl, disabled, ...rest } = mail;
  return smtpUrl && !disabled ? { smtpUrl, ...rest } : null;
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database is touched: an unsafe production start does nothing at all.
  const refusals = productionRefusals(config);
  if (refusals.length > 0) throw new StartRefusedError(refusals.join('\n'));
  for (const notice of [outboxNotice(config), mailNotice(config)]) {
    if (notice) console.warn(notice);
  }
  const database = await openDatabase(config);
  const report = await prepareDatabase(database);
  if (report.cities > 0) {
    console.log(`Database popolato: ${report.cities} comuni, ${report.offices} uffici giudiziari.`);
  }
  const app = await buildApp({
    db: database.db,
    appOrigins: config.appOrigins,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    rateLimit: config.rateLimit,
    sessions: config.sessions,
    passwordResetTtlMs: config.passwordResetTtlMs,
    handoffTtlMs: config.handoffTtlMs,
    webUrl: config.webUrl,
    apiUrl: config.apiUrl,
    exposeOutbox: config.exposeOutbox,
    emailPreview: !config.production,
    outboxKey: config.outboxKey,
    outboxRetentionMs: config.outboxRetentionMs,
    mail: relayOptions(config.mail),
    paymentKeys: config.payments,
    listen: database.listen,
    live: config.live,
    vapid: config.vapid,
    push: config.push,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  stopOnSignal(app, database, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  printBanner(`http://${shownHost}:${port}/api/`);
  console.log(
    `Database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
}

main().catch((error: unknown) => {
  // A known refusal (the PGlite folder in use, an unsafe production setting) is one line each;
  // anything else comes with its stack.
  const known = error instanceof DataDirInUseError || error instanceof StartRefusedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
