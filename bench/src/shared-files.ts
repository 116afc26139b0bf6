import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDist } from './setup';
import type { Transfer } from './measure';

type Manifest = {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
};

/** Every file that carries a shared library, by URL, from the six apps' mf-manifest.json. */
export function sharedFileIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const app of APPS) {
    const file = path.join(appDist(app.dir), 'mf-manifest.json');
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    for (const shared of manifest.shared) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const url = `http://localhost:${app.port}/${asset}`;
        index.set(url, [...(index.get(url) ?? []), shared.name]);
      }
    }
  }
  return index;
}

/** Per shared library: the apps whose copy of it was downloaded during one page load. */
export function sharedDownloads(
  files: Transfer[],
  index: Map<string, string[]>,
): Map<string, Set<string>> {
  const downloads = new Map<string, Set<string>>();
  for (const file of files) {
    for (const lib of index.get(file.url.split('?')[0]) ?? []) {
      const origins = downloads.get(lib) ?? new Set<string>();
      origins.add(new URL(file.url).port);
      downloads.set(lib, origins);
    }
  }
  return downloads;
}
