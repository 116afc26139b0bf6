import fs from 'node:fs';

/**
 * Debian's Chromium as this machine runs it headless (no browser download): used by the e2e
 * suite and by the benchmark.
 */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the e2e suite launches: Debian's `chromium-headless-shell` when installed (scripts/lib.sh
 * installs it). It is the same Chromium without the browser's own interface, which Playwright
 * runs for headless tests by default: the full browser also renders its toolbar in a renderer of
 * its own for every test's window, about a third of the suite's CPU on two cores. The benchmark
 * keeps the full browser, as users have it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const E2E_CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_EXECUTABLE);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
