import fs from 'node:fs';
import path from 'node:path';

/**
 * The one list of modules that exist once in the page. Subpaths are listed explicitly:
 * prefix keys ("react/") lose `singleton` in @module-federation/enhanced.
 *
 * What is deliberately NOT here, and why (bench/results shows the before/after):
 * - `@mui/material` (the barrel) and its components: shared whole it costs ~140 KB gzipped before
 *   any screen. Each app bundles, tree-shaken, only the components it imports (except the common
 *   ones, shared by path below). What must be one per page is shared instead: the styling engine
 *   (MUI's styled() and useTheme, emotion), and the React contexts MUI components read (theme,
 *   default props, right-to-left), so the host's theme, its Italian locale defaults and its
 *   overrides reach every remote's components.
 * - `react-router` / `react-router-dom`: shared whole they cost ~60 KB gzipped; the router is
 *   shared as `@colleghi/shared/router`, which re-exports the declarative API only.
 */
export const SINGLETON_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  '@mui/system/DefaultPropsProvider',
  '@mui/system/RtlProvider',
  '@emotion/react',
  '@emotion/styled',
  'dayjs',
  'axios',
  '@tanstack/react-query',
] as const;

/**
 * The files of @colleghi/shared that are one per page. First, those that hold page-wide state:
 * the router facade (react-router's contexts), the jotai store and the atoms (token, user,
 * global error, toasts, dashboard), the API base, the 401 handler, and the formatters' module,
 * which sets dayjs's locale and plugins for the whole page. Then the code every app runs on its
 * first screen: request() and the API's axios instance with its interceptors, the session functions
 * and useSession(), and the dashboard widgets' frame; bundled by each app, they were ~6 KB
 * gzipped of copies on /dashboard. Keyed by resolved path (matched however they are imported,
 * from the package or relatively inside it). The rest of the package (typed fetchers, domain
 * rules, UI kit) is stateless, and each app bundles, tree-shaken, what it uses, instead of the
 * whole package loading before any screen: each shared file costs ~90 bytes gzipped of
 * federation tables in every app.
 */
export const SHARED_STATE_FILES = {
  'router.ts': '@colleghi/shared/router',
  'store.tsx': '@colleghi/shared/store',
  'config.ts': '@colleghi/shared/config',
  'auth/atoms.ts': '@colleghi/shared/auth/atoms',
  'auth/unauthorized.ts': '@colleghi/shared/auth/unauthorized',
  'http/client.ts': '@colleghi/shared/http/client',
  'http/global-error-atom.ts': '@colleghi/shared/http/global-error-atom',
  'ui/toast-store.ts': '@colleghi/shared/ui/toast-store',
  'dashboard/dashboard-store.ts': '@colleghi/shared/dashboard/dashboard-store',
  'domain/format.ts': '@colleghi/shared/format',
  'http/request.ts': '@colleghi/shared/http/request',
  'auth/session.ts': '@colleghi/shared/auth/session',
  'auth/use-session.ts': '@colleghi/shared/auth/use-session',
  'ui/dashboard-widget.tsx': '@colleghi/shared/ui/dashboard-widget',
  'query/query-client.ts': '@colleghi/shared/query/query-client',
} as const;

type PackageJson = {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

export type SharedEntry = {
  singleton: true;
  requiredVersion: string | false;
  version?: string;
  shareKey?: string;
};

/**
 * MUI's styling core, as files of @mui/material. Its components import these by relative path
 * ("../zero-styled/index.mjs"), which a package-name key never matches, so without this every
 * app would bundle its own theme machinery and styled() (~20 KB gzipped each). Keyed by resolved
 * path, they are matched however they are imported, and shared under a stable name.
 * Not the `@mui/material/styles` barrel itself: shared, it loaded whole on every page (color
 * scheme providers, contrast helpers… ~8 KB gzipped we never use); each app takes from it
 * what it imports (createTheme, ThemeProvider, alpha), and the pieces that must be one per
 * page (styled, useTheme, the theme's context in emotion) are shared below and above.
 */
export const MUI_STYLING_FILES = [
  'styles/styled.mjs',
  'styles/useTheme.mjs',
  'styles/defaultTheme.mjs',
  'styles/identifier.mjs',
  'styles/rootShouldForwardProp.mjs',
  'zero-styled/index.mjs',
  'DefaultPropsProvider/index.mjs',
  'utils/memoTheme.mjs',
] as const;

/**
 * The MUI components of the shell and the dashboard that the remotes' screens and widgets use
 * too, shared by resolved path like the styling core: a remote gets the page's Button,
 * Typography, Card or icon SvgIcon instead of downloading its own. With them, the contexts they
 * read (button group, list), so that they stay one per page whoever renders the provider.
 * Each shared file costs ~90 bytes gzipped of federation tables in every app, so components
 * that one app uses on a few screens (dialogs, menus, form fields, pickers) stay out: each app
 * bundles those tree-shaken, and React contexts they share live inside the same app's copy.
 * Every file here loads with the shell on every route, so a component that the first screens
 * do not show stays out too (Divider and ListItemText: ~1.9 KB gzipped on /signin, /dashboard
 * and /agenda, measured). Container is in: the header shows it on every route, and a remote's
 * own copy brings @mui/system's whole styled() engine with it (~5 KB gzipped on
 * /activity-request).
 */
export const MUI_COMPONENT_FILES = [
  'ButtonBase/ButtonBase.mjs',
  'Button/Button.mjs',
  'IconButton/IconButton.mjs',
  'SvgIcon/SvgIcon.mjs',
  'Typography/Typography.mjs',
  'Paper/Paper.mjs',
  'Box/Box.mjs',
  'Stack/Stack.mjs',
  'Container/Container.mjs',
  'CircularProgress/CircularProgress.mjs',
  'Alert/Alert.mjs',
  'Skeleton/Skeleton.mjs',
  'Card/Card.mjs',
  'CardContent/CardContent.mjs',
  'Chip/Chip.mjs',
  'Avatar/Avatar.mjs',
  'Link/Link.mjs',
  'List/List.mjs',
  'ListItem/ListItem.mjs',
  'ListItemButton/ListItemButton.mjs',
  'ButtonGroup/ButtonGroupButtonContext.mjs',
  'ButtonGroup/ButtonGroupContext.mjs',
  'List/ListContext.mjs',
] as const;

function packageDir(name: string, from: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
}

/**
 * The version of a shared module an app builds against: the one its entry declares (a file of a
 * package, or the older minor of the skew test), else that of the package installed for the app.
 */
export function buildVersion(request: string, entry: SharedEntry, appDir: string): string {
  if (entry.version) return entry.version;
  const version = readJson(
    path.join(packageDir(packageNameOf(request), appDir), 'package.json'),
  ).version;
  if (!version) throw new Error(`${request}: its package.json has no version`);
  return version;
}

/** Files of one package, keyed by resolved path and shared as `<package>/<file without .mjs>`. */
function fileEntries(
  pkgName: string,
  pkgDir: string,
  files: readonly string[],
  requiredVersion: string | false,
) {
  const version = readJson(path.join(pkgDir, 'package.json')).version;
  // Files, not exports of the package: one it moves or renames must fail the build, not leave
  // each app with its own copy (and its own theme machinery) unnoticed.
  const missing = files.filter((file) => !fs.existsSync(path.join(pkgDir, file)));
  if (missing.length > 0) {
    throw new Error(`${pkgName} ${version}: no ${missing.join(', ')}; update shared-deps.ts`);
  }
  return files.map((file): [string, SharedEntry] => [
    path.join(pkgDir, file),
    {
      singleton: true,
      shareKey: `${pkgName}/${file.replace(/(\/index)?\.mjs$/, '')}`,
      version: provided(version) ?? version,
      requiredVersion,
    },
  ]);
}

function muiEntries(appDir: string, declared: Record<string, string>) {
  return fileEntries(
    '@mui/material',
    packageDir('@mui/material', appDir),
    [...MUI_STYLING_FILES, ...MUI_COMPONENT_FILES],
    caret(declared['@mui/material']),
  );
}

function packageNameOf(moduleId: string): string {
  const parts = moduleId.split('/');
  return moduleId.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function readJson(file: string): PackageJson {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;
}

const sharedPackage = readJson(path.join(__dirname, '..', 'package.json'));

/**
 * Shared config for one app: every singleton with `requiredVersion` taken from that app's
 * package.json (a caret range of the pinned version, so a remote built against an older minor
 * still accepts the host's copy).
 */
/**
 * COLLEGHI_OLDER_SHARED=1 builds an app as if it had been built against the previous minor of
 * every shared library (e.g. react 19.2.0, ^19.2.0): the e2e version-skew test deploys such a
 * remote next to the current host and checks it runs on the host's copies.
 */
const OLDER_SHARED = process.env.COLLEGHI_OLDER_SHARED === '1';

function olderMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  // Below 1.0.0 a minor is a breaking change (^0.1.0 excludes 0.2.0): those stay as they are.
  return major > 0 && minor > 0 ? `${major}.${minor - 1}.0` : version;
}

function caret(pinned: string | undefined): string | false {
  if (!pinned) return false;
  const version = pinned.replace(/^[\^~]/, '');
  return `^${OLDER_SHARED ? olderMinor(version) : version}`;
}

/** The version an app declares it provides: its own, or one minor older for the skew test. */
function provided(version: string | undefined): string | undefined {
  return version && OLDER_SHARED ? olderMinor(version) : undefined;
}

export function sharedDependencies(appPackageJsonPath: string): Record<string, SharedEntry> {
  const app = readJson(appPackageJsonPath);
  const declared = { ...app.peerDependencies, ...app.devDependencies, ...app.dependencies };
  const entries = SINGLETON_MODULES.map((moduleId): [string, SharedEntry] => {
    const pkg = packageNameOf(moduleId);
    const version = provided(declared[pkg]?.replace(/^[\^~]/, ''));
    return [
      moduleId,
      { singleton: true, requiredVersion: caret(declared[pkg]), ...(version ? { version } : {}) },
    ];
  });
  const sharedVersion = sharedPackage.version ?? '0.0.0';
  const state = Object.entries(SHARED_STATE_FILES).map(
    ([file, shareKey]): [string, SharedEntry] => [
      path.join(__dirname, '..', 'src', file),
      {
        singleton: true,
        shareKey,
        version: provided(sharedVersion) ?? sharedVersion,
        requiredVersion: caret(sharedVersion),
      },
    ],
  );
  return Object.fromEntries([
    ...entries,
    ...state,
    ...muiEntries(path.dirname(appPackageJsonPath), declared),
  ]);
}
