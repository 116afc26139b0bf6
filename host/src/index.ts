import { runtimeConfig } from './app/federation/runtime-config';
import { declaredRoutesAtStart } from './app/routing/route-fetch';

// config.json (the API and the remotes' addresses), then the routes each remote declares, are
// read while the shared modules load.
void declaredRoutesAtStart(runtimeConfig());
// Async boundary: federation negotiates the shared singletons before any app code runs.
import('./bootstrap');
