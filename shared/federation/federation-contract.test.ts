import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { APPS } from './apps';
import { PLATFORM_STATE_FILES, SHARED_LIBRARIES, sharedDependencies } from './shared-deps';
import { federationOptions } from './webpack-config';

/*
 * What the federation build relies on that a release of @module-federation/enhanced, or an edit
 * of the list, could change (docs/ARCHITECTURE.md, "What stays version-sensitive"): each is
 * checked here, at build time, instead of failing in the browser.
 */

const sharedDir = path.join(__dirname, '..');
const root = path.join(sharedDir, '..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
const reactVersion = readJson(
  require.resolve('react/package.json', { paths: [sharedDir] }),
).version;

/**
 * A container `probe` exposing ./Widget, which imports react, react/jsx-runtime and a file of
 * its own (./state.js), built unminified with the federation `options` (given its folder).
 */
async function buildProbe(
  options: (dir: string) => Partial<ConstructorParameters<typeof ModuleFederationPlugin>[0]>,
  files: string[],
): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-probe-'));
  fs.writeFileSync(path.join(dir, 'state.js'), 'export const state = {};\n');
  fs.writeFileSync(
    path.join(dir, 'widget.js'),
    "import React from 'react';\nimport { jsx } from 'react/jsx-runtime';\n" +
      "import { state } from './state.js';\nexport default [React, jsx, state];\n",
  );
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'probe' },
    resolve: { modules: [path.join(sharedDir, 'node_modules'), 'node_modules'] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'probe',
        filename: 'remoteEntry.js',
        exposes: { './Widget': './widget.js' },
        dts: false,
        ...options(dir),
      }),
    ],
  });
  try {
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
        else resolve();
      }),
    );
    return Object.fromEntries(
      files.map((file) => [file, fs.readFileSync(path.join(dir, 'dist', file), 'utf8')]),
    );
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the shared list of every app', () => {
  const apps = Object.values(APPS).map((app) => path.join(root, app.dir, 'package.json'));

  it.each(apps)(
    '%s: every library a singleton, in the caret range of its pinned version',
    (file) => {
      const declared = readJson(file).dependencies;
      const shared = sharedDependencies(file);
      for (const request of SHARED_LIBRARIES) {
        const pkg = request
          .split('/')
          .slice(0, request.startsWith('@') ? 2 : 1)
          .join('/');
        expect(shared[request]).toMatchObject({
          singleton: true,
          requiredVersion: `^${declared[pkg]}`,
        });
      }
      for (const file of PLATFORM_STATE_FILES) {
        expect(shared[path.join(sharedDir, 'src', file)]).toMatchObject({ singleton: true });
      }
    },
  );

  it('holds the libraries that must be one per page, the server-data ones included', () => {
    expect(SHARED_LIBRARIES).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'jotai', 'axios', '@tanstack/react-query']),
    );
    expect(SHARED_LIBRARIES).toEqual(
      expect.arrayContaining(['@emotion/react', '@mui/system/DefaultPropsProvider']),
    );
    // MUI's components are each app's own: shared apart, a component and its siblings' private
    // contexts could come from two builds.
    expect(SHARED_LIBRARIES.some((lib) => lib.startsWith('@mui/material'))).toBe(false);
    // The router is one per page through its facade, which re-exports what we route with: the
    // package itself is not shared whole.
    expect(PLATFORM_STATE_FILES).toContain('router.ts');
    expect(SHARED_LIBRARIES).not.toContain('react-router-dom');
    expect(SHARED_LIBRARIES).not.toContain('react-router');
  });

  it('the host and the remotes load what the page loaded first, and write mf-manifest.json', () => {
    const shared = sharedDependencies(path.join(root, 'host', 'package.json'));
    for (const options of [
      federationOptions('host', shared),
      federationOptions('agenda', shared, { './App': './src/expose/app.tsx' }),
    ]) {
      expect(options).toMatchObject({ shared, shareStrategy: 'loaded-first', manifest: true });
    }
  });
});

describe('@module-federation/enhanced, as the list uses it', () => {
  it('a file of our own keyed by path is shared under its shareKey, imported relatively', async () => {
    const built = await buildProbe(
      (dir) => ({
        manifest: true,
        shared: {
          [path.join(dir, 'state.js')]: {
            singleton: true,
            shareKey: '@colleghi/shared/probe-state',
            version: '0.1.0',
            requiredVersion: '^0.1.0',
          },
        },
      }),
      ['remoteEntry.js', 'mf-manifest.json'],
    );
    expect(built['remoteEntry.js']).toMatch(/shareKey: "@colleghi\/shared\/probe-state"/);
    const manifest = JSON.parse(built['mf-manifest.json']) as { shared: { name: string }[] };
    expect(manifest.shared.map((entry) => entry.name)).toContain('@colleghi/shared/probe-state');
  }, 60000);

  it('mf-manifest.json lists each shared module with its version, range and files', async () => {
    const built = await buildProbe(
      () => ({
        manifest: true,
        shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
      }),
      ['mf-manifest.json'],
    );
    const manifest = JSON.parse(built['mf-manifest.json']) as {
      shared: {
        name: string;
        version: string;
        requiredVersion: string;
        singleton: boolean;
        assets: { js: { sync: string[] } };
      }[];
    };
    // The release check, the version-skew test and the benchmark read these fields.
    const react = manifest.shared.find((entry) => entry.name === 'react');
    expect(react).toMatchObject({
      version: reactVersion,
      requiredVersion: '^19.0.0',
      singleton: true,
    });
    expect(react!.assets.js.sync).toContainEqual(expect.stringMatching(/react_index_js\.js$/));
  }, 60000);
});
