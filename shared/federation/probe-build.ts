import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type WebpackPluginInstance } from 'webpack';

const sharedDir = path.join(__dirname, '..');

/**
 * For the build's contract tests: a container named `probe` exposing ./Widget (a module that
 * uses react), built unminified with `plugins` (the federation plugin among them), read back
 * file by file from its output.
 */
export async function buildProbe(
  plugins: WebpackPluginInstance[],
  files: readonly string[],
): Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-probe-'));
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
    plugins,
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

/** The version of the react the probe is built with. */
export const PROBE_REACT_VERSION = (
  JSON.parse(
    fs.readFileSync(require.resolve('react/package.json', { paths: [sharedDir] }), 'utf8'),
  ) as { version: string }
).version;

/** The probe's federation options: the container and its one exposed module. */
export const PROBE_CONTAINER = {
  name: 'probe',
  filename: 'remoteEntry.js',
  exposes: { './Widget': './widget.js' },
  dts: false,
} as const;
