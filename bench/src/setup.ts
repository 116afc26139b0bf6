import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { signInDemoLawyer, startApi } from './api-load-server';
import { run, startService, waitForUrl, type Logger, type Service } from './processes';

export const ROOT = path.resolve(__dirname, '..', '..');
/** Builds go beside dist/, so the benchmark never replaces what `npm start` serves. */
export const BENCH_DIST = 'dist-bench';
export const MONOLITH_DIR = path.join(ROOT, 'bench', '.work', 'monolith');

/** Ports of their own, so the benchmark can run while `npm start` or the e2e suite is up. */
export const PORTS = {
  host: 3200,
  activities: 3201,
  agenda: 3202,
  account: 3203,
  learning: 3204,
  records: 3205,
  monolith: 3210,
  api: 8200,
} as const;

export const APPS = [
  { name: 'host', dir: 'host', port: PORTS.host },
  { name: 'activities', dir: 'mfe-activities', port: PORTS.activities },
  { name: 'agenda', dir: 'mfe-agenda', port: PORTS.agenda },
  { name: 'account', dir: 'mfe-account', port: PORTS.account },
  { name: 'learning', dir: 'mfe-learning', port: PORTS.learning },
  { name: 'records', dir: 'mfe-records', port: PORTS.records },
] as const;

export const FEDERATED_URL = `http://localhost:${PORTS.host}`;
export const MONOLITH_URL = `http://localhost:${PORTS.monolith}`;
// startApi binds the API to 127.0.0.1, so the apps call it there.
export const API_URL = `http://127.0.0.1:${PORTS.api}/api/`;

export type BuildTimes = { app: string; seconds: number }[];

async function timed(task: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await task();
  return Math.round((performance.now() - start) / 100) / 10;
}

/** Builds at once: two, one per core, as `pnpm build`, `npm start` and `npm test` build. */
const BUILDS_AT_ONCE = 2;

/**
 * Production build of the six apps, two at a time as every build command of the repository runs
 * them on 2 cores (each app still builds alone, in its own process): each app's time, then the
 * whole build's; then the monolith (not for --lighthouse-only, which loads only the federated
 * apps).
 */
export async function buildAll(log: Logger, { monolith = true } = {}): Promise<BuildTimes> {
  const times: BuildTimes = [];
  const queue = [...APPS];
  const buildNext = async (): Promise<void> => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const { name, dir } = app;
      log(`build ${name}…`);
      const seconds = await timed(() =>
        run('pnpm', ['run', 'build'], {
          cwd: path.join(ROOT, dir),
          env: { COLLEGHI_DIST_DIR: BENCH_DIST },
        }),
      );
      times.push({ app: name, seconds });
      log(`build ${name}: ${seconds} s`);
    }
  };
  const total = await timed(async () => {
    await Promise.all(Array.from({ length: BUILDS_AT_ONCE }, buildNext));
  });
  times.sort(
    (a, b) => APPS.findIndex((x) => x.name === a.app) - APPS.findIndex((x) => x.name === b.app),
  );
  times.push({ app: `tutte e sei (${BUILDS_AT_ONCE} alla volta)`, seconds: total });
  if (!monolith) return times;
  log('build monolite…');
  const monolithSeconds = await timed(() =>
    run('pnpm', ['exec', 'webpack', '--config', 'monolith/webpack.config.ts'], {
      cwd: path.join(ROOT, 'bench'),
      env: { MONOLITH_OUT: MONOLITH_DIR },
    }),
  );
  times.push({ app: 'monolite (confronto)', seconds: monolithSeconds });
  log(`build monolite: ${monolithSeconds} s`);
  return times;
}

function writeConfig(dir: string): void {
  const remotes = Object.fromEntries(
    APPS.filter((app) => app.name !== 'host').map((app) => [
      app.name,
      `http://localhost:${app.port}/mf-manifest.json`,
    ]),
  );
  fs.writeFileSync(
    path.join(dir, 'config.json'),
    `${JSON.stringify({ apiBase: API_URL, remotes }, null, 2)}\n`,
  );
}

export function appDist(dir: string): string {
  return path.join(ROOT, dir, BENCH_DIST);
}

/** The API on a fresh seeded database, the six apps and the monolith on their static servers. */
/** Anything the benchmark started and must stop: the API and the static servers. */
export type Stoppable = Pick<Service, 'stop'>;

export async function startSystem(log: Logger, { monolith = true } = {}): Promise<Stoppable[]> {
  const origins = [...APPS.map((app) => app.port), PORTS.monolith].map(
    (port) => `http://localhost:${port}`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-bench-'));
  const services: Stoppable[] = [];
  try {
    log(`API su ${API_URL} (database nuovo in ${dataDir})`);
    services.push(
      await startApi({
        apiDir: path.join(ROOT, 'api'),
        port: PORTS.api,
        env: { ...process.env, DATA_DIR: dataDir, APP_ORIGINS: origins.join(',') },
        removeOnStop: dataDir,
        log,
      }),
    );
    const statics: [string, string, number][] = APPS.map((app) => [
      app.name,
      appDist(app.dir),
      app.port,
    ]);
    if (monolith) statics.push(['monolith', MONOLITH_DIR, PORTS.monolith]);
    for (const [name, dir, port] of statics) {
      if (!fs.existsSync(path.join(dir, 'index.html'))) {
        throw new Error(`${dir} non contiene una build: lancia il benchmark senza --skip-build`);
      }
      writeConfig(dir);
      services.push(
        startService(
          name,
          'node',
          [path.join(ROOT, 'scripts', 'serve-static.mjs'), dir, String(port)],
          {
            cwd: ROOT,
            env: { STATIC_CORS_ORIGINS: origins.join(',') },
          },
        ),
      );
    }
    for (const [, , port] of statics) await waitForUrl(`http://localhost:${port}/`, 30);
    return services;
  } catch (error) {
    await stopAll(services);
    throw error;
  }
}

export async function stopAll(services: Stoppable[]): Promise<void> {
  await Promise.all(services.map((service) => service.stop()));
}

/** The demo lawyer's session key on the benchmark's API. */
export function demoToken(): Promise<string> {
  return signInDemoLawyer(API_URL);
}
