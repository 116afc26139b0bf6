import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { sharedDependencies, type SharedEntry } from './shared-deps';
import { RoutesFilePlugin } from './routes-file';
import type { RouteDeclaration } from '../src/routes';

export type FederatedAppOptions = {
  /** Federation container name (host, activities, agenda, account, learning, records). */
  name: string;
  /** The app's folder (package.json, src/, public/), and its dev server's port. */
  dir: string;
  port: number;
  exposes?: Record<string, string>;
  /** Dashboard widgets: exposed like `exposes`, loaded together by the host's dashboard. */
  widgets?: Record<string, string>;
  /** A remote's pages (its src/routes.ts), written as routes.json for the host's route table. */
  routes?: readonly RouteDeclaration[];
  /** What index.html needs beyond the entry (the host's narrow gate), computed at build start. */
  page?: () => {
    html: Pick<HtmlWebpackPlugin.Options, 'inject' | 'templateParameters'>;
    plugins: WebpackPluginInstance[];
  };
};

/** webpack-dev-server augments Configuration only when imported; the apps own that dependency. */
type FederatedConfiguration = Configuration & { devServer?: Record<string, unknown> };

/** Copies every file of public/ except index.html (which HtmlWebpackPlugin renders). */
export const publicFiles = (from: string) =>
  new CopyPlugin({ patterns: [{ from, globOptions: { ignore: ['**/index.html'] } }] });

/** TypeScript and assets: the loaders every build of our source uses (apps and the monolith). */
export function sourceRules(production: boolean): RuleSetRule[] {
  const jsc = {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production } },
    target: 'es2022',
  };
  const swc = { loader: 'swc-loader', options: { jsc } };
  return [
    // Our TypeScript (apps and workspace packages): registry packages ship JavaScript.
    { test: /\.[cm]?tsx?$/, use: swc },
    { test: /\.(png|svg|jpe?g|webp)$/, type: 'asset' },
  ];
}

/** Module resolution of every build of our source (apps and the monolith). */
export const RESOLVE = { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] };

/** Webpack's default chunking, and SWC's minifier: Terser's bytes in a fraction of the time. */
export function optimizationFor(production: boolean): Configuration['optimization'] {
  return {
    moduleIds: 'deterministic',
    chunkIds: production ? 'deterministic' : 'named',
    minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
  };
}

/**
 * The federation options of the host and the remotes alike. 'loaded-first': every consumer takes
 * the copy the page loaded first, the host's; a remote's own copies serve where there is no host
 * (standalone, the partner embed). The release check reads mf-manifest.json's shared modules.
 */
export function federationOptions(
  name: string,
  shared: Record<string, SharedEntry>,
  exposes?: Record<string, string>,
): ConstructorParameters<typeof ModuleFederationPlugin>[0] {
  // Browsers only; a remote loads no other remote, and only the host reads manifests.
  const optimization = exposes ? { disableRemote: true, disableSnapshot: true } : {};
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared,
    manifest: true,
    dts: false,
    shareStrategy: 'loaded-first',
    experiments: { optimization: { target: 'web', ...optimization } },
  };
}

/** The one webpack configuration factory used by the host and the five remotes. */
export function createFederatedConfig(options: FederatedAppOptions) {
  const config = (
    _env: unknown,
    argv: { mode?: 'production' | 'development' },
  ): FederatedConfiguration => {
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
      resolve: RESOLVE,
      module: { rules: sourceRules(production) },
      plugins: [
        new ModuleFederationPlugin(federationOptions(options.name, shared, exposes)),
        new HtmlWebpackPlugin({
          template: path.join(publicDir, 'index.html'),
          chunks: ['main'],
          // Absolute, so deep links (/sso/<token>, /courses/12) load /main.js, not a relative path.
          publicPath: '/',
          ...page?.html,
        }),
        ...(page?.plugins ?? []),
        publicFiles(publicDir),
        ...(options.routes ? [new RoutesFilePlugin(options.name, options.routes)] : []),
      ],
      performance: { hints: false },
      optimization: optimizationFor(production),
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
