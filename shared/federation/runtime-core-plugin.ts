import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** Served next to remoteEntry.js; pages without the host load it before any federation code. */
export const RUNTIME_CORE_FILE = 'federation-runtime.js';

const ENTRY = path.join(__dirname, 'runtime', 'provide-runtime-core.ts');

let bundled: Promise<string> | null = null;

/** esbuild does this in well under a second: a second webpack compilation would cost ~5 s. */
function bundleRuntimeCore(): Promise<string> {
  bundled ??= (async () => {
    // The package exports no ./package.json: its entry is dist/index.cjs, one folder below.
    const coreEntry = require.resolve('@module-federation/runtime-core', { paths: [__dirname] });
    const corePackage = path.join(path.dirname(coreEntry), '..', 'package.json');
    const { version } = JSON.parse(fs.readFileSync(corePackage, 'utf8')) as { version: string };
    const result = await build({
      entryPoints: [ENTRY],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      write: false,
      legalComments: 'none',
      define: { RUNTIME_VERSION: JSON.stringify(version) },
    });
    return result.outputFiles[0].text;
  })();
  return bundled;
}

/**
 * For remotes built with `experiments.externalRuntime`: their remoteEntry.js and main.js use the
 * federation runtime core of the page (the host's, ~13 KB gzipped less per remote) instead of
 * bundling their own. This plugin emits federation-runtime.js, which provides that core where
 * there is no host, and puts it before main.js in the remote's standalone index.html.
 */
export class RuntimeCorePlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RuntimeCorePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'RuntimeCorePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          compilation.fileDependencies.add(ENTRY);
          compilation.emitAsset(RUNTIME_CORE_FILE, new RawSource(await bundleRuntimeCore()));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'RuntimeCorePlugin',
        (data) => {
          const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `/${RUNTIME_CORE_FILE}`,
          });
          // Deferred scripts run in document order: the runtime core before main.js.
          data.headTags.unshift(tag);
          return data;
        },
      );
    });
  }
}
