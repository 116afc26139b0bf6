/**
 * The first thing index.html runs, inline, before any of the shell's JavaScript: on a narrow
 * screen, on a path the shell would cover with the mobile-app page, it shows that page from the
 * static copy in index.html (gate-html.ts) and loads nothing else; anywhere else it loads the
 * shell (main.js), as a plain <script> would have. If the screen becomes wide (rotation, a wider
 * window), the static page goes and the shell starts.
 *
 * It mirrors isGatedOnMobile (route-table.ts), whose test checks the two agree: host paths are
 * known here; for any other path the remotes' `ungated` declarations decide, read from their
 * routes.json as route-fetch.ts reads them. Whenever it cannot be sure (config.json or a
 * remote's routes unreadable), it leaves the decision to the shell.
 *
 * index.html inlines this function's compiled source (gate-html.ts), so it must stay one
 * self-contained function: no imports but types, no helpers outside it. That is also why it
 * reads its two JSON files with XMLHttpRequest, not axios: bundled here, axios would be a second
 * copy of itself on every page load, wide screens included, before the shell's own.
 */

export type NarrowGateOptions = {
  /** The shell's narrow-screen media query (MOBILE_QUERY). */
  query: string;
  /** The host's own paths: a remote cannot declare them. */
  hostPaths: readonly string[];
  /** Host paths where the gate steps aside (prefixes, as isGatedOnMobile matches them). */
  ungatedHostPaths: readonly string[];
  /** The remotes config.json may name, in the shell's order. */
  remoteNames: readonly string[];
  /** A remote's routes file, next to its mf-manifest.json. */
  routesFile: string;
  routesTimeoutMs: number;
  /** localStorage key of a remote's last-known routes: prefix + name + ':' + manifest URL. */
  lastKnownPrefix: string;
  /** id of the <template> holding the static page. */
  template: string;
  /** The shell's entry scripts. */
  scripts: readonly string[];
};

export type NarrowGateOutcome = 'gate' | 'shell';

export function narrowGate(options: NarrowGateOptions): Promise<NarrowGateOutcome> {
  const media = window.matchMedia(options.query);

  // react-router's matchPath, case-insensitive, for the patterns routes use: literal segments,
  // `:param`, `:param?`; `end: false` also matches what lies below the pattern.
  const matches = (pattern: string, pathname: string, end: boolean): boolean => {
    const want = pattern.split('/').filter(Boolean);
    const have = pathname.split('/').filter(Boolean);
    let at = 0;
    for (const segment of want) {
      const optional = segment.endsWith('?');
      if (at >= have.length) {
        if (optional) continue;
        return false;
      }
      if (segment.startsWith(':')) at += 1;
      else if (segment.toLowerCase() === have[at].toLowerCase()) at += 1;
      else if (!optional) return false;
    }
    return !end || at === have.length;
  };
  const isUngated = (paths: readonly string[], pathname: string) =>
    paths.some((path) => matches(path, pathname, false));

  let started = false;
  const startShell = (): NarrowGateOutcome => {
    if (started) return 'shell';
    started = true;
    for (const src of options.scripts) {
      const script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    }
    return 'shell';
  };

  const showGate = (): NarrowGateOutcome => {
    const template = document.getElementById(options.template) as HTMLTemplateElement | null;
    if (!template) return startShell();
    const nodes = Array.from(template.content.cloneNode(true).childNodes);
    for (const node of nodes) document.body.insertBefore(node, template);
    const widen = () => {
      if (media.matches) return;
      media.removeEventListener('change', widen);
      for (const node of nodes) node.parentNode?.removeChild(node);
      startShell();
    };
    media.addEventListener('change', widen);
    return 'gate';
  };

  // A JSON file of the deployment, asked past any cache, as deployment-file.ts reads it with
  // axios; rejects on no answer, a status but 2xx, a body that is not JSON, or after `timeout`.
  const readJson = (url: string, timeout = 0) =>
    new Promise<unknown>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', url);
      xhr.setRequestHeader('Cache-Control', 'no-cache');
      xhr.responseType = 'json';
      xhr.timeout = timeout;
      xhr.onload = () =>
        xhr.status >= 200 && xhr.status < 300 && xhr.response !== null
          ? resolve(xhr.response)
          : reject(new Error(url));
      xhr.onerror = xhr.ontimeout = () => reject(new Error(url));
      xhr.send();
    });

  // The paths the remotes declared `ungated`, or null when any remote's routes are unknown.
  const remoteUngatedPaths = async (): Promise<string[] | null> => {
    const config = (await readJson('/config.json')) as { remotes?: Record<string, unknown> };
    const remotes = config.remotes ?? {};
    const lists = await Promise.all(
      options.remoteNames.map(async (name): Promise<unknown[] | null> => {
        const url = remotes[name];
        if (typeof url !== 'string' || !url) return null;
        const manifest = new URL(url, window.location.href);
        try {
          const doc = (await readJson(
            new URL(options.routesFile, manifest).href,
            options.routesTimeoutMs,
          )) as { routes?: unknown };
          if (Array.isArray(doc.routes)) return doc.routes;
        } catch {
          // As the shell does: the last-known copy, below.
        }
        try {
          const copy = window.localStorage.getItem(options.lastKnownPrefix + name + ':' + url);
          const routes = copy ? (JSON.parse(copy) as { routes?: unknown }).routes : null;
          return Array.isArray(routes) ? routes : null;
        } catch {
          return null;
        }
      }),
    );
    if (lists.some((list) => list === null)) return null;
    return lists.flatMap((list) =>
      (list ?? []).flatMap((route) => {
        const { path, ungated } = (route ?? {}) as { path?: unknown; ungated?: unknown };
        return ungated === true && typeof path === 'string' ? [path] : [];
      }),
    );
  };

  const { pathname } = window.location;
  if (!media.matches || isUngated(options.ungatedHostPaths, pathname)) {
    return Promise.resolve(startShell());
  }
  if (options.hostPaths.some((path) => matches(path, pathname, true))) {
    return Promise.resolve(showGate());
  }
  return remoteUngatedPaths().then(
    (paths) => (!paths || isUngated(paths, pathname) || !media.matches ? startShell() : showGate()),
    () => startShell(),
  );
}
