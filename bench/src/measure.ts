import zlib from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/support/chromium';

/** A route of the benchmark, and the texts that mean its main content is on screen. */
export type RouteSpec = { path: string; signedIn: boolean; content: string[] };

export const ROUTES: RouteSpec[] = [
  { path: '/signin', signedIn: false, content: ['Accedi', 'Password'] },
  { path: '/dashboard', signedIn: true, content: ['Bentornato', 'Le tue ultime richieste'] },
  { path: '/agenda', signedIn: true, content: ['Agenda', 'Nuovo evento'] },
  { path: '/activity-request', signedIn: true, content: ['Da Assegnare'] },
  { path: '/courses', signedIn: true, content: ['I miei corsi', 'CFP'] },
  { path: '/records', signedIn: true, content: ['Nuovo verbale', 'Apri un verbale condiviso'] },
  { path: '/profile', signedIn: true, content: ['Modifica profilo'] },
];

/** From the dashboard into each remote, by a client-side navigation (no page reload). */
export const NAVIGATIONS: { remote: string; path: string; content: string[] }[] = [
  { remote: 'activities', path: '/activity-request', content: ['Da Assegnare'] },
  { remote: 'agenda', path: '/agenda', content: ['Nuovo evento'] },
  { remote: 'account', path: '/profile', content: ['Modifica profilo'] },
  { remote: 'learning', path: '/courses', content: ['I miei corsi', 'CFP'] },
  { remote: 'records', path: '/records', content: ['Nuovo verbale', 'Apri un verbale condiviso'] },
];

export type Transfer = { url: string; raw: number; gzip: number; js: boolean };

export type ByteSummary = {
  jsRaw: number;
  jsGzip: number;
  jsRequests: number;
  requests: number;
  files: Transfer[];
};

export type Timing = { lcp: number; tbt: number; content: number };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Page-side probes, installed before any script of the page: the last LCP candidate, FCP, long
 * tasks, and the moment all the route's texts are in the document (checked once per frame after
 * DOM changes, so the probe itself costs little).
 */
function installProbes(content: string[]): void {
  type Probe = { lcp: number; fcp: number; longTasks: [number, number][]; content: number };
  const probe: Probe = { lcp: 0, fcp: 0, longTasks: [], content: 0 };
  (window as unknown as { __bench: Probe }).__bench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const text = document.body?.textContent ?? '';
    if (!probe.content && content.every((needle) => text.includes(needle))) {
      probe.content = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

async function newContext(browser: Browser, token: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
  });
  // tsx (esbuild, keepNames) wraps named inner functions in __name(): give the page a no-op one,
  // since functions passed to the page are serialised from their compiled text.
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
  if (token) {
    await context.addInitScript((key) => {
      window.localStorage.setItem('auth_token', key);
    }, token);
  }
  // A signed-in page keeps its event stream open, so the network would never go idle: answered
  // 204 (no stream, as for an EventSource), in the federated build and the monolith alike.
  await context.route('**/api/events/stream/', (route) => route.fulfill({ status: 204 }));
  return context;
}

function recordTransfers(page: Page): { transfers: Promise<Transfer>[]; requests: () => number } {
  const transfers: Promise<Transfer>[] = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', (response: Response) => {
    const js =
      response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
    transfers.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          raw: body.length,
          // The static servers gzip at level 6; the same here gives the bytes on the wire.
          gzip: zlib.gzipSync(body, { level: 6 }).length,
          js,
        }))
        .catch(() => ({ url: response.url(), raw: 0, gzip: 0, js })),
    );
  });
  return { transfers, requests: () => requests };
}

async function summarise(
  transfers: Promise<Transfer>[],
  from: number,
  requests: number,
): Promise<ByteSummary> {
  const files = await Promise.all(transfers.slice(from));
  const js = files.filter((file) => file.js);
  return {
    jsRaw: js.reduce((sum, file) => sum + file.raw, 0),
    jsGzip: js.reduce((sum, file) => sum + file.gzip, 0),
    jsRequests: js.length,
    requests,
    files,
  };
}

async function waitForContent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __bench?: { content: number } }).__bench?.content,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  await page.waitForLoadState('networkidle');
}

export type ShareUse = Record<string, { copies: number; from: string[] }>;

/** What the federation runtime says it loaded: per shared library, how many copies and whose. */
async function readShareScope(page: Page): Promise<ShareUse> {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; lib?: unknown };
    type Scope = Record<string, Record<string, Entry>>;
    const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
      .__FEDERATION__;
    const seen = new Map<string, Set<string>>();
    for (const instance of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(instance as Record<string, Scope>)) {
        for (const [lib, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded && !entry.lib) continue;
            const copies = seen.get(lib) ?? new Set<string>();
            copies.add(`${entry.from}@${version}`);
            seen.set(lib, copies);
          }
        }
      }
    }
    return Object.fromEntries(
      [...seen].map(([lib, copies]) => [lib, { copies: copies.size, from: [...copies] }]),
    );
  });
}

export type LoadBytes = {
  bytes: ByteSummary;
  share: ShareUse;
  /** The same load once the page has also been scrolled to its bottom: all it loads in the end. */
  scrolled: { jsGzip: number; jsRequests: number };
};

/**
 * One cold load (empty cache, no throttling): every response recorded. Then the page is scrolled
 * to its bottom, so that what loads only near the screen (the dashboard's lower widgets) is
 * counted too, apart.
 */
export async function measureLoadBytes(
  browser: Browser,
  base: string,
  route: RouteSpec,
  token: string,
): Promise<LoadBytes> {
  const context = await newContext(browser, route.signedIn ? token : null);
  try {
    await context.addInitScript(installProbes, route.content);
    const page = await context.newPage();
    const recorder = recordTransfers(page);
    await page.goto(base + route.path);
    await waitForContent(page);
    const loaded = recorder.transfers.length;
    const bytes = await summarise(recorder.transfers.slice(0, loaded), 0, recorder.requests());
    const share = await readShareScope(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
    const all = await summarise(recorder.transfers, 0, recorder.requests());
    return { bytes, share, scrolled: { jsGzip: all.jsGzip, jsRequests: all.jsRequests } };
  } finally {
    await context.close();
  }
}

/** Dashboard loaded and settled, then a client-side navigation into a remote: what it costs. */
export async function measureNavigation(
  browser: Browser,
  base: string,
  navigation: (typeof NAVIGATIONS)[number],
  token: string,
  cpuSlowdown: number,
): Promise<{ bytes: ByteSummary; content: number }> {
  const context = await newContext(browser, token);
  try {
    await context.addInitScript(installProbes, ROUTES[1].content);
    const page = await context.newPage();
    const recorder = recordTransfers(page);
    const cdp = await context.newCDPSession(page);
    await page.goto(base + '/dashboard');
    await waitForContent(page);
    await page.waitForTimeout(300);
    const from = recorder.transfers.length;
    const before = recorder.requests();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const started = await page.evaluate(() => performance.now());
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, navigation.path);
    await page.waitForFunction(
      (needles) => needles.every((needle) => document.body.textContent?.includes(needle)),
      navigation.content,
      { timeout: 60_000, polling: 50 },
    );
    const ended = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const bytes = await summarise(recorder.transfers, from, recorder.requests() - before);
    return { bytes, content: ended - started };
  } finally {
    await context.close();
  }
}

/** One cold load at `cpuSlowdown`× CPU: LCP, TBT (long tasks after FCP) and time to content. */
export async function measureTiming(
  browser: Browser,
  base: string,
  route: RouteSpec,
  token: string,
  cpuSlowdown: number,
): Promise<Timing> {
  const context = await newContext(browser, route.signedIn ? token : null);
  try {
    await context.addInitScript(installProbes, route.content);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(base + route.path);
    await waitForContent(page);
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const probe = (
        window as unknown as {
          __bench: { lcp: number; fcp: number; longTasks: [number, number][]; content: number };
        }
      ).__bench;
      const tbt = probe.longTasks
        .filter(([start]) => start >= probe.fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { lcp: probe.lcp, tbt, content: probe.content };
    });
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
