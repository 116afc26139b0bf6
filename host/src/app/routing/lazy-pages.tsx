import { lazyNamed } from '@colleghi/shared/ui';
import { preloadablePage } from './preloadable-page';

// The host's own pages load on demand, each in its own chunk: /dashboard does not download the
// sign-up wizard, nor /signin the legal texts. The shell's Suspense shows the delayed loader.
// The two pages a page load most often opens on: preloadable (route-preload.ts).
export const SignInPage = preloadablePage(
  () => import('../../features/auth/sign-in-page'),
  'SignInPage',
);
export const ForgotPage = lazyNamed(() => import('../../features/auth/forgot-page'), 'ForgotPage');
export const ResetPasswordPage = lazyNamed(
  () => import('../../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
export const SignUpPage = lazyNamed(() => import('../../features/auth/sign-up-page'), 'SignUpPage');
export const TermsPage = lazyNamed(() => import('../../pages/legal-page'), 'TermsPage');
export const PrivacyPage = lazyNamed(() => import('../../pages/legal-page'), 'PrivacyPage');
export const EmptyPage = lazyNamed(() => import('../../pages/empty-page'), 'EmptyPage');
export const MobileGatePage = lazyNamed(
  () => import('../../pages/mobile-gate-page'),
  'MobileGatePage',
);
// The single sign-on landing is a page load of its own, once per link: no other route needs it.
export const SsoPage = lazyNamed(() => import('../session/sso-page'), 'SsoPage');
export const LandingPage = lazyNamed(
  () => import('../../features/landing/landing-page'),
  'LandingPage',
);

/**
 * The dashboard's layout, banners and widget slots: split out, no other route loads them with the
 * shell. A page load that opens on /dashboard starts this import with the shell's own
 * (route-preload.ts), so it costs that route no wait.
 */
export const DashboardRoute = preloadablePage(() => import('./dashboard-route'), 'DashboardRoute');
