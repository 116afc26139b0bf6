import type { Compiler } from 'webpack';
import { parseRoutesDocument, ROUTES_FILE, type RouteDeclaration } from '../src/routes';

/**
 * Writes a remote's declared routes (its src/routes.ts) as routes.json next to mf-manifest.json:
 * the host reads it at start to build its route table. A malformed declaration fails the build,
 * so only a well-formed file is ever deployed.
 */
export class RoutesFilePlugin {
  constructor(
    private readonly remote: string,
    private readonly routes: readonly RouteDeclaration[],
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    const document = { remote: this.remote, routes: this.routes };
    compiler.hooks.thisCompilation.tap('RoutesFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutesFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const problems = parseRoutesDocument(document)?.problems ?? ['no routes'];
          const paths = this.routes.map((route) => route.path);
          const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
          for (const problem of [...problems, ...repeated.map((path) => `${path} twice`)]) {
            compilation.errors.push(
              new WebpackError(`RoutesFilePlugin (${this.remote}): ${problem}`),
            );
          }
          compilation.emitAsset(
            ROUTES_FILE,
            new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`),
          );
        },
      );
    });
  }
}
