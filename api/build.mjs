// Compiles the server (and the stand-alone seed) into dist/ for `pnpm start`: one CommonJS file
// per entry, dependencies left to node_modules. Type checking is `pnpm typecheck`.
import { build } from 'esbuild';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/run.ts' },
  outdir: 'dist',
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
});
