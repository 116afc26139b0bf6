import fs from 'node:fs';
import path from 'node:path';

/**
 * The one list of modules that exist once in the page. Subpaths are listed explicitly:
 * prefix keys ("react/") lose `singleton` in @module-federation/enhanced.
 */
export const SINGLETON_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'jotai',
  '@mui/material',
  '@mui/material/styles',
  '@emotion/react',
  '@emotion/styled',
  'axios',
  'dayjs',
  '@colleghi/shared',
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
};

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
          version: sharedPackage.version,
          requiredVersion: `^${sharedPackage.version ?? '0.0.0'}`,
        },
      ];
    }
    const pinned = declared[pkg];
    return [
      moduleId,
      { singleton: true, requiredVersion: pinned ? `^${pinned.replace(/^[\^~]/, '')}` : false },
    ];
  });
  return Object.fromEntries(entries);
}
