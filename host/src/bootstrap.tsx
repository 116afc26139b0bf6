import { createRoot } from 'react-dom/client';
import { configureApi, configurePaymentKeys } from '@colleghi/shared';
import { App } from './app/app';
import { registerRemotesFromConfig } from './app/federation/register-remotes';
import { loadRuntimeConfig } from './app/federation/runtime-config';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  configureApi({ apiBase: config.apiBase });
  configurePaymentKeys(config.paymentKeys);
  registerRemotesFromConfig(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante in index.html');
  createRoot(container).render(<App />);
}

void start();
