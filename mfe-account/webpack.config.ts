import path from 'node:path';
import { APPS, createFederatedConfig } from '@colleghi/shared/federation';
import { ROUTES } from './src/routes';

export default createFederatedConfig({
  name: 'account',
  dir: path.resolve(__dirname),
  port: APPS.account.port,
  routes: ROUTES,
  exposes: {
    './App': './src/expose/app.tsx',
  },
  // Dashboard widgets: the host mounts each in its own slot (and error boundary).
  widgets: {
    './PromoBanners': './src/expose/promo-banners.tsx',
    './OnboardingModal': './src/expose/onboarding-modal.tsx',
    './ThankYouModal': './src/expose/thank-you-modal.tsx',
  },
});
