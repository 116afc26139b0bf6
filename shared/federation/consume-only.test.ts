import fs from 'node:fs';
import path from 'node:path';
import { ConsumeSharedPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { buildProbe, PROBE_CONTAINER } from './probe-build';
import { consumeEntries, manifestShared, ManifestSharedPlugin } from './consume-only';
import type { SharedEntry } from './shared-deps';

const sharedDir = path.join(__dirname, '..');
const reactVersion = (
  JSON.parse(
    fs.readFileSync(require.resolve('react/package.json', { paths: [sharedDir] }), 'utf8'),
  ) as { version: string }
).version;

const SHARED: Record<string, SharedEntry> = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
};

type Built = { entry: string; manifest: { shared: Record<string, unknown>[] } };

/** A remote exposing one module that uses react, wired like createFederatedConfig's remotes. */
async function buildRemote(): Promise<Built> {
  const built = await buildProbe(
    [
      new ModuleFederationPlugin({ ...PROBE_CONTAINER, manifest: true }),
      new ConsumeSharedPlugin({ shareScope: 'default', consumes: consumeEntries(SHARED) }),
      new ManifestSharedPlugin(manifestShared('probe', SHARED, sharedDir)),
    ],
    ['remoteEntry.js', 'mf-manifest.json'],
  );
  return {
    entry: built['remoteEntry.js'],
    manifest: JSON.parse(built['mf-manifest.json']) as Built['manifest'],
  };
}

describe('a consume-only remote', () => {
  let built: Built;
  beforeAll(async () => {
    built = await buildRemote();
  });

  it('provides nothing to the share scope', () => {
    expect(built.entry).toMatch(/\.initOptions\.shared = \{\}/);
  });

  it('consumes react with its own copy as the fallback', () => {
    const consumes = built.entry.slice(built.entry.indexOf('moduleIdToConsumeDataMapping'));
    expect(consumes).toMatch(/shareKey: "react"/);
    expect(consumes).toMatch(/requiredVersion: "\^19\.0\.0"/);
    expect(consumes).toMatch(/fallback: /);
  });

  it('lists what it needs in mf-manifest.json, with no assets of its own', () => {
    expect(built.manifest.shared).toEqual([
      {
        id: 'probe:react',
        name: 'react',
        version: reactVersion,
        requiredVersion: '^19.0.0',
        singleton: true,
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
        fallback: '',
      },
    ]);
  });
});

describe('consumeEntries', () => {
  it('keeps the share key and range and drops the provided version', () => {
    expect(
      consumeEntries({
        '/abs/store.tsx': {
          singleton: true,
          shareKey: '@colleghi/shared/store',
          version: '0.0.9',
          requiredVersion: '^0.0.9',
        },
      }),
    ).toEqual({
      '/abs/store.tsx': {
        singleton: true,
        shareKey: '@colleghi/shared/store',
        requiredVersion: '^0.0.9',
      },
    });
  });
});
