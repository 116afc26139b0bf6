// Adds up the JSON reports of one test run (jest-*.json from jest, node-*.json from
// scripts/node-test-reporter.mjs, the rest from Playwright) and prints one closing line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).sort()) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  let p = 0;
  let f = 0;
  let s = 0;
  if (file.startsWith('jest-')) {
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (file.startsWith('node-')) {
    ({ passed: p, failed: f, skipped: s } = report);
  } else {
    p = report.stats.expected;
    f = report.stats.unexpected + (report.stats.flaky ?? 0);
    s = report.stats.skipped;
  }
  console.log(`  ${file.replace(/\.json$/, '').padEnd(24)} ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
