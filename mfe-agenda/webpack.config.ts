import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { ROUTES } from './src/routes';

export default createFederatedConfig({
  name: 'agenda',
  dir: path.resolve(__dirname),
  port: APPS.agenda.port,
  routes: ROUTES,
  exposes: {
    './App': './src/expose/app.tsx',
    // single-spa lifecycles for partner portals (loaded by public/embed.js or a single-spa root).
    './PartnerAgenda': './src/expose/partner-agenda.tsx',
  },
  // Dashboard widgets: the host mounts each in its own slot (and error boundary).
  widgets: {
    './UpcomingEvents': './src/expose/upcoming-events.tsx',
  },
});
