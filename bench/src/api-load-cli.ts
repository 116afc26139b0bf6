import path from 'node:path';
import { runApiLoad } from './api-load';

/** The API load test alone: `cd bench && pnpm exec tsx src/api-load-cli.ts`. */
async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  const rows = await runApiLoad({ root, log: (line) => console.log(line) });
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
