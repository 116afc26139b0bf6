import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signInDemoLawyer, startApi } from './api-load-server';
import { startThrowawayPostgres } from './postgres';

export type ApiLoadRow = {
  database: 'PGlite' | 'PostgreSQL';
  endpoint: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  /** Average requests per second over the run. */
  rps: number;
  /** Latency percentiles, milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** rps over the reference endpoint's rps on the same database, in the same run. */
  ratio: number;
};

export interface ApiLoadOptions {
  /** The repository root (the folder holding api/). */
  root: string;
  durationSeconds?: number;
  connections?: number;
  log?: (line: string) => void;
}

const PGLITE_PORT = 8100;
const POSTGRES_PORT = 8101;
const WARMUP_SECONDS = 1;

interface Target {
  /** Stable label for the tables (the calendar dates change every day). */
  label: string;
  /** Path under /api/, with its query. */
  path: string;
}

/**
 * The yardstick: a search of the subjects (two small queries, no session). Every other endpoint
 * is reported as a ratio to it, measured on the same database in the same run, so a busy
 * machine moves both sides.
 */
export const REFERENCE: Target = { label: 'subjects/?search=civ', path: 'subjects/?search=civ' };

/** 'YYYY-MM-DD' of today in Italy, the day the web app would select. */
function todayInItaly(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** Adds months clamping to the month's end (like dayjs: 03-31 − 1 month = 02-28), then days. */
function shiftDay(day: string, months: number, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(date, lastDay) + days);
  return firstOfTarget.toISOString().slice(0, 10);
}

/**
 * The reference, then the calls of the busiest screens: the dashboard payload, the first page of
 * "Le mie richieste" (tab "Tutte": no status, page 1) and of "Disponibilità" (the invitations
 * received) and the agenda's window around today (1 month and 15 days on each side, as the
 * agenda loads it).
 */
export function loadTargets(now: Date = new Date()): Target[] {
  const today = todayInItaly(now);
  const dateMin = shiftDay(today, -1, -15);
  const dateMax = shiftDay(today, 1, 15);
  return [
    REFERENCE,
    { label: 'dashboard/', path: 'dashboard/' },
    { label: 'demands/?page=1', path: 'demands/?page=1' },
    { label: 'invitations/received/', path: 'invitations/received/' },
    {
      label: 'events/calendar/ (oggi ± 1 mese e 15 giorni)',
      path: `events/calendar/?date_min=${dateMin}&date_max=${dateMax}`,
    },
  ];
}

/** One plain request first: a load test of 401s or 400s would measure nothing useful. */
async function checkOnce(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { Authorization: `Token ${token}` } });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET ${url} ha risposto ${response.status} invece di 200: ${body}`);
  }
  return Buffer.byteLength(body);
}

function fire(url: string, token: string, connections: number, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    headers: { authorization: `Token ${token}` },
  });
}

async function measureDatabase(
  database: ApiLoadRow['database'],
  server: { baseUrl: string },
  connections: number,
  durationSeconds: number,
  log: (line: string) => void,
): Promise<ApiLoadRow[]> {
  const token = await signInDemoLawyer(server.baseUrl);
  const rows: ApiLoadRow[] = [];
  let referenceRps = NaN;
  for (const target of loadTargets()) {
    const url = `${server.baseUrl}${target.path}`;
    const bytes = await checkOnce(url, token);
    log(`${database} ${target.label}: ${bytes} byte per risposta, riscaldamento…`);
    await fire(url, token, connections, WARMUP_SECONDS);
    const result = await fire(url, token, connections, durationSeconds);
    const row: ApiLoadRow = {
      database,
      endpoint: target.label,
      connections,
      durationSeconds,
      requests: result.requests.total,
      rps: Math.round(result.requests.average * 10) / 10,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      ratio: NaN,
    };
    if (target === REFERENCE) referenceRps = row.rps;
    row.ratio = Math.round((row.rps / referenceRps) * 100) / 100;
    log(
      `${database} ${target.label}: ${row.rps} req/s (${row.ratio}× il riferimento), ` +
        `p50 ${row.p50} ms, p99 ${row.p99} ms, errori ${row.errors}, non-2xx ${row.non2xx}`,
    );
    rows.push(row);
  }
  return rows;
}

/** The child's environment without the variables that pick the database. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  return env;
}

/** Starts the API on one database, measures every target, stops it. */
async function measureOn(
  database: ApiLoadRow['database'],
  port: number,
  env: NodeJS.ProcessEnv,
  settings: { apiDir: string; connections: number; durationSeconds: number; removeOnStop?: string },
  log: (line: string) => void,
): Promise<ApiLoadRow[]> {
  const { apiDir, connections, durationSeconds, removeOnStop } = settings;
  const server = await startApi({ apiDir, port, env, removeOnStop, log });
  try {
    return await measureDatabase(database, server, connections, durationSeconds, log);
  } finally {
    await server.stop();
  }
}

/**
 * Load test of the API: PGlite in a fresh temporary DATA_DIR (migrated and seeded by the API at
 * start), then PostgreSQL: the server of DATABASE_URL when it is set (the API seeds only what is
 * missing, so an existing database is reused as is), otherwise a throwaway cluster when
 * PostgreSQL's server binaries are installed, removed afterwards.
 */
export async function runApiLoad(options: ApiLoadOptions): Promise<ApiLoadRow[]> {
  const log = options.log ?? (() => {});
  const settings = {
    apiDir: path.join(options.root, 'api'),
    connections: options.connections ?? 10,
    durationSeconds: options.durationSeconds ?? 10,
  };
  const rows: ApiLoadRow[] = [];

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'colleghi-bench-pglite-'));
  try {
    log(`Avvio dell'API con PGlite in ${dataDir} (prima migrazione e dati demo)…`);
    const env = { ...baseEnv(), DATA_DIR: dataDir };
    const pglite = { ...settings, removeOnStop: dataDir };
    rows.push(...(await measureOn('PGlite', PGLITE_PORT, env, pglite, log)));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const throwaway = process.env.DATABASE_URL ? null : await startThrowawayPostgres(log);
  const databaseUrl = process.env.DATABASE_URL ?? throwaway?.url;
  if (!databaseUrl) {
    log('PostgreSQL non installato e DATABASE_URL non impostata: misura solo su PGlite.');
    return rows;
  }
  try {
    log(`Avvio dell'API con PostgreSQL${throwaway ? ' (prima migrazione e dati demo)' : ''}…`);
    const env = { ...baseEnv(), DATABASE_URL: databaseUrl };
    rows.push(...(await measureOn('PostgreSQL', POSTGRES_PORT, env, settings, log)));
  } finally {
    throwaway?.stop();
  }
  return rows;
}
