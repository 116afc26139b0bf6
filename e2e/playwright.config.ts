import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_EXECUTABLE } from './support/chromium';

const root = path.resolve(__dirname, '..');
// A fresh database for every run: the API seeds it at start.
const dataDir = path.join(os.tmpdir(), `colleghi-e2e-${process.pid}`);
const reuse = !process.env.CI && process.env.E2E_REUSE === '1';

const statics = [
  ['host', 3000],
  ['mfe-activities', 3001],
  ['mfe-agenda', 3002],
  ['mfe-account', 3003],
  ['mfe-learning', 3004],
  ['mfe-records', 3005],
] as const;

// Second deployments of remotes that tests start on spare ports and switch to by rewriting
// config.json in the browser (support/config.ts, support/static-server.ts). The served
// config.json does not name them, so the host's Content-Security-Policy is told about them here,
// as an operator would when pointing the host at another origin.
const spareOrigins = 'http://localhost:3102 http://localhost:3104 http://localhost:3106';

// Files that change what every page sees, or count what other files change: they run after the
// rest, one at a time (npm test runs them as a second invocation, `--project exclusive --no-deps`,
// on a fresh database, so a failure among the journeys does not skip them). release.spec switches
// the host's config.json (every page then loads the learning remote from the releases server);
// dashboard.spec compares the demo lawyer's counters, events and unread notifications with the
// API's across steps, which the journeys of other files move.
const exclusive = ['**/release.spec.ts', '**/dashboard.spec.ts'];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The journeys are isolated (each file signs in accounts no other file changes and starts its
  // spare servers on ports of its own), so E2E_WORKERS=2 spreads them over two workers. On two
  // cores one worker is as fast (a second one makes CPU the limit); npm test gives the core one
  // worker leaves idle to the API suite on PostgreSQL, which runs beside this one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  projects: [
    { name: 'journeys', testIgnore: exclusive },
    { name: 'exclusive', testMatch: exclusive, dependencies: ['journeys'], workers: 1 },
    // `pnpm screens`: pictures of every route and main dialog, not a test of npm test.
    { name: 'screens', testDir: './screens' },
  ],
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    viewport: { width: 1280, height: 800 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // A failed test keeps a screenshot of its end (and Playwright's error context: the page's
    // accessibility tree). E2E_TRACE=1 also records each test's trace (actions, network, DOM
    // snapshots), kept for the ones that fail: recording it for every test costs about a tenth of
    // the suite's time, so it is for chasing a failure, not for every run.
    trace:
      process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // The API runs compiled (api/dist), built from the current source first.
      command: 'pnpm run build && pnpm start',
      cwd: path.join(root, 'api'),
      url: 'http://localhost:8000/api/subjects/',
      env: {
        DATA_DIR: dataDir,
        PORT: '8000',
        EXPOSE_OUTBOX: '1',
        CORS_ORIGINS: 'http://localhost:3100',
        // signed-in-after-sign-in.spec.ts signs a fresh colleague up for each of its rounds, all
        // from this machine's address (the limit itself is the API suite's to test).
        REGISTER_MAX_PER_IP: '1000',
        // The e-mails leave through the relay, to the MailDev below (not npm start's ports).
        SMTP_URL: 'smtp://localhost:1026',
      },
      timeout: 180_000,
      reuseExistingServer: reuse,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...statics.map(([app, port]) => ({
      command: `node scripts/serve-static.mjs ${app}/dist ${port}`,
      cwd: root,
      env: { STATIC_CSP_ORIGINS: spareOrigins },
      url: `http://localhost:${port}/`,
      timeout: 30_000,
      reuseExistingServer: reuse,
    })),
    // The releases of single remotes (scripts/release.mjs), as `npm start` serves them. The root
    // has no page (404), so readiness is the port.
    {
      command: 'mkdir -p releases && node scripts/serve-static.mjs releases 3010',
      cwd: root,
      port: 3010,
      timeout: 30_000,
      reuseExistingServer: reuse,
    },
    // A local inbox for the API's e-mails, on ports of its own beside npm start's MailDev.
    {
      command:
        'node_modules/.bin/maildev --smtp 1026 --web 1081 --ip 127.0.0.1 --web-ip 127.0.0.1 --silent',
      cwd: root,
      url: 'http://localhost:1081/api/healthz',
      timeout: 60_000,
      reuseExistingServer: reuse,
    },
    // A partner portal on its own origin that embeds the agenda with one script tag.
    {
      command: 'node scripts/serve-static.mjs partner-demo 3100',
      cwd: root,
      url: 'http://localhost:3100/',
      timeout: 30_000,
      reuseExistingServer: reuse,
    },
  ],
});
