import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';

export default createFederatedConfig({
  name: 'account',
  dir: path.resolve(__dirname),
  port: APPS.account.port,
  exposes: { './App': './src/expose/app.tsx' },
});
