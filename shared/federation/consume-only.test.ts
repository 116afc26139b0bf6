import { ConsumeSharedPlugin } from '@module-federation/enhanced';
import {
  buildSharingProbe,
  PROBE_REACT_VERSION as reactVersion,
  type SharingProbe,
} from './probe-build';
import { consumeEntries } from './consume-only';
import type { SharedEntry } from './shared-deps';

const SHARED: Record<string, SharedEntry> = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
};

/** Wired like createFederatedConfig's remotes. */
const buildRemote = () =>
  buildSharingProbe(
    [new ConsumeSharedPlugin({ shareScope: 'default', consumes: consumeEntries(SHARED) })],
    SHARED,
  );

describe('a consume-only remote', () => {
  let built: SharingProbe;
  // A webpack build: seconds on a quiet machine, more on a busy one.
  beforeAll(async () => {
    built = await buildRemote();
  }, 60000);

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
