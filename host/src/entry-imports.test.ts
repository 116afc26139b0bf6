import fs from 'node:fs';
import path from 'node:path';

/**
 * main.js (src/index.ts and what it imports) runs before the federation runtime has loaded the
 * shared modules: a module there that imports React, the router or any other shared module
 * makes the runtime hand it out synchronously, and the page stops with RUNTIME-006 ("Invalid
 * loadShareSync function call"). The entry may import its own files and the shared package's
 * routes file (which imports nothing); everything else waits for import('./bootstrap').
 */
const ALLOWED_PACKAGES = new Set(['@colleghi/shared/routes']);

/** The modules a file imports for their values (type-only imports are erased). */
function valueImports(source: string): string[] {
  const specifiers: string[] = [];
  for (const [, clause, specifier] of source.matchAll(
    /^(?:import|export)\s+([^'";]*?)\s*from\s+'([^']+)'/gms,
  )) {
    if (/^type\s/.test(clause)) continue;
    // `import { type A, type B } from` imports nothing either.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names?.split(',').every((name) => /^\s*(type\s|$)/.test(name))) continue;
    specifiers.push(specifier);
  }
  for (const [, specifier] of source.matchAll(/^import\s+'([^']+)'/gm)) specifiers.push(specifier);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(fs.existsSync);
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
}

/** Every package the entry's static import graph reaches, with the file that imports it. */
function entryPackages(entry: string): Array<[string, string]> {
  const seen = new Set<string>();
  const packages: Array<[string, string]> = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.push([path.relative(path.join(__dirname, '..'), file), specifier]);
    }
  };
  visit(entry);
  return packages;
}

describe('the entry (main.js)', () => {
  it('imports no shared module before the async boundary', () => {
    const offending = entryPackages(path.join(__dirname, 'index.ts')).filter(
      ([, specifier]) => !ALLOWED_PACKAGES.has(specifier),
    );
    expect(offending).toEqual([]);
  });

  it('would see a shared module imported by a file the entry reaches', () => {
    // route-table.ts imports React and the router: the check must catch it from the entry.
    const packages = entryPackages(path.join(__dirname, 'app', 'routing', 'route-table.ts'));
    expect(packages.map(([, specifier]) => specifier)).toEqual(
      expect.arrayContaining(['react', '@colleghi/shared/router']),
    );
  });
});
