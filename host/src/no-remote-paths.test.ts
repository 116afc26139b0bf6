import fs from 'node:fs';
import path from 'node:path';
import { declaringFolders } from './testing/remote-declarations';

/**
 * The host builds its route table from what the remotes declare (src/routes.ts in each remote):
 * its own source names no remote's path. Tests and their fixtures may (they stand in for the
 * deployed remotes).
 */
function firstSegments(): string[] {
  const segments = new Set<string>();
  for (const file of declaringFolders()) {
    for (const [, declared] of fs.readFileSync(file, 'utf8').matchAll(/path: '(\/[^']*)'/g)) {
      const first = declared.split('/')[1]?.replace(/[:?].*$/, '');
      if (first) segments.add(first);
    }
  }
  return [...segments];
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A string that starts with one of those paths: '/records', `/courses/${id}`, "/news?x". */
export function namedRemotePaths(source: string, segments: string[]): string[] {
  const escaped = segments.map((segment) => segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  const pattern = new RegExp(`['"\`]/(?:${escaped.join('|')})(?=['"\`/?#$])`, 'g');
  return source.match(pattern) ?? [];
}

describe('the host names no remote path', () => {
  const segments = firstSegments();

  it('knows the remotes’ paths', () => {
    expect(segments).toEqual(expect.arrayContaining(['agenda', 'records', 'courses', 'profile']));
  });

  it('finds one when it is there', () => {
    expect(namedRemotePaths("navigate('/records?x=1'); `/courses/${id}`", segments)).toHaveLength(
      2,
    );
    expect(namedRemotePaths("'/dashboard' '/recordsx'", segments)).toHaveLength(0);
  });

  it.each(sourceFiles(path.join(__dirname)).map((file) => [path.relative(__dirname, file), file]))(
    '%s',
    (_name, file) => {
      expect(namedRemotePaths(fs.readFileSync(file, 'utf8'), segments)).toEqual([]);
    },
  );
});
