import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { ClassicShareRuntimePlugin } from './share-runtime-plugin';

const sharedDir = path.join(__dirname, '..');

/** A container exposing one module that uses a shared react, built unminified. */
async function buildContainer(withPlugin: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-runtime-'));
  fs.writeFileSync(
    path.join(dir, 'widget.js'),
    "import React from 'react';\nexport default React;\n",
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
        shared: { react: { singleton: true, requiredVersion: false } },
        dts: false,
      }),
      ...(withPlugin ? [new ClassicShareRuntimePlugin()] : []),
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
    return fs.readFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8');
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
