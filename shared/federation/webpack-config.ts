import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import {
  DefinePlugin,
  type Chunk,
  type ChunkGraph,
  type Compiler,
  type Configuration,
  type Module,
  type RuleSetRule,
  type WebpackPluginInstance,
} from 'webpack';
import { HOST_RUNTIME_PLUGIN, RuntimeCorePlugin, runtimeCoreVersion } from './runtime-core-plugin';
import { sharedDependencies } from './shared-deps';
import { consumeOnly, remoteManifest, shellManifest } from './remote-sharing';
import { RoutesFilePlugin } from './routes-file';
import type { RouteDeclaration } from '../src/routes';

export type FederatedAppOptions = {
  /** Federation container name (host, activities, agenda, account, learning, records). */
  name: string;
  /** Absolute folder of the app (its package.json, src/, public/). */
  dir: string;
  port: number;
  exposes?: Record<string, string>;
  /** Dashboard widgets: exposed like `exposes`, and loaded together by the host's dashboard. */
  widgets?: Record<string, string>;
  /** A remote's pages (its src/routes.ts), written as routes.json for the host's route table. */
  routes?: readonly RouteDeclaration[];
  /**
   * What public/index.html needs beyond the entry (the host's narrow gate): HtmlWebpackPlugin
   * options and the plugins that emit its files, computed when the build starts.
   */
  page?: () => {
    html: Pick<HtmlWebpackPlugin.Options, 'inject' | 'templateParameters'>;
    plugins: WebpackPluginInstance[];
  };
};

type Argv = { mode?: 'production' | 'development' };

/** webpack-dev-server augments Configuration only when imported; the apps own that dependency. */
type FederatedConfiguration = Configuration & { devServer?: Record<string, unknown> };

/** Emits every file of public/ except index.html (which HtmlWebpackPlugin renders). */
export class PublicFilesPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PublicFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          for (const file of fs.readdirSync(this.publicDir)) {
            if (file === 'index.html') continue;
            const full = path.join(this.publicDir, file);
            if (!fs.statSync(full).isFile()) continue;
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/** TypeScript and assets: the loaders every build of our source uses (apps and the monolith). */
export function sourceRules(production: boolean): RuleSetRule[] {
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
  ];
}

/**
 * Module resolution of every build of our source (apps and the monolith). react-router's
 * package exports point at its development build whatever the mode (warnings, invariant
 * messages): production builds use its production build.
 */
export function resolveFor(production: boolean): {
  extensions: string[];
  alias: Record<string, string>;
} {
  const routerDir = path.dirname(
    require.resolve('react-router/package.json', { paths: [__dirname] }),
  );
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      ...(production
        ? { 'react-router$': path.join(routerDir, 'dist', 'production', 'index.mjs') }
        : {}),
    },
  };
}

/**
 * The small modules MUI's components and emotion are made of (class-name helpers, style
 * serialisation, transitions, palettes, clsx, react-is…), in node_modules, the helpers in
 * @mui/material's styles/ and utils/ folders except its files shared by path (shared-deps.ts),
 * and the token storage helpers of @colleghi/shared that its shared files all import.
 * Not SwitchBase, the inside of a checkbox, radio or switch: the shell's first screens show
 * none, a remote's screens carry their own (it is not shared), and in shell-start it loaded on
 * every route (~0.9 KB gzipped); it stays with the host's screens that use it.
 */
const STYLE_HELPERS = new RegExp(
  [
    '[\\\\/]node_modules[\\\\/](?:(?:',
    '@mui[\\\\/](?:utils|system|styled-engine|private-theming|material[\\\\/](?:transitions|internal(?![\\\\/]SwitchBase\\.)|colors))',
    '|@emotion[\\\\/](?:serialize|unitless|hash|memoize|utils|weak-memoize|sheet|cache|is-prop-valid|use-insertion-effect-with-fallbacks)',
    '|clsx|react-is|stylis|@babel[\\\\/]runtime|prop-types',
    ')[\\\\/]',
    '|@mui[\\\\/]material[\\\\/](?:SvgIcon[\\\\/]createSvgIcon\\.|(?:styles|utils)[\\\\/]',
    '(?!(?:styled|useTheme|defaultTheme|identifier|rootShouldForwardProp|memoTheme)\\.)))',
    '|[\\\\/]shared[\\\\/]src[\\\\/]auth[\\\\/](?:storage|token|end-session)\\.ts$',
  ].join(''),
);

/**
 * Helpers in those folders that only menus, tabs and transitions use (roving focus, the
 * Transition state machine) go into a chunk of their own: /dashboard shows none of them and no
 * longer loads them with shell-start (~2.8 KB gzipped less); /signin, which has tabs, loads
 * both chunks (~0.4 KB more, and one request).
 */
const OVERLAY_HELPERS =
  /[\\/]node_modules[\\/]@mui[\\/](?:utils[\\/]useRovingTabIndex[\\/]|material[\\/]internal[\\/]Transition\.)/;

/** One named chunk for the modules matching `test` that two or more lazy chunks use. */
function sharedAsyncChunk(name: string, test: RegExp, priority: number) {
  return {
    test,
    name,
    chunks: 'async',
    minSize: 0,
    minChunks: 2,
    priority,
    enforce: true,
  } as const;
}

/** The modules federation adds for sharing; the chunks they open hold the shared libraries. */
const SHARING_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/** A lazy chunk that only sharing opens: it holds shared libraries (or parts of them). */
function isSharedLibraryChunk(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      if (!origin.module || !SHARING_MODULE_TYPES.has(origin.module.type)) return false;
    }
  }
  return true;
}

/**
 * The shell provides every shared library, and its start-up loads them all (its own imports,
 * which consume them): each sat in a lazy chunk of its own (~60 JS requests,
 * each chunk with its own wrapper and its own gzip dictionary). One chunk holds them instead,
 * with the MUI and emotion helpers they are made of, which lazy screens also use: measured,
 * /signin 268.6 → 256.4 KB and /dashboard 290.3 → 272.3 KB gzipped, 75 → 28 JS requests.
 * A module a shared library imports joins them even when a lazy screen imports it too (class
 * names, request errors): it loads at start-up in any case, and on its own it was a chunk of a
 * few hundred bytes with its own wrapper and request (three of them: ~0.8 KB gzipped and three
 * requests less on every route, measured).
 * A remote's components and screens that consume them get the page's copy, loaded already.
 * Only for the shell: a remote's helpers would bring every one its screens use (~27 KB each on
 * /dashboard, measured), and the monolith has no such chunks.
 */
const SHELL_SPLIT_CHUNKS = {
  cacheGroups: {
    shellStart: {
      test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
        STYLE_HELPERS.test(module.nameForCondition() ?? '') ||
        [...chunkGraph.getModuleChunksIterable(module)].some(isSharedLibraryChunk),
      // Source only: the consume modules stay where they are, or the chunk would wait for itself.
      type: /^javascript\//,
      name: 'shell-start',
      chunks: 'async',
      minSize: 0,
      priority: 20,
      enforce: true,
    },
    // Above shell-start, whose folders it takes its files from.
    overlayHelpers: sharedAsyncChunk('overlay-helpers', OVERLAY_HELPERS, 30),
  },
} satisfies NonNullable<Configuration['optimization']>['splitChunks'];

/** A lazy chunk that only a consume opens: the remote's own copy of a shared library. */
function isFallbackChunk(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      if (origin.module?.type !== 'consume-shared-module') return false;
    }
  }
  return true;
}

/**
 * A remote's chunks. Its own copies of the shared libraries (the fallbacks of its consumes) are
 * loaded only where no host provides them (standalone, the partner embed), and then all at
 * start-up: they form one chunk instead of ~60, whose names and loaders were most of
 * remoteEntry.js. A module the remote's own code imports too stays out of it.
 * A remote's dashboard widgets are separate exposes that the dashboard loads together, and each
 * expose is a chunk of its own: code two widgets use (texts, domain rules, MUI parts) was in
 * each of them. Those modules go into one chunk per remote instead. Only the
 * widgets' chunks take part: the screens (./App, the partner embed) keep their chunking.
 * (One widget has nothing to share with another.)
 */
function remoteSplitChunks(
  widgets: string[],
): NonNullable<Configuration['optimization']>['splitChunks'] {
  // The federation plugin names each expose's chunk after its key ('./UpcomingEvents').
  const chunkNames = new Set(
    widgets.map((key) => `__federation_expose_${key.replace(/^\.\//, '')}`),
  );
  return {
    cacheGroups: {
      sharedFallbacks: {
        test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) => {
          const chunks = [...chunkGraph.getModuleChunksIterable(module)];
          return chunks.length > 0 && chunks.every(isFallbackChunk);
        },
        type: /^javascript\//,
        name: 'shared-fallbacks',
        chunks: 'async',
        minSize: 0,
        priority: 20,
        enforce: true,
      },
      ...(widgets.length > 1
        ? {
            widgetsCommon: {
              chunks: (chunk: Chunk) => chunkNames.has(chunk.name ?? ''),
              type: /^javascript\//,
              name: 'widgets-common',
              minSize: 0,
              minChunks: 2,
              priority: 10,
              enforce: true,
            },
          }
        : {}),
    },
  };
}

/**
 * Chunking and minification of every build of our source (apps and the monolith); `shell` for
 * the host's build, the dashboard widgets' exposes for a remote's.
 */
export function optimizationFor(
  production: boolean,
  role: 'shell' | { widgets: string[] } | 'monolith' = 'monolith',
): Configuration['optimization'] {
  return {
    moduleIds: 'deterministic',
    chunkIds: production ? 'deterministic' : 'named',
    // SWC's minifier: the same bytes within ~1% of Terser's, in a fraction of the time (the
    // five builds must fit in 90 s on two cores).
    minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
    // Otherwise webpack's default split-chunk thresholds. A 3 KB threshold saved ~29 KB gzipped
    // on /dashboard but took its JS requests from 79 to 117: on a real network's latency that
    // costs more.
    ...(role === 'shell' ? { splitChunks: SHELL_SPLIT_CHUNKS } : {}),
    ...(typeof role === 'object' ? { splitChunks: remoteSplitChunks(role.widgets) } : {}),
  };
}

/** The one webpack configuration factory used by the host and the five remotes. */
export function createFederatedConfig(options: FederatedAppOptions) {
  const config = (_env: unknown, argv: Argv): FederatedConfiguration => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const publicDir = path.join(options.dir, 'public');
    const exposes =
      options.exposes || options.widgets ? { ...options.exposes, ...options.widgets } : undefined;
    const shared = sharedDependencies(path.join(options.dir, 'package.json'));
    const page = options.page?.();
    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        // COLLEGHI_DIST_DIR lets the benchmark build beside dist/ without touching what is served.
        path: path.join(options.dir, process.env.COLLEGHI_DIST_DIR || 'dist'),
        publicPath: 'auto',
        // The federation entry must keep a stable name; chunks carry the content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: resolveFor(production),
      module: { rules: sourceRules(production) },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          // The shell provides and consumes the list; its copies load first and, loaded, are the
          // ones every remote takes. A remote only consumes (remote-sharing.ts): its own copy is
          // the fallback where there is no shell (standalone, the partner embed).
          shared: exposes ? undefined : shared,
          shareStrategy: 'loaded-first',
          manifest: exposes
            ? remoteManifest(shared, options.name, options.dir)
            : shellManifest(shared),
          dts: false,
          // Browsers only: the runtime's Node.js script loading is left out (ENV_TARGET).
          experiments: exposes
            ? {
                // A remote runs on the federation runtime core of the page (the host's), and never
                // loads other remotes.
                externalRuntime: true,
                optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
              }
            : { optimization: { target: 'web' } },
          // The host provides its runtime core to the remotes (host-runtime-plugin.ts).
          runtimePlugins: exposes ? [] : [HOST_RUNTIME_PLUGIN],
        }),
        // A remote consumes the shared libraries and provides none (remote-sharing.ts).
        ...(exposes ? [consumeOnly(shared)] : []),
        // RUNTIME_VERSION of provide-runtime-core.ts, in the host's bundle.
        ...(exposes
          ? [new RuntimeCorePlugin()]
          : [new DefinePlugin({ RUNTIME_VERSION: JSON.stringify(runtimeCoreVersion()) })]),
        new HtmlWebpackPlugin({
          template: path.join(publicDir, 'index.html'),
          chunks: ['main'],
          // Absolute, so deep links (/sso/<token>, /courses/12) load /main.js, not a relative path.
          publicPath: '/',
          ...page?.html,
        }),
        ...(page?.plugins ?? []),
        new PublicFilesPlugin(publicDir),
        ...(options.routes ? [new RoutesFilePlugin(options.name, options.routes)] : []),
      ],
      performance: { hints: false },
      optimization: optimizationFor(
        production,
        exposes ? { widgets: Object.keys(options.widgets ?? {}) } : 'shell',
      ),
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
    };
  };
  // The monolith build of the benchmark reads the exposes from here instead of a second list.
  return Object.assign(config, { options });
}
