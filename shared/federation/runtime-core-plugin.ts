import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** Served next to remoteEntry.js; pages without the host load it before any federation code. */
export const RUNTIME_CORE_FILE = 'federation-runtime.js';

const SCRIPT = path.join(__dirname, 'runtime', 'runtime-core-script.ts');

/** The host's build-time runtime plugin that provides its own core to the remotes. */
export const HOST_RUNTIME_PLUGIN = path.join(__dirname, 'runtime', 'host-runtime-plugin.ts');

/** What each container's federation entry imports: webpack's federation glue, whole. */
const BUNDLER_GLUE = /[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/** A remote's stand-in for that import: the page's glue (see provide-bundler-runtime.ts). */
const REMOTE_BUNDLER = path.join(__dirname, 'runtime', 'remote-bundler.ts');

/** The runtime core's version, defined as RUNTIME_VERSION in the code that provides it. */
export function runtimeCoreVersion(): string {
  // The package exports no ./package.json: its entry is dist/index.cjs, one folder below.
  const coreEntry = require.resolve('@module-federation/runtime-core', { paths: [__dirname] });
  const corePackage = path.join(path.dirname(coreEntry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(corePackage, 'utf8')) as { version: string }).version;
}

let bundled: Promise<string> | null = null;

/** esbuild does this in well under a second: a second webpack compilation would cost ~5 s. */
function bundleRuntimeCore(): Promise<string> {
  bundled ??= (async () => {
    const result = await build({
      entryPoints: [SCRIPT],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      platform: 'browser',
      write: false,
      legalComments: 'none',
      define: {
        RUNTIME_VERSION: JSON.stringify(runtimeCoreVersion()),
        // As the host's build: browsers only, without the runtime's Node.js script loading.
        ENV_TARGET: JSON.stringify('web'),
      },
    });
    return result.outputFiles[0].text;
  })();
  return bundled;
}

/**
 * For remotes built with `experiments.externalRuntime`: their remoteEntry.js and main.js use the
 * federation runtime core of the page (the host's, ~13 KB gzipped less per remote) and webpack's
 * federation glue of the page (~4.5 KB less) instead of bundling their own. This plugin swaps
 * the glue's import for remote-bundler.ts, emits federation-runtime.js, which provides both
 * where there is no host, and puts it before main.js in the remote's standalone index.html.
 */
export class RuntimeCorePlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    let glueSwapped = false;
    new compiler.webpack.NormalModuleReplacementPlugin(BUNDLER_GLUE, (resource) => {
      resource.request = REMOTE_BUNDLER;
      glueSwapped = true;
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('RuntimeCorePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RuntimeCorePlugin', () => {
        // A federation upgrade that imports its glue differently must not ship a second copy.
        if (glueSwapped) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            "RuntimeCorePlugin: the federation entry no longer imports the bundler runtime's " +
              'bundler.js; update BUNDLER_GLUE.',
          ),
        );
      });
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'RuntimeCorePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          compilation.fileDependencies.add(SCRIPT);
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
