import { Navigate, Route, Routes } from '@colleghi/shared/router';
import { LoadingPage } from '../../pages/loading-page';
import { NotFoundPage } from '../../pages/not-found-page';
import { Shell } from '../shell';
import { LogoutPage } from '../session/logout-page';
import { RootRedirect } from '../session/root-redirect';
import { Guard } from './guards';
import {
  DashboardRoute,
  EmptyPage,
  ForgotPage,
  PrivacyPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  SsoPage,
  TermsPage,
} from './lazy-pages';
import { RemoteOutlet } from './remote-outlet';

/** The host's route table; remote paths are resolved by RemoteOutlet. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<RootRedirect />} />
        <Route
          path="signin"
          element={
            <Guard access="guest">
              <SignInPage />
            </Guard>
          }
        />
        <Route
          path="forgot"
          element={
            <Guard access="guest">
              <ForgotPage />
            </Guard>
          }
        />
        {/* The reset e-mail's link: /reset-password/:uid/:token, or ?uid=&token= in the query. */}
        {['reset-password', 'reset-password/:uid/:token'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Guard access="guest">
                <ResetPasswordPage />
              </Guard>
            }
          />
        ))}
        <Route
          path="signup"
          element={
            <Guard access="guest">
              <SignUpPage />
            </Guard>
          }
        />
        <Route path="loading" element={<LoadingPage />} />
        <Route path="404" element={<NotFoundPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="sso/:token?" element={<SsoPage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route
          path="empty"
          element={
            <Guard access="private">
              <EmptyPage />
            </Guard>
          }
        />
        <Route
          path="dashboard"
          element={
            <Guard access="private">
              <DashboardRoute />
            </Guard>
          }
        />
        <Route path="index.html" element={<Navigate to="/" replace />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
