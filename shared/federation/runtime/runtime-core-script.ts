// Browser script bundled by RuntimeCorePlugin (esbuild) into federation-runtime.js: provides the
// runtime core on pages without the host (a remote's standalone index.html, the partner embed),
// where the documented `experiments.externalRuntime` of the remotes looks for it.
import { provideRuntimeCore } from './provide-runtime-core';

provideRuntimeCore('federation-runtime.js');
