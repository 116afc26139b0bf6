import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { ROUTES } from './src/routes';

export default createFederatedConfig({
  name: 'records',
  dir: path.resolve(__dirname),
  port: APPS.records.port,
  routes: ROUTES,
  exposes: {
    './App': './src/expose/app.tsx',
  },
});
