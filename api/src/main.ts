import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed';
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

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const report = await seedDatabase(database.db);
  if (report.cities > 0) {
    console.log(`Database popolato: ${report.cities} comuni, ${report.offices} uffici giudiziari.`);
  }
  const app = await buildApp({
    db: database.db,
    appOrigins: config.appOrigins,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    rateLimit: config.rateLimit,
    webUrl: config.webUrl,
    exposeOutbox: config.exposeOutbox,
    paymentKeys: config.payments,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  printBanner(`http://${shownHost}:${config.port}/api/`);
  console.log(
    `Database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
