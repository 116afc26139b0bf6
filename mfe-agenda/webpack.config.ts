import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';

export default createFederatedConfig({
  name: 'agenda',
  dir: path.resolve(__dirname),
  port: APPS.agenda.port,
  exposes: { './App': './src/expose/app.tsx' },
});
