import type { Compilation, Compiler, Module } from 'webpack';
import { buildVersion, type SharedEntry } from './shared-deps';

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

/** What an app's mf-manifest.json says about sharing: the modules and the ranges it was built with. */
export function manifestShared(
  container: string,
  shared: Record<string, SharedEntry>,
  appDir: string,
): ManifestShared[] {
  return Object.entries(shared).map(([request, entry]) => {
    const name = entry.shareKey ?? request;
    return {
      id: `${container}:${name}`,
      name,
      version: buildVersion(request, entry, appDir),
      requiredVersion: entry.requiredVersion || '*',
      singleton: true,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      fallback: '',
    };
  });
}

/**
 * The manifest plugin lists shared modules from the federation plugin's `shared` option, which
 * neither the shell (provide-only) nor a remote (consume-only) sets: this fills the list in.
 * Operators and the version-skew test read the ranges an app was built against from there, and
 * the benchmark counts, per library, the apps whose copy a page downloaded: each entry's assets
 * are the files holding the app's own copy (the shell's provided one, a remote's fallback).
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
          const files = copyFiles(compilation);
          manifest.shared = this.shared.map((entry) => ({
            ...entry,
            assets: {
              ...entry.assets,
              js: { sync: [], async: [...(files.get(entry.name) ?? [])].sort() },
            },
          }));
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

/** The share key of one of enhanced's sharing modules (a consume or a provide), else null. */
function shareKeyOf(module: Module): string | null {
  const sharing = module as Module & { options?: { shareKey?: string }; _name?: string };
  if (module.type === 'consume-shared-module') return sharing.options?.shareKey ?? null;
  if (module.type === 'provide-module') return sharing._name ?? null;
  return null;
}

/**
 * Per share key, the JS files of the chunks that hold the module a sharing module loads: for a
 * provide, the app's copy it offers; for a consume, the fallback. Only the chunks of that module
 * itself: a chunk of helpers that the app's screens share with it would count them as copies.
 */
function copyFiles(compilation: Compilation): Map<string, Set<string>> {
  const files = new Map<string, Set<string>>();
  for (const module of compilation.modules) {
    const key = shareKeyOf(module);
    if (!key) continue;
    for (const block of module.blocks) {
      for (const dependency of block.dependencies) {
        const copy = compilation.moduleGraph.getModule(dependency);
        if (!copy) continue;
        for (const chunk of compilation.chunkGraph.getModuleChunksIterable(copy)) {
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            files.set(key, (files.get(key) ?? new Set<string>()).add(file));
          }
        }
      }
    }
  }
  return files;
}
