import type { Compiler } from 'webpack';
import { buildVersion, type SharedEntry } from './shared-deps';

/**
 * A remote consumes the shared modules and provides none: the shell provides every one of them
 * (the same list, shared-deps.ts), and a remote's provides were never chosen over the host's
 * copies, which load first. Its share table and the chunks behind it were ~1.6 KB gzipped of each
 * remoteEntry.js (three of them on /dashboard's first screen). Each consume keeps its fallback,
 * the remote's own copy, for pages without the host (the standalone index.html, the partner
 * embed): there the first consume of a module registers that copy, and the others reuse it.
 */
export type ConsumeEntry = Omit<SharedEntry, 'version'>;

/** The consume side of the shared list: the same keys and ranges, without a provided version. */
export function consumeEntries(shared: Record<string, SharedEntry>): Record<string, ConsumeEntry> {
  return Object.fromEntries(
    Object.entries(shared).map(([request, { version: _provided, ...consume }]) => [
      request,
      consume,
    ]),
  );
}

type ManifestShared = {
  id: string;
  name: string;
  version: string;
  requiredVersion: string;
  singleton: true;
  assets: {
    js: { sync: string[]; async: string[] };
    css: { sync: string[]; async: string[] };
  };
  fallback: string;
};

/** What a remote's mf-manifest.json says about sharing: what it needs, and nothing it provides. */
export function manifestShared(
  container: string,
  shared: Record<string, SharedEntry>,
  appDir: string,
): ManifestShared[] {
  const none = { sync: [], async: [] };
  return Object.entries(shared).map(([request, entry]) => {
    const name = entry.shareKey ?? request;
    return {
      id: `${container}:${name}`,
      name,
      version: buildVersion(request, entry, appDir),
      requiredVersion: entry.requiredVersion || '*',
      singleton: true,
      assets: { js: none, css: none },
      fallback: '',
    };
  });
}

/**
 * The manifest plugin lists shared modules from the federation plugin's `shared` option, which a
 * consume-only remote leaves out: this fills the list in (operators and the version-skew test
 * read the ranges a remote was built against from there).
 */
export class ManifestSharedPlugin {
  constructor(private readonly shared: ManifestShared[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ManifestSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest plugin (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: 'ManifestSharedPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new WebpackError(`ManifestSharedPlugin: no ${MANIFEST}.`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString()) as { shared: unknown[] };
          manifest.shared = this.shared;
          compilation.updateAsset(
            MANIFEST,
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

const MANIFEST = 'mf-manifest.json';
