import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from './prepare';

/** `pnpm seed`: migrate and seed without starting the server. */
async function run(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const started = Date.now();
    const report = await prepareDatabase(database);
    console.log(
      `Seed completato in ${Date.now() - started} ms: ${report.cities} comuni, ` +
        `${report.offices} uffici, ${report.demoUsers} utenti demo e ${report.demoDemands} ` +
        'richieste demo aggiunti.',
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
