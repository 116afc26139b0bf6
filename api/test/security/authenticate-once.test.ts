import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { registeredRoutes } from '../../src/lib/route-registry';
import type { RegisteredRoute } from '../../src/lib/route-registry';
import { GIULIA, tokenFor } from '../helpers/activities';
import { openStream } from '../helpers/sse';
import { statementsDuring } from '../helpers/statements';
import { setupTestServer } from '../helpers/suite';

/**
 * A private route is authenticated once, by the preValidation hook its TOKEN_AUTH schema turns
 * on; its handler reads the session the hook kept (sessionOf) and never looks the key up again.
 */
const { server, api } = setupTestServer();
const SRC = join(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The file (under api/src) of each line that matches `pattern`, once per line. */
function linesMatching(pattern: RegExp): string[] {
  return sourceFiles(SRC).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line) => (pattern.test(line) ? [relative(SRC, file)] : [])),
  );
}

/** The session lookup's statement (lib/tokens.ts). */
const isSessionLookup = (text: string) =>
  /^select\b/i.test(text) && text.includes('from "auth_tokens"') && text.includes('"last_used_at"');

/** The event stream (GET events/stream/), read by its headers only. */
const STREAM = '/api/events/stream/';

const PARAM_VALUES: Record<string, string> = { file: 'x.ics', kind: 'activity', code: 'PROVA' };

function path({ url }: RegisteredRoute): string {
  const concrete = url.replace(/:(\w+)/g, (_m, name: string) => PARAM_VALUES[name] ?? '1');
  return concrete.startsWith('/api/') ? concrete.slice('/api/'.length) : concrete;
}

describe('one place authenticates', () => {
  it('calls authenticate() only from the hook that app.ts installs', () => {
    expect(linesMatching(/(?<!function |\.)\bauthenticate\(/)).toEqual(['app.ts']);
  });

  it('looks session keys up only in lib/authenticate.ts', () => {
    expect(linesMatching(/(?<!function )\bfindTokenUser\(/)).toEqual(['lib/authenticate.ts']);
  });

  it('every route that answers 401 without a token declares TOKEN_AUTH', async () => {
    const undeclared: string[] = [];
    for (const route of registeredRoutes(server.app)) {
      if (route.private || route.url === '*') continue;
      const res = await api(path(route), { method: route.method });
      if (res.status === 401) undeclared.push(`${route.method} ${route.url}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('a private route looks the key up once per request, a public one at most once', async () => {
    const routes = registeredRoutes(server.app).filter((route) => route.url !== '*');
    expect(routes.filter((route) => route.private).length).toBeGreaterThan(70);
    const wrong: string[] = [];
    for (const route of routes) {
      // A fresh key each time: logout and a password change end the one they are sent with.
      const token = await tokenFor(server, GIULIA);
      let status = 0;
      const lookups = await statementsDuring(
        server.database.db,
        async () => {
          if (route.method === 'GET' && route.url === STREAM) {
            // The stream never ends by itself: its answer's headers are enough.
            const stream = await openStream(server.baseUrl, token);
            status = stream.status;
            stream.close();
          } else ({ status } = await api(path(route), { method: route.method, token }));
        },
        isSessionLookup,
      );
      const allowed = route.private ? lookups === 1 : lookups <= 1;
      if (!allowed || status === 401 || status >= 500) {
        wrong.push(`${route.method} ${route.url} → ${status}, ${lookups} lookups`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
