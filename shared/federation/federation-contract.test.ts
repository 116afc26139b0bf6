import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { checkFederationVersions, installedVersion } from './federation-versions';
import { buildProbe, PROBE_CONTAINER, PROBE_REACT_VERSION } from './probe-build';
import { consumeOnly, remoteManifest, shellManifest } from './remote-sharing';
import {
  MUI_COMPONENT_FILES,
  MUI_STYLING_FILES,
  sharedDependencies,
  type SharedEntry,
} from './shared-deps';
import hostRuntimeCorePlugin from './runtime/host-runtime-plugin';

/*
 * What the federation build relies on that a release of @module-federation/enhanced or of MUI
 * could change (docs/ARCHITECTURE.md, "What stays version-sensitive"): each is checked here, at
 * build time, instead of failing in the browser.
 */

const sharedDir = path.join(__dirname, '..');

type RuntimeGlobal = typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
  RUNTIME_VERSION?: string;
};
const page = globalThis as RuntimeGlobal;

function forgetProvidedCore(): void {
  delete page._FEDERATION_RUNTIME_CORE;
  delete page._FEDERATION_RUNTIME_CORE_FROM;
}

type BeforeInit = (args: { options: { name: string } }) => unknown;

describe('the federation packages', () => {
  it('are one release: the core the page provides is the one the remotes are built for', () => {
    const enhanced = installedVersion('@module-federation/enhanced', sharedDir);
    expect(checkFederationVersions(sharedDir)).toBe(enhanced);
    expect(installedVersion('@module-federation/runtime-core', sharedDir)).toBe(enhanced);
  });
});

describe('experiments.externalRuntime and the core the host provides', () => {
  afterEach(forgetProvidedCore);

  it('a remote built with externalRuntime takes the core from the global the host sets', async () => {
    const built = await buildProbe(
      [
        new ModuleFederationPlugin({
          ...PROBE_CONTAINER,
          shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
          experiments: { externalRuntime: true },
        }),
      ],
      ['remoteEntry.js'],
    );
    const entry = built['remoteEntry.js'];
    // The core is an external read from that global, not bundled (its own copy would define
    // the federation instance's class).
    expect(entry).toMatch(/module\.exports = \w+\[?"?_FEDERATION_RUNTIME_CORE\b/);
    expect(entry).not.toMatch(/class ModuleFederation\b/);
  }, 60000);

  it("the host's runtime plugin sets what provideExternalRuntime's plugin sets", () => {
    // The plugin that `experiments.provideExternalRuntime` adds, resolved as the option does.
    const enhanced = require.resolve('@module-federation/enhanced', { paths: [sharedDir] });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- resolved like enhanced does
    const official = require(
      require.resolve('@module-federation/inject-external-runtime-core-plugin', {
        paths: [enhanced],
      }),
    ) as (() => { beforeInit: BeforeInit }) | { default: () => { beforeInit: BeforeInit } };
    const injectPlugin = typeof official === 'function' ? official : official.default;
    injectPlugin().beforeInit({ options: { name: 'host' } });
    const officialKeys = Object.keys(page).filter((key) => key.startsWith('_FEDERATION_RUNTIME'));
    const officialCore = page._FEDERATION_RUNTIME_CORE as Record<string, unknown>;
    expect(officialKeys.sort()).toEqual([
      '_FEDERATION_RUNTIME_CORE',
      '_FEDERATION_RUNTIME_CORE_FROM',
    ]);
    forgetProvidedCore();

    page.RUNTIME_VERSION = installedVersion('@module-federation/runtime-core', sharedDir);
    try {
      const plugin = hostRuntimeCorePlugin();
      (plugin.beforeInit as unknown as BeforeInit)({ options: { name: 'host' } });
    } finally {
      delete page.RUNTIME_VERSION;
    }
    expect(
      Object.keys(page)
        .filter((key) => key.startsWith('_FEDERATION_RUNTIME'))
        .sort(),
    ).toEqual(officialKeys.sort());
    expect(page._FEDERATION_RUNTIME_CORE_FROM).toEqual({
      name: 'host',
      version: installedVersion('@module-federation/runtime-core', sharedDir),
    });
    // The same API: what a remote calls on the official plugin's core is there on ours.
    const ours = page._FEDERATION_RUNTIME_CORE as Record<string, unknown>;
    for (const name of Object.keys(officialCore)) {
      expect(typeof ours[name]).toBe(typeof officialCore[name]);
    }
  });
});

describe('mf-manifest.json', () => {
  it('lists each shared module with its version, its range and the files of its copy', async () => {
    const built = await buildProbe(
      [
        new ModuleFederationPlugin({
          ...PROBE_CONTAINER,
          manifest: true,
          shared: { react: { singleton: true, requiredVersion: '^19.0.0' } },
        }),
      ],
      ['mf-manifest.json'],
    );
    const manifest = JSON.parse(built['mf-manifest.json']) as {
      shared: {
        name: string;
        version: string;
        requiredVersion: string;
        assets: { js: { sync: string[]; async: string[] } };
      }[];
    };
    // The release check, the version-skew test and the benchmark read these fields.
    const react = manifest.shared.find((entry) => entry.name === 'react');
    expect(react).toMatchObject({ version: PROBE_REACT_VERSION, requiredVersion: '^19.0.0' });
    expect([...react!.assets.js.sync, ...react!.assets.js.async]).toContainEqual(
      expect.stringMatching(/react_index_js\.js$/),
    );
  }, 60000);
});

type ManifestShared = {
  name: string;
  version: string;
  requiredVersion: string;
  singleton?: boolean;
  assets: { js: { sync: string[]; async: string[] } };
};

describe('a remote that only consumes (documented ConsumeSharedPlugin, manifest additionalData)', () => {
  const shared: Record<string, SharedEntry> = {
    react: { singleton: true, requiredVersion: '^19.0.0' },
  };

  it('provides nothing, keeps its own copy as fallback, and its manifest lists what it consumes', async () => {
    const built = await buildProbe(
      [
        new ModuleFederationPlugin({
          ...PROBE_CONTAINER,
          manifest: remoteManifest(shared, 'probe', sharedDir),
        }),
        consumeOnly(shared),
      ],
      ['remoteEntry.js', 'mf-manifest.json'],
    );
    const entry = built['remoteEntry.js'];
    // Consumed, with the range and a fallback to the remote's own copy.
    expect(entry).toMatch(/fallback: \(\) =>[^]*?shareKey: "react"/);
    expect(entry).toMatch(/requiredVersion: "\^19\.0\.0"/);
    // Provided by nothing: the share scope this container offers is empty (with `shared` it
    // reads `{ "react": [{ version: "19…", get: … }] }`).
    expect(entry).toMatch(/initOptions\.shared = \{\}/);
    expect(entry).not.toContain(`version: "${PROBE_REACT_VERSION}"`);

    const manifest = JSON.parse(built['mf-manifest.json']) as { shared: ManifestShared[] };
    expect(manifest.shared).toHaveLength(1);
    expect(manifest.shared[0]).toMatchObject({
      name: 'react',
      version: PROBE_REACT_VERSION,
      requiredVersion: '^19.0.0',
      singleton: true,
    });
    expect(manifest.shared[0].assets.js.sync).toContainEqual(
      expect.stringMatching(/react_index_js\.js$/),
    );
  }, 60000);

  it("the shell's manifest marks each shared module singleton, as the release check reads", async () => {
    const built = await buildProbe(
      [
        new ModuleFederationPlugin({
          ...PROBE_CONTAINER,
          shared,
          manifest: shellManifest(shared),
        }),
      ],
      ['mf-manifest.json'],
    );
    const manifest = JSON.parse(built['mf-manifest.json']) as { shared: ManifestShared[] };
    expect(manifest.shared.find((item) => item.name === 'react')).toMatchObject({
      version: PROBE_REACT_VERSION,
      singleton: true,
    });
  }, 60000);
});

describe('the MUI files shared by path', () => {
  it('exist in the installed @mui/material, so every app shares them', () => {
    const shared = sharedDependencies(path.join(sharedDir, 'package.json'));
    const muiKeys = Object.keys(shared).filter((key) => key.includes(`${path.sep}@mui${path.sep}`));
    expect(muiKeys).toHaveLength(MUI_STYLING_FILES.length + MUI_COMPONENT_FILES.length);
    for (const file of muiKeys) expect(fs.existsSync(file)).toBe(true);
  });
});
