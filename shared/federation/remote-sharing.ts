import { ConsumeSharedPlugin } from '@module-federation/enhanced';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Compilation, Module } from 'webpack';
import { buildVersion, type SharedEntry } from './shared-deps';

/**
 * How a remote shares: it consumes the page's copy of every shared library and provides none.
 *
 * The shell provides every shared library and its copies are the ones every remote takes
 * (`shareStrategy: 'loaded-first'`), so a remote's provides were never used where there is a
 * shell, yet they were ~2.5 KB gzipped of remoteEntry.js per remote on every route (three on
 * /dashboard): each one its name, version and loader, twice. A remote uses the documented
 * ConsumeSharedPlugin of @module-federation/enhanced instead of `shared` (the SharePlugin that
 * `shared` applies is ConsumeSharedPlugin plus ProvideSharedPlugin): every consume keeps its own
 * copy as fallback (`import`), which is what runs where no shell provides anything (the remote
 * standalone, the partner embed).
 */
export function consumeOnly(shared: Record<string, SharedEntry>): ConsumeSharedPlugin {
  return new ConsumeSharedPlugin({
    consumes: Object.fromEntries(
      Object.entries(shared).map(([request, entry]) => [
        request,
        {
          import: request,
          shareKey: entry.shareKey ?? request,
          requiredVersion: entry.requiredVersion,
          singleton: entry.singleton,
        },
      ]),
    ),
  });
}

type ManifestOptions = Exclude<
  NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest']>,
  boolean
>;
type StatsShared = Parameters<
  NonNullable<ManifestOptions['additionalData']>
>[0]['stats']['shared'][number];

/** The options every consume module of @module-federation/enhanced carries (public, typed). */
type ConsumeOptions = { shareKey: string; requiredVersion: string | false; singleton: boolean };

function consumeOptions(module: Module): ConsumeOptions {
  const options = (module as Module & { options?: Partial<ConsumeOptions> }).options;
  if (!options || typeof options.shareKey !== 'string') {
    throw new Error(
      '@module-federation/enhanced: a consume module without options.shareKey; update remote-sharing.ts',
    );
  }
  return {
    shareKey: options.shareKey,
    requiredVersion: options.requiredVersion ?? false,
    singleton: Boolean(options.singleton),
  };
}

/**
 * The files of a consume's fallback: the chunks that hold the remote's own copy of the module.
 * Not every chunk its lazy block opens: those also hold helpers the copy imports that the
 * remote's own code uses too, downloaded with the remote's screens whoever provides the library.
 */
function fallbackFiles(module: Module, compilation: Compilation): string[] {
  const files = new Set<string>();
  for (const block of module.blocks) {
    for (const dependency of block.dependencies) {
      const copy = compilation.moduleGraph.getModule(dependency);
      if (!copy) continue;
      for (const chunk of compilation.chunkGraph.getModuleChunksIterable(copy)) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
    }
  }
  return [...files].sort();
}

/**
 * The `shared` entries of a remote's mf-manifest.json: every library it consumes, with the range
 * it was built for and the version it was built against. The manifest plugin derives these from
 * `shared`, which a remote no longer sets; the release check (scripts/release/compat.mjs) reads
 * them to refuse a remote the live shell does not fit, and the benchmark reads their files to
 * count the copies a page downloads. Written through the manifest's documented `additionalData`.
 */
export function consumedShared(
  compilation: Compilation,
  shared: Record<string, SharedEntry>,
  appName: string,
  appDir: string,
): StatsShared[] {
  const versions = new Map(
    Object.entries(shared).map(([request, entry]) => [
      entry.shareKey ?? request,
      buildVersion(request, entry, appDir),
    ]),
  );
  const entries = new Map<string, StatsShared>();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const options = consumeOptions(module);
    const version = versions.get(options.shareKey);
    if (!version || entries.has(options.shareKey)) continue;
    entries.set(options.shareKey, {
      id: `${appName}:${options.shareKey}`,
      name: options.shareKey,
      version,
      singleton: options.singleton,
      requiredVersion: options.requiredVersion || '*',
      hash: '',
      assets: {
        js: { sync: fallbackFiles(module, compilation), async: [] },
        css: { sync: [], async: [] },
      },
      deps: [],
      usedIn: [],
      usedExports: [],
      fallback: '',
      fallbackName: '',
      fallbackType: 'global',
    });
  }
  return [...entries.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The manifest option of a remote: the library's manifest, with the shared entries above. */
export function remoteManifest(
  shared: Record<string, SharedEntry>,
  appName: string,
  appDir: string,
): ManifestOptions {
  return {
    additionalData: ({ stats, compilation }) => ({
      ...stats,
      shared: consumedShared(compilation, shared, appName, appDir),
    }),
  };
}

/**
 * The manifest option of the shell: the library's manifest, each shared entry marked singleton
 * as configured. The manifest plugin leaves the flag out of what it derives from `shared`, and
 * the release check compares it with what a remote's entries ask for.
 */
export function shellManifest(shared: Record<string, SharedEntry>): ManifestOptions {
  const singletons = new Set(
    Object.entries(shared)
      .filter(([, entry]) => entry.singleton)
      .map(([request, entry]) => entry.shareKey ?? request),
  );
  return {
    additionalData: ({ stats }) => ({
      ...stats,
      shared: stats.shared.map((entry) => ({ ...entry, singleton: singletons.has(entry.name) })),
    }),
  };
}
