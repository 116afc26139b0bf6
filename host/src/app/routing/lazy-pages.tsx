import { lazy } from 'react';

// The host's own pages load on demand, each in its own chunk: /dashboard does not download the
// sign-up wizard, nor /signin the legal texts. The shell's Suspense shows the delayed loader.
export const SignInPage = lazy(() =>
  import('../../features/auth/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
export const ForgotPage = lazy(() =>
  import('../../features/auth/forgot-page').then((m) => ({ default: m.ForgotPage })),
);
export const SignUpPage = lazy(() =>
  import('../../features/auth/sign-up-page').then((m) => ({ default: m.SignUpPage })),
);
export const TermsPage = lazy(() =>
  import('../../pages/legal-page').then((m) => ({ default: m.TermsPage })),
);
export const PrivacyPage = lazy(() =>
  import('../../pages/legal-page').then((m) => ({ default: m.PrivacyPage })),
);
export const EmptyPage = lazy(() =>
  import('../../pages/empty-page').then((m) => ({ default: m.EmptyPage })),
);
export const MobileGatePage = lazy(() =>
  import('../../pages/mobile-gate-page').then((m) => ({ default: m.MobileGatePage })),
);
export const LandingPage = lazy(() =>
  import('../../features/landing/landing-page').then((m) => ({ default: m.LandingPage })),
);
