/**
 * What a remote declares about the pages it serves (`src/routes.ts` in the remote): the host
 * builds its route table from these at start, so it never names a remote's path. The build
 * writes them as `routes.json` next to `mf-manifest.json` (shared/federation/routes-file.ts).
 * No imports: the webpack configs read this file in Node.
 */

/** public: anyone; guest: signed-out only; private: signed-in only. */
export type Access = 'public' | 'guest' | 'private';

export const ACCESS_LEVELS: readonly Access[] = ['public', 'guest', 'private'];

export type RouteDeclaration = {
  /** An absolute react-router path ('/courses/:id'); the remote's own <Routes> use the same. */
  readonly path: string;
  readonly access: Access;
  /** A stable name the host and the notifications link by, instead of the path. */
  readonly name?: string;
  /** The label of the page's link in the host's main navigation. */
  readonly nav?: string;
  /**
   * Where that link goes: links sort by this number (the remotes use 10, 20, …, leaving room
   * between them); links without one follow, in route-table order.
   */
  readonly navOrder?: number;
  /** Narrow screens show the page itself, not the mobile-app page (e.g. payment returns). */
  readonly ungated?: boolean;
  /** The page accepts a session token in its address (?token=), e.g. from the mobile apps. */
  readonly urlToken?: boolean;
};

/** The file a remote deploys next to its mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

export type RoutesDocument = { remote: string; routes: readonly RouteDeclaration[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const OPTIONAL_TEXT = ['name', 'nav'] as const;
const OPTIONAL_FLAGS = ['ungated', 'urlToken'] as const;

/** One entry, or why it is refused. */
function parseEntry(raw: unknown): RouteDeclaration | string {
  if (!isRecord(raw)) return 'not an object';
  const { path, access } = raw;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
    return `path ${JSON.stringify(path)} is not an absolute path`;
  }
  if (!ACCESS_LEVELS.includes(access as Access)) {
    return `${path}: access ${JSON.stringify(access)} is not one of ${ACCESS_LEVELS.join(', ')}`;
  }
  const entry: { -readonly [K in keyof RouteDeclaration]: RouteDeclaration[K] } = {
    path,
    access: access as Access,
  };
  for (const key of OPTIONAL_TEXT) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !value.trim()) return `${path}: ${key} is not a text`;
    entry[key] = value;
  }
  if (raw.navOrder !== undefined) {
    if (typeof raw.navOrder !== 'number' || !Number.isFinite(raw.navOrder)) {
      return `${path}: navOrder is not a number`;
    }
    entry.navOrder = raw.navOrder;
  }
  for (const key of OPTIONAL_FLAGS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return `${path}: ${key} is not true or false`;
    entry[key] = value;
  }
  return entry;
}

/**
 * Reads a served routes.json: null when it is not one at all, else its well-formed entries and
 * one message per entry it drops.
 */
export function parseRoutesDocument(
  raw: unknown,
): { routes: RouteDeclaration[]; problems: string[] } | null {
  if (!isRecord(raw) || !Array.isArray(raw.routes)) return null;
  const routes: RouteDeclaration[] = [];
  const problems: string[] = [];
  for (const item of raw.routes) {
    const entry = parseEntry(item);
    if (typeof entry === 'string') problems.push(entry);
    else routes.push(entry);
  }
  return { routes, problems };
}
