// Compiles the server (and the stand-alone seed) into dist/ for `pnpm start`: one CommonJS file
// per entry, dependencies left to node_modules. Type checking is `pnpm typecheck`.
import { build } from 'esbuild';

/**
 * Every package stays external except the workspace's own (@colleghi/rules): they ship
 * TypeScript source, which Node cannot load, so their code is compiled into dist/ with ours.
 */
const workspaceBundled = {
  name: 'workspace-bundled',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@colleghi/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/run.ts' },
  outdir: 'dist',
  bundle: true,
  plugins: [workspaceBundled],
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // The e-mail templates (src/emails/*.tsx) are React components.
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
