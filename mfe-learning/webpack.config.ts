import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { EXTRA_PAGE } from './fixtures/extra-page/routes';
import { ROUTES } from './src/routes';

// COLLEGHI_EXTRA_PAGE=1 builds this remote with one more page (fixtures/extra-page): the e2e test
// deploys it on a spare port and opens the page in the shell without rebuilding the host.
const EXTRA = process.env.COLLEGHI_EXTRA_PAGE === '1';

export default createFederatedConfig({
  name: 'learning',
  dir: path.resolve(__dirname),
  port: APPS.learning.port,
  routes: EXTRA ? [...ROUTES, EXTRA_PAGE] : ROUTES,
  exposes: {
    './App': EXTRA ? './fixtures/extra-page/app.tsx' : './src/expose/app.tsx',
  },
  // Dashboard widgets: the host mounts each in its own slot (and error boundary).
  widgets: {
    './TrainingShopCard': './src/expose/training-shop-card.tsx',
    './FeaturedProducts': './src/expose/featured-products.tsx',
  },
});
