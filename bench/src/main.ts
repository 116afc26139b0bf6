// pnpm bench: builds everything, serves it on ports of its own, measures the federated build
// against a monolith build of the same source, loads the API, and writes bench/results/.
import fs from 'node:fs';
import path from 'node:path';
import { runApiLoad } from './api-load';
import { runLiveLoad } from './live-load';
import { liveMarkdown, writeLiveReport } from './live-report';
import { measureLighthouse, type LighthouseReport } from './lighthouse';
import {
  launchBrowser,
  measureLoadBytes,
  measureNavigation,
  measureTiming,
  median,
  NAVIGATIONS,
  ROUTES,
  type ShareUse,
  type Transfer,
} from './measure';
import {
  apiBudgets,
  apiMarkdown,
  lighthouseBudgets,
  machine,
  toMarkdown,
  writeApiReport,
  writeReport,
  type Build,
  type BudgetRow,
  type NavigationRow,
  type OverheadRow,
  type Report,
  type RouteRow,
  type SharedRow,
} from './report';
import {
  buildAll,
  demoToken,
  FEDERATED_URL,
  MONOLITH_URL,
  ROOT,
  startSystem,
  stopAll,
  type BuildTimes,
} from './setup';
import { libraryShare } from './library-bytes';
import { sharedDownloads, sharedFileIndex } from './shared-files';

type Options = {
  build: boolean;
  api: boolean;
  apiOnly: boolean;
  /** --live-only: only the live section (event streams), into live-latest.{json,md}. */
  liveOnly: boolean;
  /** --live-streams 100,500,2000 (or LIVE_STREAMS): the stream counts of the live section. */
  liveStreams: number[];
  lighthouse: boolean;
  lighthouseOnly: boolean;
  runs: number;
  cpu: number;
};

/** "100,500,2000" → [100, 500, 2000]; the default when unset or not numbers. */
function streamCounts(value: string | undefined): number[] {
  const counts = (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  return counts.length > 0 ? counts : [100, 500, 2000];
}

function parseOptions(argv: string[]): Options {
  const value = (name: string, fallback: number) => {
    const index = argv.indexOf(name);
    const parsed = index >= 0 ? Number(argv[index + 1]) : NaN;
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    build: !argv.includes('--skip-build'),
    api: !argv.includes('--skip-api'),
    apiOnly: argv.includes('--api-only'),
    liveOnly: argv.includes('--live-only'),
    liveStreams: streamCounts(
      argv.includes('--live-streams')
        ? argv[argv.indexOf('--live-streams') + 1]
        : process.env.LIVE_STREAMS,
    ),
    lighthouse: !argv.includes('--skip-lighthouse'),
    lighthouseOnly: argv.includes('--lighthouse-only'),
    runs: value('--runs', 5),
    cpu: value('--cpu', 4),
  };
}

const log = (line: string) => process.stdout.write(`  ${line}\n`);
const RESULTS = path.join(ROOT, 'bench', 'results');

function readReport(file: string): Report | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Report) : null;
}

async function measureFrontend(options: Options) {
  const services = await startSystem(log);
  const browser = await launchBrowser();
  try {
    const token = await demoToken();
    const index = sharedFileIndex();
    const routes: RouteRow[] = [];
    const navigations: NavigationRow[] = [];
    const shared = new Map<string, SharedRow>();
    const noteShared = (downloads: Map<string, Set<string>>, runtime: ShareUse) => {
      for (const lib of new Set([...downloads.keys(), ...Object.keys(runtime)])) {
        const row = shared.get(lib) ?? { lib, downloads: 0, loaded: 0, from: [] };
        row.downloads = Math.max(row.downloads, downloads.get(lib)?.size ?? 0);
        const use = runtime[lib];
        if (use && use.copies >= row.loaded) {
          row.loaded = use.copies;
          row.from = use.from;
        }
        shared.set(lib, row);
      }
    };
    const builds: [Build, string][] = [
      ['federato', FEDERATED_URL],
      ['monolite', MONOLITH_URL],
    ];
    for (const [build, base] of builds) {
      for (const route of ROUTES) {
        const { bytes, share, scrolled } = await measureLoadBytes(browser, base, route, token);
        if (build === 'federato') noteShared(sharedDownloads(bytes.files, index), share);
        const runs = [];
        for (let i = 0; i < options.runs; i += 1) {
          runs.push(await measureTiming(browser, base, route, token, options.cpu));
        }
        const row: RouteRow = {
          build,
          route: route.path,
          jsRaw: bytes.jsRaw,
          jsGzip: bytes.jsGzip,
          jsRequests: bytes.jsRequests,
          requests: bytes.requests,
          scrolled,
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          content: median(runs.map((r) => r.content)),
          runs,
          entryGzip: entryBytes(bytes.files),
          mui: libraryShare(bytes.files, '@mui/'),
          heaviest: bytes.files
            .filter((f) => f.js)
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, 15)
            .map((f) => {
              const url = new URL(f.url);
              return { file: `${url.port}${url.pathname}`, gzip: f.gzip };
            }),
        };
        routes.push(row);
        log(
          `${build} ${route.path}: ${(row.jsGzip / 1000).toFixed(1)} KB gzip, ` +
            `${row.jsRequests} JS, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`,
        );
      }
      for (const navigation of NAVIGATIONS) {
        const samples = [];
        for (let i = 0; i < options.runs; i += 1) {
          samples.push(await measureNavigation(browser, base, navigation, token, options.cpu));
        }
        const { bytes } = samples[0];
        navigations.push({
          build,
          remote: navigation.remote,
          path: navigation.path,
          jsRaw: bytes.jsRaw,
          jsGzip: bytes.jsGzip,
          jsRequests: bytes.jsRequests,
          requests: bytes.requests,
          content: median(samples.map((s) => s.content)),
        });
        log(`${build} dashboard → ${navigation.path}: ${(bytes.jsGzip / 1000).toFixed(1)} KB gzip`);
      }
    }
    // Lighthouse launches its own Chromium: the bench's is idle meanwhile.
    const lighthouse = options.lighthouse ? await measureLighthouse(FEDERATED_URL, log) : undefined;
    return { routes, navigations, shared: [...shared.values()], lighthouse };
  } finally {
    await browser.close();
    await stopAll(services);
  }
}

/**
 * The entry files: main.js (the monolith's carries a content hash), and every remote's
 * remoteEntry.js. In the federated build they hold the federation runtime and the containers.
 */
function entryBytes(files: Transfer[]): number {
  const entry = /\/(main(\.[0-9a-f]{8})?|remoteEntry)\.js$/;
  return files
    .filter((f) => f.js && entry.test(new URL(f.url).pathname))
    .reduce((sum, f) => sum + f.gzip, 0);
}

/**
 * (monolith + federated entries − monolith entry) / monolith: the ratio if everything but the
 * entry files weighed what it weighs in the monolith, i.e. federation's fixed cost alone.
 */
function entriesOnlyRatio(federated: RouteRow[], monolith: RouteRow[]): number | undefined {
  let total = 0;
  let mono = 0;
  for (const row of federated) {
    const other = monolith.find((r) => r.route === row.route);
    if (row.entryGzip === undefined || other?.entryGzip === undefined) return undefined;
    total += other.jsGzip + row.entryGzip - other.entryGzip;
    mono += other.jsGzip;
  }
  return mono > 0 ? total / mono : undefined;
}

function overheadOf(routes: RouteRow[]): OverheadRow[] {
  const rows: OverheadRow[] = [];
  const federated = routes.filter((r) => r.build === 'federato');
  const monolith = routes.filter((r) => r.build === 'monolite');
  for (const row of federated) {
    const mono = monolith.find((r) => r.route === row.route);
    if (!mono) continue;
    rows.push({
      route: row.route,
      bytes: row.jsGzip / mono.jsGzip,
      requests: row.jsRequests / mono.jsRequests,
      lcp: row.lcp / mono.lcp,
      entriesOnly: entriesOnlyRatio([row], [mono]),
    });
  }
  const sum = (build: Build, key: 'jsGzip' | 'jsRequests' | 'lcp') =>
    routes.filter((r) => r.build === build).reduce((total, r) => total + r[key], 0);
  rows.push({
    route: 'tutte le rotte',
    bytes: sum('federato', 'jsGzip') / sum('monolite', 'jsGzip'),
    requests: sum('federato', 'jsRequests') / sum('monolite', 'jsRequests'),
    lcp: sum('federato', 'lcp') / sum('monolite', 'lcp'),
    entriesOnly: entriesOnlyRatio(federated, monolith),
  });
  return rows;
}

/** First load of every main route: JavaScript, gzipped, in bytes. */
const FIRST_LOAD_BUDGET = 300_000;
/** Federated JavaScript of all routes against the monolith of the same code. */
const FEDERATION_COST_BUDGET = 1.3;

function budgetsOf(
  routes: RouteRow[],
  overhead: OverheadRow[],
  shared: SharedRow[],
  builds: BuildTimes | null,
): BudgetRow[] {
  const federated = (route: string) =>
    routes.find((r) => r.build === 'federato' && r.route === route);
  const dashboard = federated('/dashboard');
  // Every main route, not only /dashboard, within the first-load budget.
  const heaviest = routes
    .filter((r) => r.build === 'federato')
    .reduce<RouteRow | undefined>((max, r) => (max && max.jsGzip >= r.jsGzip ? max : r), undefined);
  const all = overhead.find((o) => o.route === 'tutte le rotte');
  const duplicated = shared.filter((s) => s.loaded > 1 || s.downloads > 1);
  const rows: BudgetRow[] = [
    {
      budget: 'JS al primo caricamento di /dashboard (gzip)',
      target: `≤ ${FIRST_LOAD_BUDGET / 1000} KB`,
      value: `${((dashboard?.jsGzip ?? 0) / 1000).toFixed(1)} KB`,
      ok: (dashboard?.jsGzip ?? Infinity) <= FIRST_LOAD_BUDGET,
    },
    {
      budget: 'JS al primo caricamento della rotta più pesante (gzip)',
      target: `≤ ${FIRST_LOAD_BUDGET / 1000} KB`,
      value: heaviest ? `${(heaviest.jsGzip / 1000).toFixed(1)} KB (${heaviest.route})` : '–',
      ok: (heaviest?.jsGzip ?? Infinity) <= FIRST_LOAD_BUDGET,
    },
    {
      budget: 'Ogni libreria condivisa scaricata una volta',
      target: '1 copia',
      value: duplicated.length ? duplicated.map((s) => s.lib).join(', ') : 'tutte una volta',
      ok: duplicated.length === 0,
    },
    {
      budget: 'Costo della federazione, byte JS (tutte le rotte)',
      target: `≤ ${FEDERATION_COST_BUDGET.toFixed(2)}×`,
      value:
        `${(all?.bytes ?? 0).toFixed(2)}×` +
        (all?.entriesOnly === undefined
          ? ''
          : ` (solo ingressi in più: ${all.entriesOnly.toFixed(2)}×)`),
      ok: (all?.bytes ?? Infinity) <= FEDERATION_COST_BUDGET,
    },
  ];
  for (const route of ['/signin', '/dashboard']) {
    const row = federated(route);
    rows.push({
      budget: `LCP di ${route} (CPU 4×)`,
      target: '≤ 1500 ms',
      value: `${Math.round(row?.lcp ?? 0)} ms`,
      ok: (row?.lcp ?? Infinity) <= 1500,
    });
  }
  const total = builds?.find((b) => b.app.startsWith('tutte'));
  if (total) {
    rows.push({
      budget: 'Build di produzione delle sei app',
      target: '≤ 90 s',
      value: `${total.seconds} s`,
      ok: total.seconds <= 90,
    });
  }
  return rows;
}

/** --api-only: no build and no browser; its own files, so the full report stays whole. */
async function mainApiOnly(): Promise<void> {
  process.stdout.write('\nBenchmark Colleghi: solo API sotto carico\n');
  const rows = await runApiLoad({ root: ROOT, log });
  const date = new Date().toISOString();
  const files = writeApiReport(RESULTS, date, rows);
  process.stdout.write(`\n${apiMarkdown(date, rows)}\n`);
  process.stdout.write(`Risultati scritti in:\n${files.map((f) => `  ${f}`).join('\n')}\n`);
}

/**
 * --lighthouse-only: the six apps (no monolith), then Lighthouse's mobile profile on the routes
 * narrow screens gate. Its section and budget rows replace those of latest.{json,md}; the rest of
 * the last full run stays as it was, with its own date.
 */
async function mainLighthouseOnly(options: Options): Promise<void> {
  process.stdout.write('\nBenchmark Colleghi: solo Lighthouse, profilo mobile\n');
  if (options.build) await buildAll(log, { monolith: false });
  const services = await startSystem(log, { monolith: false });
  let lighthouse: LighthouseReport;
  try {
    lighthouse = await measureLighthouse(FEDERATED_URL, log);
  } finally {
    await stopAll(services);
  }
  const file = path.join(RESULTS, 'latest.json');
  const report: Report = readReport(file) ?? {
    date: lighthouse.date,
    machine: machine(),
    cpuSlowdown: options.cpu,
    runs: 0,
    builds: null,
    routes: [],
    navigations: [],
    overhead: [],
    shared: [],
    api: null,
    budgets: [],
  };
  const before = new Set(lighthouseBudgets(report.lighthouse).map((row) => row.budget));
  report.budgets = [
    ...report.budgets.filter((row) => !before.has(row.budget)),
    ...lighthouseBudgets(lighthouse),
  ];
  report.lighthouse = lighthouse;
  const baseline = readReport(path.join(RESULTS, 'baseline.json'));
  const files = writeReport(RESULTS, report, baseline);
  process.stdout.write(`\n${toMarkdown(report, baseline)}\n`);
  process.stdout.write(`Risultati scritti in:\n${files.map((f) => `  ${f}`).join('\n')}\n`);
}

/** The live section (event streams), its own files: after a full run, or alone (--live-only). */
async function measureLive(options: Options): Promise<void> {
  const rows = await runLiveLoad({ root: ROOT, log, counts: options.liveStreams });
  const date = new Date().toISOString();
  const files = writeLiveReport(RESULTS, date, rows);
  process.stdout.write(`\n${liveMarkdown(date, rows)}\n`);
  process.stdout.write(`Risultati scritti in:\n${files.map((f) => `  ${f}`).join('\n')}\n`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.apiOnly) return mainApiOnly();
  if (options.liveOnly) {
    process.stdout.write('\nBenchmark Colleghi: solo flussi in tempo reale\n');
    return measureLive(options);
  }
  if (options.lighthouseOnly) return mainLighthouseOnly(options);
  process.stdout.write('\nBenchmark Colleghi\n');
  let builds: BuildTimes | null = null;
  if (options.build) {
    process.stdout.write(
      '\n1/3 Build di produzione (le sei app, due alla volta) e build monolitica\n',
    );
    builds = await buildAll(log);
  }
  process.stdout.write(
    '\n2/3 Caricamenti nel browser: federato e monolite, poi Lighthouse mobile sul federato\n',
  );
  const { routes, navigations, shared, lighthouse } = await measureFrontend(options);
  let api = null;
  if (options.api) {
    process.stdout.write('\n3/3 API sotto carico\n');
    api = await runApiLoad({ root: ROOT, log });
  }
  const overhead = overheadOf(routes);
  const report: Report = {
    date: new Date().toISOString(),
    machine: machine(),
    cpuSlowdown: options.cpu,
    runs: options.runs,
    builds,
    routes,
    navigations,
    overhead,
    shared: shared.sort((a, b) => a.lib.localeCompare(b.lib)),
    api,
    budgets: [
      ...budgetsOf(routes, overhead, shared, builds),
      ...lighthouseBudgets(lighthouse),
      ...apiBudgets(api ?? []),
    ],
    lighthouse,
  };
  const baseline = readReport(path.join(RESULTS, 'baseline.json'));
  const files = writeReport(RESULTS, report, baseline);
  process.stdout.write(`\n${toMarkdown(report, baseline)}\n`);
  process.stdout.write(`Risultati scritti in:\n${files.map((f) => `  ${f}`).join('\n')}\n`);
  if (options.api) {
    process.stdout.write('\nFlussi in tempo reale\n');
    await measureLive(options);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nBenchmark non riuscito: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
