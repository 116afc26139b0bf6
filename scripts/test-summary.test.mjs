// scripts/node-test-reporter.mjs and scripts/test-summary.mjs, on throwaway test files and reports.
// Run with: node --test scripts/test-summary.test.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';

const REPORTER = path.join(import.meta.dirname, 'node-test-reporter.mjs');
const SUMMARY = path.join(import.meta.dirname, 'test-summary.mjs');

// 4 passed (a test with a subtest counts with it, as node:test counts them), 3 failed (a failing test, and two tests whose
// suite's before hook fails), 3 skipped (skip, todo, a skipped suite); the failing subtest's
// parent and the suites add nothing.
const MIXED = `
import { after, before, describe, test } from 'node:test';
test('passa', () => {});
test('saltato', { skip: true }, () => {});
test('da fare', { todo: true }, () => { throw new Error('non ancora'); });
test('genitore', async (t) => {
  await t.test('figlio', () => {});
});
describe('gruppo', () => {
  test('anche questo passa', () => {});
  test('fallisce', () => { throw new Error('rotto'); });
});
describe('preparazione rotta', () => {
  before(() => { throw new Error('before'); });
  test('mai eseguito 1', () => {});
  test('mai eseguito 2', () => {});
});
describe.skip('gruppo saltato', () => {
  test('dentro', () => {});
});
`;
// Every test passes but the suite's after hook fails: one failure.
const AFTER_HOOK = `
import { after, describe, test } from 'node:test';
describe('chiusura rotta', () => {
  after(() => { throw new Error('after'); });
  test('passa', () => {});
});
`;

let tmp;

before(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
});

after(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Runs node --test on one file written from `source`; returns the JSON the reporter wrote. */
function report(name, source) {
  const file = path.join(tmp, `${name}.test.mjs`);
  const out = path.join(tmp, `${name}.json`);
  if (source !== undefined) fs.writeFileSync(file, source);
  spawnSync(
    process.execPath,
    ['--test', `--test-reporter=${REPORTER}`, `--test-reporter-destination=${out}`, file],
    // Without this, a node --test started from a test reports to the run above it.
    { stdio: 'ignore', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
  );
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}

test('the reporter counts tests that ran, failures of their own and skipped ones', () => {
  const mixed = report('mixed', MIXED);
  assert.deepEqual(
    { passed: mixed.passed, failed: mixed.failed, skipped: mixed.skipped },
    { passed: 4, failed: 3, skipped: 3 },
  );
  assert.deepEqual(mixed.failures.map((failure) => failure.name).sort(), [
    'fallisce',
    'mai eseguito 1',
    'mai eseguito 2',
  ]);
  const hook = report('after-hook', AFTER_HOOK);
  assert.deepEqual([hook.passed, hook.failed, hook.skipped], [1, 1, 0]);
  // A file that does not even load is one failure.
  const broken = report('broken', 'syntax error(');
  assert.deepEqual([broken.passed, broken.failed, broken.skipped], [0, 1, 0]);
});

test('test-summary.mjs adds the node:test report to the jest and Playwright ones', () => {
  const dir = path.join(tmp, 'summary');
  fs.mkdirSync(dir);
  const write = (name, value) => fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  write('jest-api.json', { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1 });
  write('node-static.json', { tool: 'node:test', passed: 20, failed: 0, skipped: 2, failures: [] });
  write('playwright.json', { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 1 } });
  const ok = spawnSync(process.execPath, [SUMMARY, dir], { encoding: 'utf8' });
  assert.equal(ok.status, 0);
  assert.match(ok.stdout, /^ {2}node-static +20 passed, 0 failed, 2 skipped$/m);
  assert.match(ok.stdout, /^35 passed, 0 failed, 4 skipped\n$/m);

  write('node-static.json', report('after-hook'));
  const failed = spawnSync(process.execPath, [SUMMARY, dir], { encoding: 'utf8' });
  assert.equal(failed.status, 1);
  assert.match(failed.stdout, /^16 passed, 1 failed, 2 skipped\n$/m);
});

test("with the phases file, test-summary.mjs prints each phase's wall time beside its counts", () => {
  const dir = path.join(tmp, 'phases');
  fs.mkdirSync(dir);
  const write = (name, value) => fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
  write('jest-api.json', { numPassedTests: 10, numFailedTests: 0, numPendingTests: 1 });
  write('jest-api-postgres.json', { numPassedTests: 9, numFailedTests: 2, numPendingTests: 0 });
  write('playwright.json', { stats: { expected: 5, unexpected: 0, flaky: 0, skipped: 0 } });
  const phases = path.join(tmp, 'phases.tsv');
  fs.writeFileSync(
    phases,
    [
      'Controlli\t75\tok\t',
      'API\t3725\tok\tjest-api,jest-api-postgres',
      'End-to-end\t30\tfailed\tplaywright',
      '',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, [SUMMARY, dir, phases], { encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stdout, /^ {2}Controlli +1:15 *$/m);
  assert.match(result.stdout, /^ {2}API +1:02:05 {2}19 passed, 2 failed, 1 skipped$/m);
  assert.match(
    result.stdout,
    /^ {2}End-to-end +0:30 {2}5 passed, 0 failed, 0 skipped \(non riuscita\)$/m,
  );
  assert.match(result.stdout, /^ {2}Totale +1:03:50$/m);
  assert.match(result.stdout, /^24 passed, 2 failed, 1 skipped\n$/m);

  // A phase that failed before writing any report still fails the run.
  write('jest-api-postgres.json', { numPassedTests: 11, numFailedTests: 0, numPendingTests: 0 });
  fs.writeFileSync(phases, 'Build\t12\tfailed\t\n');
  const early = spawnSync(process.execPath, [SUMMARY, dir, phases], { encoding: 'utf8' });
  assert.equal(early.status, 1);
  assert.match(early.stdout, /^ {2}Build +0:12 {2}\(non riuscita\)$/m);
});
