// A node:test reporter that writes the run's counts as JSON for scripts/test-summary.mjs:
// `node --test --test-reporter=./scripts/node-test-reporter.mjs --test-reporter-destination=<file>`
// (next to another reporter for the console). Counted like jest's: every test that ran passed
// or failed, skipped and todo ones as skipped. A test or suite that fails with nothing failed
// below it (a file that does not load, a failing hook) counts as one failure; a suite whose
// tests failed adds nothing to them. Tests cancelled by a failing hook count as failed.
export default async function* nodeTestJson(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  // Per file: failures counted under each open level of nesting (events come children first).
  const openLevels = new Map();
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue;
    const file = data.file ?? '';
    const levels = openLevels.get(file) ?? [];
    openLevels.set(file, levels);
    const failedBelow = levels[data.nesting] ?? 0;
    // This test or suite is over: what ran under it is accounted for.
    levels.length = data.nesting;
    const suite = data.details?.type === 'suite';
    if (data.skip || data.todo) {
      counts.skipped += 1;
    } else if (type === 'test:pass') {
      if (!suite) counts.passed += 1;
    } else if (failedBelow === 0) {
      counts.failed += 1;
      failures.push({ file, name: data.name, error: String(data.details?.error?.message ?? '') });
      for (let level = 0; level < data.nesting; level++) levels[level] = (levels[level] ?? 0) + 1;
    }
  }
  yield `${JSON.stringify({ tool: 'node:test', ...counts, failures }, null, 2)}\n`;
}
