import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/support/chromium';
import { run, type Logger } from './processes';

/**
 * The routes a phone opens most (a shared link, the sign-in, the course catalogue): on a narrow
 * screen each shows the page that points to the mobile apps.
 */
export const LIGHTHOUSE_ROUTES = ['/', '/signin', '/courses'] as const;

/** Performance score (0-100) and the metrics in ms, from one Lighthouse run of a route. */
export type LighthouseRow = {
  route: string;
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

export type LighthouseReport = {
  date: string;
  version: string;
  /** Lighthouse's profile: mobile (412 px, slow 4G, 4× CPU), simulated throttling (Lantern). */
  profile: string;
  rows: LighthouseRow[];
};

type LighthouseResult = {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

const BIN = path.join(__dirname, '..', 'node_modules', '.bin', 'lighthouse');

/** One Lighthouse run of `url` with its defaults: mobile form factor, simulated throttling. */
async function lighthouseOnce(url: string, outDir: string): Promise<LighthouseResult> {
  const output = path.join(outDir, `${new URL(url).pathname.replace(/\W/g, '_') || 'root'}.json`);
  await run(
    BIN,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      '--quiet',
    ],
    { cwd: outDir, env: { CHROME_PATH: CHROMIUM_EXECUTABLE } },
  );
  const result = JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseResult;
  if (result.runtimeError) {
    throw new Error(
      `Lighthouse su ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`,
    );
  }
  return result;
}

/** Lighthouse's mobile profile on each route of `base`, one run per route. */
export async function measureLighthouse(base: string, log: Logger): Promise<LighthouseReport> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'colleghi-lighthouse-'));
  const rows: LighthouseRow[] = [];
  let version = '';
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const result = await lighthouseOnce(`${base}${route}`, outDir);
      version = result.lighthouseVersion;
      const metric = (id: string) => result.audits[id]?.numericValue ?? NaN;
      const row: LighthouseRow = {
        route,
        performance: Math.round((result.categories.performance.score ?? 0) * 100),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      };
      rows.push(row);
      log(
        `Lighthouse mobile ${route}: prestazioni ${row.performance}, FCP ${Math.round(row.fcp)} ms, ` +
          `LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`,
      );
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  return {
    date: new Date().toISOString(),
    version,
    profile: 'mobile (412 px, 4G lento, CPU 4×), throttling simulato (Lantern)',
    rows,
  };
}
