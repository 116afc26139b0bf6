import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiLoadRow } from './api-load';
import { REFERENCE } from './api-load';
import type { LighthouseReport } from './lighthouse';
import type { LibraryShare } from './library-bytes';
import type { BuildTimes } from './setup';

export type Build = 'federato' | 'monolite';

export type RouteRow = {
  build: Build;
  route: string;
  jsRaw: number;
  jsGzip: number;
  jsRequests: number;
  requests: number;
  lcp: number;
  tbt: number;
  content: number;
  runs: { lcp: number; tbt: number; content: number }[];
  /** JavaScript once the page is also scrolled to its bottom (absent in older reports). */
  scrolled?: { jsGzip: number; jsRequests: number };
  /** The largest JavaScript files of the load ("<port>/<file>"), for where the bytes go. */
  heaviest?: { file: string; gzip: number }[];
  /**
   * Gzipped bytes of the entry files: main.js, and in the federated build every remoteEntry.js
   * (the federation runtime, its tables and each container). Absent in older reports.
   */
  entryGzip?: number;
  /**
   * MUI's part of the load (every `@mui/` package), and from how many builds it came: in the
   * federated build each app bundles its own components. Absent in older reports.
   */
  mui?: LibraryShare;
};

export type NavigationRow = {
  build: Build;
  remote: string;
  path: string;
  jsRaw: number;
  jsGzip: number;
  jsRequests: number;
  requests: number;
  content: number;
};

export type SharedRow = {
  lib: string;
  /** Most copies of its files downloaded in one page load (files of different apps). */
  downloads: number;
  /** Most copies the federation runtime loaded in one page load, and whose. */
  loaded: number;
  from: string[];
};

export type OverheadRow = {
  route: string;
  bytes: number;
  requests: number;
  lcp: number;
  /**
   * The ratio if everything but the entry files weighed what it weighs in the monolith: the
   * monolith's bytes plus what the federated entry files weigh over the monolith's main.js.
   */
  entriesOnly?: number;
};

export type BudgetRow = { budget: string; target: string; value: string; ok: boolean };

export type Report = {
  date: string;
  machine: { cpus: number; model: string; node: string };
  cpuSlowdown: number;
  runs: number;
  builds: BuildTimes | null;
  routes: RouteRow[];
  navigations: NavigationRow[];
  overhead: OverheadRow[];
  shared: SharedRow[];
  api: ApiLoadRow[] | null;
  budgets: BudgetRow[];
  /** Lighthouse's mobile profile on the narrow-screen page (absent in older reports). */
  lighthouse?: LighthouseReport;
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

export function machine(): Report['machine'] {
  return { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '?', node: process.version };
}

function table(headers: string[], rows: string[][]): string {
  const lines = [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

/** The same report as Markdown: one table per measure, budgets first. */
export function toMarkdown(report: Report, baseline: Report | null): string {
  const parts: string[] = [
    `# Benchmark Colleghi — ${report.date}`,
    `Macchina: ${report.machine.cpus} core (${report.machine.model}), Node ${report.machine.node}. ` +
      `Chromium headless, CPU rallentata ${report.cpuSlowdown}×, mediana di ${report.runs} caricamenti a freddo per rotta. ` +
      'Byte gzip = corpo di ogni risposta compresso a livello 6, come fanno i server statici.',
    '## Budget',
    table(
      ['Budget', 'Obiettivo', 'Misurato', 'Esito'],
      report.budgets.map((b) => [b.budget, b.target, b.value, b.ok ? 'rispettato' : 'SUPERATO']),
    ),
    '## Primo caricamento per rotta',
    table(
      [
        'Build',
        'Rotta',
        'JS grezzo',
        'JS gzip',
        'Richieste JS',
        'Richieste totali',
        'LCP',
        'TBT',
        'Contenuto',
      ],
      report.routes.map((r) => [
        r.build,
        r.route,
        kb(r.jsRaw),
        kb(r.jsGzip),
        String(r.jsRequests),
        String(r.requests),
        ms(r.lcp),
        ms(r.tbt),
        ms(r.content),
      ]),
    ),
    '## Pagina intera: scorsa fino in fondo',
    'I widget della dashboard sotto la prima schermata (offerte e formazione) si caricano quando ' +
      'arrivano vicino allo schermo; qui il JS della stessa visita dopo lo scorrimento fino in fondo.',
    table(
      ['Build', 'Rotta', 'JS gzip al primo caricamento', 'JS gzip a pagina intera', 'Richieste JS'],
      report.routes
        .filter((r) => r.scrolled)
        .map((r) => [
          r.build,
          r.route,
          kb(r.jsGzip),
          kb(r.scrolled?.jsGzip ?? 0),
          String(r.scrolled?.jsRequests ?? 0),
        ]),
    ),
    '## Costo della federazione (federato / monolite)',
    table(
      ['Rotta', 'Byte JS gzip', 'Solo i file di ingresso in più', 'Richieste JS', 'LCP'],
      report.overhead.map((o) => [
        o.route,
        ratio(o.bytes),
        o.entriesOnly === undefined ? '—' : ratio(o.entriesOnly),
        ratio(o.requests),
        ratio(o.lcp),
      ]),
    ),
    [
      '"Solo i file di ingresso in più": il rapporto se tutto il resto pesasse quanto nel',
      "monolite, cioè i byte del monolite più quanto i file di ingresso federati (main.js dell'host,",
      'con il runtime della federazione, e un remoteEntry.js per remoto sulla pagina) pesano oltre',
      'il main.js del monolite. È il costo fisso della federazione: togliere copie doppie di',
      'librerie avvicina il rapporto a questo valore, non lo porta sotto.',
    ].join('\n'),
    '## Prima navigazione dalla dashboard in ogni remoto',
    table(
      [
        'Build',
        'Remoto',
        'Rotta',
        'JS grezzo',
        'JS gzip',
        'Richieste JS',
        'Richieste totali',
        'Contenuto',
      ],
      report.navigations.map((n) => [
        n.build,
        n.remote,
        n.path,
        kb(n.jsRaw),
        kb(n.jsGzip),
        String(n.jsRequests),
        String(n.requests),
        ms(n.content),
      ]),
    ),
    ...heaviestSection(report),
    ...muiSection(report),
    '## Librerie condivise: copie scaricate in un caricamento (massimo sulle rotte)',
    table(
      ['Libreria', 'File scaricati da N app', 'Copie caricate (runtime)', 'Da'],
      report.shared.map((s) => [s.lib, String(s.downloads), String(s.loaded), s.from.join(', ')]),
    ),
  ];
  if (report.builds) {
    parts.push(
      '## Build di produzione',
      table(
        ['App', 'Secondi'],
        report.builds.map((b) => [b.app, String(b.seconds)]),
      ),
    );
  }
  if (report.api) parts.push(...apiSection(report.api));
  if (report.lighthouse) parts.push(...lighthouseSection(report.lighthouse));
  if (baseline) parts.push(compare(report, baseline));
  return `${parts.join('\n\n')}\n`;
}

/** Read endpoints' targets: a share of the reference's requests per second, and a p99 ceiling. */
export const API_MIN_RATIO = 1 / 3;
export const API_MAX_P99_MS = 100;

/** The API's budget rows: each endpoint against the reference, on each database. */
export function apiBudgets(rows: ApiLoadRow[]): BudgetRow[] {
  return rows
    .filter((row) => row.endpoint !== REFERENCE.label)
    .map((row) => ({
      budget: `API ${row.database} ${row.endpoint}: req/s rispetto al riferimento, p99`,
      target: `≥ 0.33×, < ${API_MAX_P99_MS} ms`,
      value: `${ratio(row.ratio)}, ${ms(row.p99)}`,
      ok: row.ratio >= API_MIN_RATIO && row.p99 < API_MAX_P99_MS,
    }));
}

function apiSection(rows: ApiLoadRow[]): string[] {
  return [
    '## API sotto carico',
    `Riferimento: \`${REFERENCE.label}\` sullo stesso database, nella stessa esecuzione; ` +
      `obiettivo per ogni altro endpoint: almeno ${ratio(API_MIN_RATIO)} delle sue richieste/s ` +
      `e p99 sotto ${API_MAX_P99_MS} ms.`,
    table(
      [
        'Database',
        'Endpoint',
        'Connessioni',
        'Richieste/s',
        'Rispetto al riferimento',
        'p50',
        'p99',
        'Errori',
        'Non 2xx',
        'Esito',
      ],
      rows.map((a) => [
        a.database,
        a.endpoint,
        String(a.connections),
        a.rps.toFixed(0),
        ratio(a.ratio),
        ms(a.p50),
        ms(a.p99),
        String(a.errors),
        String(a.non2xx),
        a.endpoint === REFERENCE.label
          ? 'riferimento'
          : a.ratio >= API_MIN_RATIO && a.p99 < API_MAX_P99_MS
            ? 'rispettato'
            : 'SUPERATO',
      ]),
    ),
  ];
}

/** The report of `--api-only`: the machine and the API tables, nothing of the front end. */
export function apiMarkdown(date: string, rows: ApiLoadRow[]): string {
  const { cpus, model, node } = machine();
  return `${[
    `# Benchmark API Colleghi — ${date}`,
    `Macchina: ${cpus} core (${model}), Node ${node}. autocannon, 1 s di riscaldamento per endpoint.`,
    ...apiSection(rows),
  ].join('\n\n')}\n`;
}

export function writeApiReport(dir: string, date: string, rows: ApiLoadRow[]): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'api-latest.json');
  const markdown = path.join(dir, 'api-latest.md');
  fs.writeFileSync(json, `${JSON.stringify({ date, machine: machine(), api: rows }, null, 2)}\n`);
  fs.writeFileSync(markdown, apiMarkdown(date, rows));
  return [json, markdown];
}

/** The targets for the narrow-screen page on Lighthouse's mobile profile (LCP, TBT, score). */
export const MOBILE_TARGETS = { lcp: 2000, tbt: 200, performance: 90 } as const;

/** The budget rows of the narrow-screen page: one per route Lighthouse measured. */
export function lighthouseBudgets(lighthouse: LighthouseReport | undefined): BudgetRow[] {
  return (lighthouse?.rows ?? []).map((row) => ({
    budget: `Pagina per schermi stretti ${row.route}: Lighthouse mobile (prestazioni, LCP, TBT)`,
    target: `≥ ${MOBILE_TARGETS.performance}, ≤ ${MOBILE_TARGETS.lcp} ms, ≤ ${MOBILE_TARGETS.tbt} ms`,
    value: `${row.performance}, ${ms(row.lcp)}, ${ms(row.tbt)}`,
    ok:
      row.performance >= MOBILE_TARGETS.performance &&
      row.lcp <= MOBILE_TARGETS.lcp &&
      row.tbt <= MOBILE_TARGETS.tbt,
  }));
}

function lighthouseSection(lighthouse: LighthouseReport): string[] {
  return [
    '## Schermi stretti: Lighthouse, profilo mobile',
    `Lighthouse ${lighthouse.version}, ${lighthouse.profile}, Chromium di Debian; ` +
      `una esecuzione per rotta (${lighthouse.date}). Sotto i 941 px queste rotte mostrano la ` +
      'pagina che rimanda alle app per smartphone.',
    table(
      ['Rotta', 'Prestazioni', 'FCP', 'LCP', 'TBT', 'CLS'],
      lighthouse.rows.map((r) => [
        r.route,
        String(r.performance),
        ms(r.fcp),
        ms(r.lcp),
        ms(r.tbt),
        r.cls.toFixed(3),
      ]),
    ),
  ];
}

/** Where the bytes of the federated /dashboard go: its largest files, by port (app). */
function heaviestSection(report: Report): string[] {
  const dashboard = report.routes.find((r) => r.build === 'federato' && r.route === '/dashboard');
  if (!dashboard?.heaviest?.length) return [];
  return [
    '## I file JS più pesanti di /dashboard (federato; porta 3200 host, 3201-3204 remoti)',
    table(
      ['File', 'JS gzip'],
      dashboard.heaviest.map((f) => [f.file, kb(f.gzip)]),
    ),
  ];
}

/**
 * MUI per route: in the federated build each app bundles the components it uses, so a page with
 * a remote carries the host's copy and the remote's; the monolith carries each module once.
 */
function muiSection(report: Report): string[] {
  const monolith = (route: string) =>
    report.routes.find((r) => r.build === 'monolite' && r.route === route)?.mui;
  const rows = report.routes.flatMap(({ build, route, mui }) => {
    if (build !== 'federato' || !mui) return [];
    const once = monolith(route);
    return [
      [
        route,
        `${kb(mui.gzip)} (${mui.builds} app)`,
        once ? kb(once.gzip) : '—',
        once ? kb(mui.gzip - once.gzip) : '—',
      ],
    ];
  });
  if (!rows.length) return [];
  return [
    '## MUI al primo caricamento: una copia per app',
    [
      'I componenti di MUI (ogni pacchetto `@mui/`) non sono condivisi: ogni app li impacchetta,',
      'ridotti a quelli che usa. Parte di ogni file attribuita a MUI in proporzione ai suoi',
      'caratteri minificati, dalla source map del file.',
    ].join('\n'),
    table(['Rotta', 'MUI, federato (da N app)', 'MUI, monolite', 'In più nel federato'], rows),
  ];
}

/** Before/after against bench/results/baseline.json (the run before the bundle work). */
function compare(report: Report, baseline: Report): string {
  const rows: string[][] = [];
  for (const row of report.routes.filter((r) => r.build === 'federato')) {
    const before = baseline.routes.find((r) => r.build === 'federato' && r.route === row.route);
    if (!before) continue;
    rows.push([
      row.route,
      `${kb(before.jsGzip)} → ${kb(row.jsGzip)}`,
      `${before.jsRequests} → ${row.jsRequests}`,
      `${ms(before.lcp)} → ${ms(row.lcp)}`,
    ]);
  }
  return [
    `## Prima e dopo (riferimento: ${baseline.date})`,
    table(['Rotta (federato)', 'JS gzip', 'Richieste JS', 'LCP'], rows),
  ].join('\n\n');
}

export function writeReport(dir: string, report: Report, baseline: Report | null): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'latest.json');
  const markdown = path.join(dir, 'latest.md');
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(markdown, toMarkdown(report, baseline));
  return [json, markdown];
}
