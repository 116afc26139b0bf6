import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, Configuration } from 'webpack';
import { optimizationFor, publicFiles, RESOLVE, sourceRules } from '@colleghi/shared/federation';
import activities from '../../mfe-activities/webpack.config';
import agenda from '../../mfe-agenda/webpack.config';
import account from '../../mfe-account/webpack.config';
import learning from '../../mfe-learning/webpack.config';
import records from '../../mfe-records/webpack.config';
import { shellPage } from '../../host/gate-html';

/**
 * The same source as the federated build, as ONE webpack build: the host's entry, with each
 * remote's exposed modules imported directly (as lazy chunks, the way a monolith would split its
 * routes) instead of through Module Federation. The benchmark compares the two.
 */
const root = path.resolve(__dirname, '..', '..');
const hostDir = path.join(root, 'host');

/** `loadRemote('agenda/App')` → `import('<mfe-agenda>/src/expose/app.tsx')`, for every expose. */
function writeRemoteTable(): void {
  const lines: string[] = [];
  for (const remote of [activities, agenda, account, learning, records]) {
    const { name, dir, exposes, widgets } = remote.options;
    for (const [key, file] of Object.entries({ ...exposes, ...widgets })) {
      const id = `${name}/${key.replace(/^\.\//, '')}`;
      const target = path.relative(__dirname, path.join(dir, file)).split(path.sep).join('/');
      lines.push(`  '${id}': () => import('${target}'),`);
    }
  }
  // Plain JavaScript (typed by remote-table.d.ts), so type-checking the bench does not pull in
  // the remotes' sources; they are type-checked in their own packages.
  fs.writeFileSync(
    path.join(__dirname, 'remote-table.js'),
    '// Written by bench/monolith/webpack.config.ts at each build.\n' +
      'export const remoteTable = {\n' +
      lines.join('\n') +
      '\n};\n',
  );
}

/**
 * The host reads each remote's routes.json next to its manifest URL. The monolith has no remote
 * servers: its config.json points every remote at a folder of its own output, where this writes
 * the remote's declared routes (the manifest itself is never fetched: loadRemote is an import).
 */
class MonolithRoutesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('MonolithRoutesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'MonolithRoutesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          const configFile = path.join(hostDir, 'public', 'config.json');
          const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as {
            remotes: Record<string, string>;
          };
          config.remotes = {};
          for (const remote of [activities, agenda, account, learning]) {
            const { name, routes } = remote.options;
            config.remotes[name] = `/remotes/${name}/mf-manifest.json`;
            const document = JSON.stringify({ remote: name, routes: routes ?? [] }, null, 2);
            compilation.emitAsset(`remotes/${name}/routes.json`, new sources.RawSource(document));
          }
          compilation.updateAsset(
            'config.json',
            new sources.RawSource(`${JSON.stringify(config, null, 2)}\n`),
          );
        },
      );
    });
  }
}

export default (): Configuration => {
  const page = shellPage();
  writeRemoteTable();
  return {
    mode: 'production',
    context: hostDir,
    entry: { main: './src/index.ts' },
    devtool: 'source-map',
    output: {
      path: process.env.MONOLITH_OUT ?? path.join(root, 'bench', '.work', 'monolith'),
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    // The apps' resolution, plus the federation stand-ins.
    resolve: {
      ...RESOLVE,
      alias: {
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.ts'),
        '@module-federation/retry-plugin$': path.join(__dirname, 'retry-plugin.ts'),
      },
    },
    resolveLoader: { modules: [path.join(__dirname, '..', 'node_modules'), 'node_modules'] },
    module: { rules: sourceRules(true) },
    plugins: [
      // The host's page, narrow gate included, so the two builds differ only by federation.
      new HtmlWebpackPlugin({ template: path.join(hostDir, 'public', 'index.html'), ...page.html }),
      ...page.plugins,
      publicFiles(path.join(hostDir, 'public')),
      new MonolithRoutesPlugin(),
    ],
    performance: { hints: false },
    // The same chunking and minifier as the federated apps: only federation differs.
    optimization: optimizationFor(true),
  };
};
