import fs from 'node:fs';
import path from 'node:path';
import { APPS, MONOLITH_DIR, PORTS, appDist } from './setup';
import type { Transfer } from './measure';

type SourceMap = { sources: string[]; mappings: string };

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one mapping segment (base64 VLQ, as the source-map format writes them). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** `@scope/name` or `name` for a file inside node_modules; `app` for our own sources. */
export function packageOf(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return 'app';
  const parts = source.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * Characters of a minified file per package, from its source map: each mapping segment owns the
 * generated characters up to the next segment of its line.
 */
export function bytesByPackage(code: string, map: SourceMap): Map<string, number> {
  const bytes = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const length = lines[index]?.length ?? 0;
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    const starts = segments.map(([delta, sourceDelta]) => {
      column += delta;
      if (sourceDelta !== undefined) source += sourceDelta;
      return { column, source: sourceDelta === undefined ? -1 : source };
    });
    starts.forEach((start, i) => {
      if (start.source < 0) return;
      const end = i + 1 < starts.length ? starts[i + 1].column : length;
      const name = packageOf(map.sources[start.source] ?? '');
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - start.column));
    });
  });
  return bytes;
}

const DIST_BY_PORT = new Map<number, string>([
  ...APPS.map((app): [number, string] => [app.port, appDist(app.dir)]),
  [PORTS.monolith, MONOLITH_DIR],
]);
const cache = new Map<string, Map<string, number> | null>();

/** The per-package characters of a served JavaScript file, or null without its source map. */
function servedFileBytes(url: string): Map<string, number> | null {
  const { port, pathname } = new URL(url);
  const dist = DIST_BY_PORT.get(Number(port));
  if (!dist) return null;
  const file = path.join(dist, decodeURIComponent(pathname));
  if (!cache.has(file)) {
    const found = fs.existsSync(file) && fs.existsSync(`${file}.map`);
    cache.set(
      file,
      found
        ? bytesByPackage(
            fs.readFileSync(file, 'utf8'),
            JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as SourceMap,
          )
        : null,
    );
  }
  return cache.get(file) ?? null;
}

export type LibraryShare = {
  /** Gzipped bytes of the load that are the library's code (each file's share of its bytes). */
  gzip: number;
  /** How many builds (ports) the library's code was downloaded from. */
  builds: number;
};

/**
 * How much of a load's JavaScript is one family of packages (names starting with `prefix`):
 * each file's gzipped size in proportion to the library's share of its minified characters.
 */
export function libraryShare(files: Transfer[], prefix: string): LibraryShare {
  let gzip = 0;
  const builds = new Set<string>();
  for (const file of files.filter((f) => f.js)) {
    const bytes = servedFileBytes(file.url.split('?')[0]);
    if (!bytes) continue;
    let total = 0;
    let library = 0;
    for (const [name, size] of bytes) {
      total += size;
      if (name.startsWith(prefix)) library += size;
    }
    if (library === 0 || total === 0) continue;
    gzip += (file.gzip * library) / total;
    builds.add(new URL(file.url).port);
  }
  return { gzip: Math.round(gzip), builds: builds.size };
}
