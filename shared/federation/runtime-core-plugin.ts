import path from 'node:path';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { checkFederationVersions } from './federation-versions';

/** Served next to remoteEntry.js; pages without the host load it before any federation code. */
export const RUNTIME_CORE_FILE = 'federation-runtime.js';

const SCRIPT = path.join(__dirname, 'runtime', 'runtime-core-script.ts');

/** The host's build-time runtime plugin that provides its own core to the remotes. */
export const HOST_RUNTIME_PLUGIN = path.join(__dirname, 'runtime', 'host-runtime-plugin.ts');

/**
 * The runtime core's version, the one the host and federation-runtime.js provide; the build
 * fails if it is not the release of @module-federation/enhanced that builds the remotes.
 */
export function runtimeCoreVersion(): string {
  return checkFederationVersions(__dirname);
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
 * Remotes are built with the documented `experiments.externalRuntime`: their remoteEntry.js and
 * main.js take the federation runtime core from `globalThis._FEDERATION_RUNTIME_CORE`, which
 * the host's `experiments.provideExternalRuntime` sets (~13 KB gzipped less per remote). Where
 * there is no host (a remote's standalone index.html, the partner embed) nothing sets it: this
 * plugin emits federation-runtime.js, which does, and puts it before main.js in the remote's
 * standalone index.html.
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
