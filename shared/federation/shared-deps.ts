import fs from 'node:fs';
import path from 'node:path';

/**
 * The libraries that exist once in the page, by package name, for every app. MUI's components
 * are not among them: each app bundles, tree-shaken, the components it uses, so a component and
 * the private contexts it shares with its siblings (a Stepper's with its StepButtons, a List's
 * with its items) always come from the same build. What must be one per page is shared: emotion
 * (the theme's context) and @mui/system's default-props and right-to-left providers, so the
 * host's theme, its Italian defaults and its overrides reach every remote's components.
 */
export const SHARED_LIBRARIES = [
  ...['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'],
  ...['jotai', 'dayjs', 'axios', '@tanstack/react-query', '@emotion/react', '@emotion/styled'],
  ...['@mui/system/DefaultPropsProvider', '@mui/system/RtlProvider'],
] as const;

/**
 * The files of @colleghi/shared that are one per page, keyed by path, so they are one per page
 * however they are imported: through the package's entries (/platform, /ui…) or relatively
 * inside it. First those that hold page-wide state: the router facade (react-router-dom's
 * contexts; it re-exports the declarative API only, so the router is not shared whole), the jotai
 * store and atoms, the API base, the 401 handler, the API's axios instance, the query client,
 * dayjs's locale and plugins, the event stream and the registry of what its events refresh. Then the code every app runs on its first screen: request(), the
 * session functions and the dashboard widgets' frame. The rest of the package is stateless: each
 * app bundles, tree-shaken, what it uses.
 */
export const PLATFORM_STATE_FILES = [
  ...['router.ts', 'store.tsx', 'config.ts', 'auth/atoms.ts', 'auth/unauthorized.ts'],
  ...['http/client.ts', 'http/global-error-atom.ts', 'ui/toast-store.ts', 'domain/format.ts'],
  ...['query/query-client.ts', 'dashboard/dashboard-store.ts', 'http/request.ts'],
  ...['auth/session.ts', 'auth/use-session.ts', 'ui/dashboard-widget.tsx'],
  ...['live/live-events.ts', 'live/event-stream.ts'],
] as const;

export type SharedEntry = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  shareKey?: string;
};

type Deps = Record<string, string>;
type PackageJson = { version?: string } & Partial<Record<`${string}ependencies`, Deps>>;
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;

/**
 * COLLEGHI_OLDER_SHARED=1 builds an app as if built against the previous minor of every shared
 * library (react 19.2.0, ^19.2.0): the e2e version-skew test runs such a remote on the host's.
 */
function versions(pinned: string | undefined): Pick<SharedEntry, 'requiredVersion' | 'version'> {
  if (!pinned) return { requiredVersion: false };
  const version = pinned.replace(/^[\^~]/, '');
  if (process.env.COLLEGHI_OLDER_SHARED !== '1') return { requiredVersion: `^${version}` };
  const [major, minor] = version.split('.').map(Number);
  // Below 1.0.0 a minor is a breaking change (^0.1.0 excludes 0.2.0): those stay as they are.
  const older = major > 0 && minor > 0 ? `${major}.${minor - 1}.0` : version;
  return { requiredVersion: `^${older}`, version: older };
}

const packageNameOf = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The `shared` option of one app: every library of the list as a singleton, with the range of
 * the version the app pins in its package.json (a caret: a remote built against an older minor
 * still accepts the host's copy), then the platform's state files.
 */
export function sharedDependencies(appPackageJsonPath: string): Record<string, SharedEntry> {
  const app = readJson(appPackageJsonPath);
  const declared = { ...app.peerDependencies, ...app.devDependencies, ...app.dependencies };
  const entries: [string, SharedEntry][] = SHARED_LIBRARIES.map((request) => [
    request,
    { singleton: true, ...versions(declared[packageNameOf(request)]) },
  ]);
  const platformDir = path.join(__dirname, '..');
  const platformVersion = readJson(path.join(platformDir, 'package.json')).version ?? '0.0.0';
  const platform = { version: platformVersion, ...versions(platformVersion) };
  for (const file of PLATFORM_STATE_FILES) {
    const resolved = path.join(platformDir, 'src', file);
    // A moved or renamed file would silently stop being shared: each app would get its own.
    if (!fs.existsSync(resolved)) throw new Error(`${resolved}: update PLATFORM_STATE_FILES`);
    const shareKey = `@colleghi/shared/${file.replace(/\.tsx?$/, '')}`;
    entries.push([resolved, { singleton: true, shareKey, ...platform }]);
  }
  return Object.fromEntries(entries);
}
