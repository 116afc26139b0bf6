import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';

export default createFederatedConfig({
  name: 'host',
  dir: path.resolve(__dirname),
  port: APPS.host.port,
});
