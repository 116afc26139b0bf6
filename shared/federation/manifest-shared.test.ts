import { ConsumeSharedPlugin, ProvideSharedPlugin } from '@module-federation/enhanced';
import { buildSharingProbe, PROBE_REACT_VERSION } from './probe-build';
import type { SharedEntry } from './shared-deps';

const SHARED: Record<string, SharedEntry> = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
};

describe('the shell, which provides and does not consume', () => {
  it('lists in mf-manifest.json the file of the react it provides', async () => {
    const { manifest } = await buildSharingProbe(
      [
        new ProvideSharedPlugin({
          shareScope: 'default',
          provides: { react: { ...SHARED.react, version: PROBE_REACT_VERSION } },
        }),
        new ConsumeSharedPlugin({ shareScope: 'default', consumes: {} }),
      ],
      SHARED,
    );
    expect(manifest.shared).toEqual([
      expect.objectContaining({
        name: 'react',
        version: PROBE_REACT_VERSION,
        assets: expect.objectContaining({
          js: { sync: [], async: [expect.stringMatching(/react_index_js\.js$/)] },
        }) as unknown,
      }),
    ]);
  }, 60000);
});
