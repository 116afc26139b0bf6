import fs from 'node:fs';
import path from 'node:path';
import { ConsumeSharedPlugin, ProvideSharedPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { WebpackPluginInstance } from 'webpack';
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

type ManifestEntry = { name: string; assets: { js: { sync: string[]; async: string[] } } };
type Built = { entry: string; manifest: { shared: ManifestEntry[] } };

/** A container exposing one module that uses react, with `sharing`, and the manifest plugin. */
async function buildWith(sharing: WebpackPluginInstance[]): Promise<Built> {
  const built = await buildProbe(
    [
      new ModuleFederationPlugin({ ...PROBE_CONTAINER, manifest: true }),
      ...sharing,
      new ManifestSharedPlugin(manifestShared('probe', SHARED, sharedDir)),
    ],
    ['remoteEntry.js', 'mf-manifest.json'],
  );
  return {
    entry: built['remoteEntry.js'],
    manifest: JSON.parse(built['mf-manifest.json']) as Built['manifest'],
  };
}

/** Wired like createFederatedConfig's remotes. */
const buildRemote = () =>
  buildWith([new ConsumeSharedPlugin({ shareScope: 'default', consumes: consumeEntries(SHARED) })]);

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

  it('lists what it needs in mf-manifest.json, and the file of its own copy', () => {
    expect(built.manifest.shared).toEqual([
      {
        id: 'probe:react',
        name: 'react',
        version: reactVersion,
        requiredVersion: '^19.0.0',
        singleton: true,
        assets: {
          // The fallback's chunk (named after react's files in a development build): a page
          // that downloads it runs this remote's react, which the benchmark counts as a copy.
          js: { sync: [], async: [expect.stringMatching(/react_index_js\.js$/)] },
          css: { sync: [], async: [] },
        },
        fallback: '',
      },
    ]);
  });
});

describe('the shell, which provides and does not consume', () => {
  it('lists in mf-manifest.json the file of the react it provides', async () => {
    const { manifest } = await buildWith([
      new ProvideSharedPlugin({
        shareScope: 'default',
        provides: { react: { ...SHARED.react, version: reactVersion } },
      }),
      new ConsumeSharedPlugin({ shareScope: 'default', consumes: {} }),
    ]);
    expect(manifest.shared).toEqual([
      expect.objectContaining({
        name: 'react',
        version: reactVersion,
        assets: expect.objectContaining({
          js: { sync: [], async: [expect.stringMatching(/react_index_js\.js$/)] },
        }) as unknown,
      }),
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
