import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Compiler } from 'webpack';
import type { NarrowGateOptions } from './src/gate/narrow-gate';

type Rendered = {
  /** The mobile-app page, rendered with its styles, for index.html's <template>. */
  page: string;
  /** narrow-gate.ts compiled to one function expression. */
  script: string;
  /** Its options but the scripts, which index.html names (htmlWebpackPlugin.files.js). */
  options: Omit<NarrowGateOptions, 'scripts'>;
};

/**
 * The page and the gate (src/gate/), rendered by src/gate/render-gate.tsx in a child process:
 * tsx renders the React page with the repository's TypeScript settings (automatic JSX runtime),
 * which the loader of this webpack config does not apply.
 */
function render(): Rendered {
  const tsx = require.resolve('tsx/cli', { paths: [__dirname] });
  const output = execFileSync(
    process.execPath,
    [
      tsx,
      '--tsconfig',
      path.join(__dirname, '..', 'tsconfig.base.json'),
      path.join(__dirname, 'src', 'gate', 'render-gate.tsx'),
    ],
    { cwd: __dirname, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  return JSON.parse(output) as Rendered;
}

/** Emits one file the build did not compile. */
class EmitFilePlugin {
  constructor(
    private readonly file: string,
    private readonly content: string,
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitFilePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset(this.file, new RawSource(this.content)),
      );
    });
  }
}

/**
 * What a build whose page is the shell's index.html adds: the page for its <template>, and the
 * gate as a script file of its own (the CSP allows no inline script), named by its content so
 * it is cached like the chunks. The <script> tag names the shell's scripts (data-scripts), which
 * the gate loads unless it shows the page: HtmlWebpackPlugin injects none.
 */
export function shellPage() {
  const { page, script, options } = render();
  const content =
    `${script}(Object.assign(${JSON.stringify(options)},` +
    `{scripts:document.currentScript.dataset.scripts.split(' ')}));\n`;
  const hash = crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);
  const file = `narrow-gate.${hash}.js`;
  return {
    html: { inject: false, templateParameters: { narrowGate: { page, file, options } } } as const,
    plugins: [new EmitFilePlugin(file, content)],
  };
}
