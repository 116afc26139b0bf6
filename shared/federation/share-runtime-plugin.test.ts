import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { buildProbe, PROBE_CONTAINER } from './probe-build';
import { ClassicShareRuntimePlugin } from './share-runtime-plugin';

/** A container exposing one module that uses a shared react, built unminified. */
async function buildContainer(withPlugin: boolean): Promise<string> {
  const built = await buildProbe(
    [
      new ModuleFederationPlugin({
        ...PROBE_CONTAINER,
        shared: { react: { singleton: true, requiredVersion: false } },
      }),
      ...(withPlugin ? [new ClassicShareRuntimePlugin()] : []),
    ],
    ['remoteEntry.js'],
  );
  return built['remoteEntry.js'];
}

/** The definitions of initializeSharing (`__webpack_require__.I`) in the container. */
function sharingInits(entry: string): string[] {
  return entry.split('__webpack_require__.I = ').slice(1);
}

// The federation plugin's initializeSharing hands the scope to the bundler runtime.
// (webpack's unminified runtime starts each line with a comment.)
const FEDERATED =
  /^\(name, initScope\) => \{[\s/*]*return __webpack_require__\.federation\.bundlerRuntime\.I\(/;

describe('ClassicShareRuntimePlugin', () => {
  it('webpack still adds its own sharing runtime next to the federation one', async () => {
    // If this fails, webpack stopped adding it and the plugin can go.
    const inits = sharingInits(await buildContainer(false));
    expect(inits).toHaveLength(2);
    expect(inits.filter((init) => FEDERATED.test(init))).toHaveLength(1);
  }, 60000);

  it('leaves only the federation runtime that runs', async () => {
    const entry = await buildContainer(true);
    const inits = sharingInits(entry);
    expect(inits).toHaveLength(1);
    expect(inits[0]).toMatch(FEDERATED);
    expect(entry).toContain('"react"');
  }, 60000);
});
