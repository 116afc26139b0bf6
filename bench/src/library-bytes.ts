import fs from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { APPS, MONOLITH_DIR, PORTS, appDist } from './setup';
import type { Transfer } from './measure';

type SourceMap = { sources: string[]; mappings: string };

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
  decode(map.mappings).forEach((segments, index) => {
    const length = lines[index]?.length ?? 0;
    segments.forEach(([column, source], i) => {
      if (source === undefined) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      const name = packageOf(map.sources[source] ?? '');
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - column));
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
