import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';

export default createFederatedConfig({
  name: 'activities',
  dir: path.resolve(__dirname),
  port: APPS.activities.port,
  exposes: { './App': './src/expose/app.tsx' },
});
