import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { shellPage } from './gate-html';

export default createFederatedConfig({
  name: 'host',
  dir: path.resolve(__dirname),
  port: APPS.host.port,
  // index.html's narrow gate, which loads main.js itself (src/gate/narrow-gate.ts).
  page: shellPage,
});
