import { createRoot } from 'react-dom/client';
import { configureApi, configurePaymentKeys, getAuthToken } from '@colleghi/shared/platform';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/federation/register-remotes';
import { runtimeConfig } from './app/federation/runtime-config';
import { preloadFirstScreen } from './app/routing/route-preload';
import { routeTableAtStart, setRouteTable } from './app/routing/route-table';
import { MOBILE_QUERY } from './app/mobile-query';

async function start(): Promise<void> {
  const config = await runtimeConfig();
  configureApi({ apiBase: config.apiBase });
  configurePaymentKeys(config.paymentKeys);
  registerRemotesFromConfig(config);
  // The first screen's API calls and page chunk travel while the remotes' routes are read.
  const firstPage = preloadFirstScreen({
    pathname: window.location.pathname,
    signedIn: getAuthToken() !== null,
    narrow: window.matchMedia(MOBILE_QUERY).matches,
  });
  setRouteTable(await routeTableAtStart(Promise.resolve(config)));
  await firstPage;
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante in index.html');
  createRoot(container).render(<App />);
}

void start();
