// Browser script bundled by RuntimeCorePlugin (esbuild) into federation-runtime.js: provides the
// runtime core and webpack's federation glue on pages without the host (a remote's standalone
// index.html, the partner embed).
import { provideBundlerRuntime } from './provide-bundler-runtime';
import { provideRuntimeCore } from './provide-runtime-core';

provideRuntimeCore('federation-runtime.js');
provideBundlerRuntime();
