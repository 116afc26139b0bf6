// Adds up the JSON reports of one test run (jest-*.json from jest, node-*.json from
// scripts/node-test-reporter.mjs, the rest from Playwright) and prints one closing line.
// With a second argument, the phases file scripts/test.sh writes (one line per phase: label,
// seconds, outcome, its reports separated by commas), it first prints each phase's wall time
// beside its counts, so a slow phase shows in every run's log.
import fs from 'node:fs';
import path from 'node:path';

/** The counts of one report file, whatever tool wrote it. */
function countsOf(file, report) {
  if (file.startsWith('jest-')) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
  }
  if (file.startsWith('node-')) {
    return { passed: report.passed, failed: report.failed, skipped: report.skipped };
  }
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + (report.stats.flaky ?? 0),
    skipped: report.stats.skipped,
  };
}

const line = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped`;

/** 75 → "1:15", 3725 → "1:02:05". */
function clock(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function readPhases(file) {
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [label, seconds, outcome, reports = ''] = row.split('\t');
      return {
        label,
        seconds: Number(seconds),
        outcome,
        reports: reports.split(',').filter(Boolean),
      };
    });
}

function main() {
  const [dir, phasesFile] = process.argv.slice(2);
  const byFile = new Map();
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    byFile.set(file.replace(/\.json$/, ''), countsOf(file, report));
  }

  const phases = readPhases(phasesFile);
  if (phases.length > 0) {
    const width = Math.max(...phases.map((phase) => phase.label.length), 'Totale'.length);
    console.log(`  ${'Fase'.padEnd(width)}    tempo  test`);
    for (const phase of phases) {
      const counts = phase.reports.map((name) => byFile.get(name)).filter(Boolean);
      const sum = counts.reduce(
        (total, c) => ({
          passed: total.passed + c.passed,
          failed: total.failed + c.failed,
          skipped: total.skipped + c.skipped,
        }),
        { passed: 0, failed: 0, skipped: 0 },
      );
      let tests = counts.length > 0 ? line(sum) : '';
      if (phase.outcome !== 'ok') tests = `${tests}${tests ? ' ' : ''}(non riuscita)`;
      console.log(`  ${phase.label.padEnd(width)} ${clock(phase.seconds).padStart(8)}  ${tests}`);
    }
    const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
    console.log(`  ${'Totale'.padEnd(width)} ${clock(total).padStart(8)}`);
    console.log('');
  }

  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const [name, counts] of byFile) {
    console.log(`  ${name.padEnd(24)} ${line(counts)}`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(line(total));
  const phaseFailed = phases.some((phase) => phase.outcome !== 'ok');
  process.exit(total.failed > 0 || phaseFailed ? 1 : 0);
}

main();
