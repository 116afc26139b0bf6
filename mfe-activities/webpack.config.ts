import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { ROUTES } from './src/routes';

export default createFederatedConfig({
  name: 'activities',
  dir: path.resolve(__dirname),
  port: APPS.activities.port,
  routes: ROUTES,
  exposes: {
    './App': './src/expose/app.tsx',
  },
  // Dashboard widgets: the host mounts each in its own slot (and error boundary).
  widgets: {
    './DashboardCounters': './src/expose/dashboard-counters.tsx',
    './RequestActivityCard': './src/expose/request-activity-card.tsx',
    './UpcomingDemands': './src/expose/upcoming-demands.tsx',
  },
});
