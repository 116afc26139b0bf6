import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';

export default createFederatedConfig({
  name: 'records',
  dir: path.resolve(__dirname),
  port: APPS.records.port,
  exposes: {
    './App': './src/expose/app.tsx',
  },
});
