import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { ROUTES } from './src/routes';

export default createFederatedConfig({
  name: 'learning',
  dir: path.resolve(__dirname),
  port: APPS.learning.port,
  routes: ROUTES,
  exposes: {
    './App': './src/expose/app.tsx',
  },
  // Dashboard widgets: the host mounts each in its own slot (and error boundary).
  widgets: {
    './TrainingShopCard': './src/expose/training-shop-card.tsx',
    './FeaturedProducts': './src/expose/featured-products.tsx',
  },
});
