import fs from 'node:fs';
import path from 'node:path';

/**
 * The one list of modules that exist once in the page. Subpaths are listed explicitly:
 * prefix keys ("react/") lose `singleton` in @module-federation/enhanced.
 *
 * What is deliberately NOT here, and why (bench/results shows the before/after):
 * - `@mui/material` (the barrel) and its components: shared whole it costs ~140 KB gzipped before
 *   any screen. Each app bundles, tree-shaken, only the components it imports. What must be one
 *   per page is shared instead: the theme and styling engine (`@mui/material/styles`, emotion),
 *   and the React contexts MUI components read (default props, right-to-left), so the host's
 *   theme, its Italian locale defaults and its overrides reach every remote's components.
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
  'axios',
  'dayjs',
  '@colleghi/shared',
  '@colleghi/shared/router',
] as const;

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
 */
export const MUI_STYLING_FILES = [
  'styles/index.mjs',
  'styles/styled.mjs',
  'styles/useTheme.mjs',
  'styles/defaultTheme.mjs',
  'styles/identifier.mjs',
  'styles/rootShouldForwardProp.mjs',
  'zero-styled/index.mjs',
  'DefaultPropsProvider/index.mjs',
  'utils/memoTheme.mjs',
] as const;

function muiStylingEntries(appDir: string, requiredVersion: string | false) {
  const muiDir = path.dirname(require.resolve('@mui/material/package.json', { paths: [appDir] }));
  const version = readJson(path.join(muiDir, 'package.json')).version;
  return MUI_STYLING_FILES.map((file): [string, SharedEntry] => [
    path.join(muiDir, file),
    {
      singleton: true,
      shareKey: `@mui/material/${file.replace(/(\/index)?\.mjs$/, '')}`,
      version: provided(version) ?? version,
      requiredVersion,
    },
  ]);
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
    if (pkg === '@colleghi/shared') {
      return [
        moduleId,
        {
          singleton: true,
          version: provided(sharedPackage.version) ?? sharedPackage.version,
          requiredVersion: caret(sharedPackage.version ?? '0.0.0'),
        },
      ];
    }
    const version = provided(declared[pkg]?.replace(/^[\^~]/, ''));
    return [
      moduleId,
      { singleton: true, requiredVersion: caret(declared[pkg]), ...(version ? { version } : {}) },
    ];
  });
  const styling = muiStylingEntries(
    path.dirname(appPackageJsonPath),
    caret(declared['@mui/material']),
  );
  return Object.fromEntries([...entries, ...styling]);
}
