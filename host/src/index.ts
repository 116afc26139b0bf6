import { runtimeConfig } from './app/federation/runtime-config';

// config.json (the API and the remotes' addresses) is read while the shared modules load.
void runtimeConfig();
// Async boundary: federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
