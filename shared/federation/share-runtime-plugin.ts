import type { Compiler } from 'webpack';

/**
 * webpack (5.9x and later) adds its own "sharing" runtime module whenever a chunk needs the share
 * scope, and @module-federation/enhanced adds its own as well. Both land in remoteEntry.js and the
 * host's main.js; enhanced's one runs later and replaces `__webpack_require__.I`, so webpack's
 * (the classic initializeSharing with a register call per shared module, ~0.9 KB gzipped per
 * container) is code that never runs. This plugin empties it.
 *
 * The class is matched by identity with the webpack that runs the build, so a webpack that
 * stops adding it, or renames it, leaves the output as it is; and the build fails if enhanced's
 * module is missing, because then webpack's would be the only one and must stay.
 */
export class ClassicShareRuntimePlugin {
  apply(compiler: Compiler): void {
    const classic = classicShareRuntimeModule(compiler.context);
    if (!classic) return;
    compiler.hooks.thisCompilation.tap('ClassicShareRuntimePlugin', (compilation) => {
      let emptied = false;
      let replaced = false;
      compilation.hooks.runtimeModule.tap('ClassicShareRuntimePlugin', (module) => {
        if (module.name !== 'sharing') return;
        if (module instanceof classic) {
          // The module stays attached (other runtime code may list it); it renders nothing.
          module.generate = () => null;
          emptied = true;
        } else {
          replaced = true;
        }
      });
      compilation.hooks.afterRuntimeRequirements.tap('ClassicShareRuntimePlugin', () => {
        if (!emptied || replaced) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            "ClassicShareRuntimePlugin: webpack's sharing runtime was emptied but the federation " +
              'plugin added none of its own.',
          ),
        );
      });
    });
  }
}

type RuntimeModuleClass = abstract new (...args: never[]) => { generate(): string | null };

/** webpack's own ShareRuntimeModule, resolved from the app like the webpack that builds it. */
function classicShareRuntimeModule(context: string): RuntimeModuleClass | null {
  try {
    const file = require.resolve('webpack/lib/sharing/ShareRuntimeModule', { paths: [context] });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack internal, by path
    return require(file) as RuntimeModuleClass;
  } catch {
    return null;
  }
}
