#!/usr/bin/env node
// Which apps use each module of shared/src (docs/ARCHITECTURE.md, "The shared platform package"):
// the platform package keeps only what at least two apps use (how a use is counted:
// shared-usage/usage.mjs). Prints the modules fewer than two apps use and a summary; with
// --check, exits 1 when there is one. ESLint reports the same modules, file by file.
//
//   node scripts/shared-usage.mjs [--check] [--json]

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedUsage } from './shared-usage/usage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rows = sharedUsage(root);

const offending = rows.filter((row) => row.apps.length < 2);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  for (const row of offending) {
    const who = row.apps.length === 0 ? 'nessuna app' : `solo ${row.apps[0]}`;
    console.log(`${row.module.padEnd(60)} ${who}`);
  }
  console.log(
    `\n${rows.length} moduli in shared/src: ${rows.length - offending.length} usati da almeno ` +
      `due app, ${offending.filter((r) => r.apps.length === 1).length} da una sola, ` +
      `${offending.filter((r) => r.apps.length === 0).length} da nessuna.`,
  );
}
if (process.argv.includes('--check') && offending.length > 0) {
  console.error(
    'shared/src deve contenere solo codice usato da almeno due app: sposta questi moduli ' +
      "nell'app che li usa, o eliminali se non li usa nessuna.",
  );
  process.exit(1);
}
