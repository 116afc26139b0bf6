import type { ReactElement, ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import type { Location } from '../router';
import type { User } from '@colleghi/api-contract';
import { tokenAtom, userAtom } from '../auth/atoms';
import { STORAGE_KEYS } from '../auth/storage';
import { sharedStore } from '../store';
import { SharedProviders } from '../ui/shared-providers';
import { resetSharedState } from './reset-shared-state';
import { freshStyleCache } from './style-cache';

export { server, apiUrl } from './msw';
export { http, HttpResponse, delay } from 'msw';
export {
  makeCity,
  makeProfile,
  makeUser,
  makePlan,
  makeVariant,
  makePaymentType,
  makeSubscription,
  makePaymentRecord,
  catalogueFixture,
  CATALOGUE_CITIES,
  CATALOGUE_CITY_PRICES,
} from './fixtures';
export { resetSharedState } from './reset-shared-state';
export { pickerFieldText, typeInPickerField } from './picker-fields';

// One API endpoint answering a canned body or one computed from the call (its query, body…),
// optionally late, recording its calls, bodies and queries; users/me and the catalogue so.
export { serveEndpoint, serveMe, servePaymentTypesInfo } from './serve-endpoint';
export { serveEventStream } from './serve-event-stream';
export type { ServedEventStream, StreamOpening } from './serve-event-stream';
export type { EndpointAnswer, RecordedCalls, ServedRequest } from './serve-endpoint';

export interface RenderOptions {
  /** The URL the test starts on. */
  route?: string;
  /** A route pattern ('/sso/:token?') when the component reads params. */
  path?: string;
  /** Start signed in: the token is stored like startSession does, the user set if given. */
  session?: { token: string; user?: User };
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  /** Where the app is now (after navigations). */
  location: () => Location;
}

/** Renders like an app root: router, shared store, theme, error modal and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, session }: RenderOptions = {},
): RenderWithProvidersResult {
  if (session) localStorage.setItem(STORAGE_KEYS.authToken, session.token);
  resetSharedState();
  if (session) {
    sharedStore.set(tokenAtom, session.token);
    if (session.user) {
      localStorage.setItem(STORAGE_KEYS.userId, String(session.user.id));
      sharedStore.set(userAtom, session.user);
    }
  }

  let current: Location | undefined;
  const track = (location: Location) => {
    current = location;
  };
  const user = userEvent.setup();
  const styleCache = freshStyleCache();
  // A wrapper, not a wrapped element: rerender() keeps the providers (and the router's place).
  function Providers({ children }: { children: ReactNode }) {
    return (
      <CacheProvider value={styleCache}>
        <SharedProviders>
          <MemoryRouter initialEntries={[route]}>
            <LocationSpy onChange={track} />
            {path ? (
              <Routes>
                <Route path={path} element={children} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </SharedProviders>
      </CacheProvider>
    );
  }
  const result = render(ui, { wrapper: Providers });
  return {
    ...result,
    user,
    location: () => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
}

/**
 * Reports the router's place once React has committed it, so that `location()` never runs ahead
 * of the screen: a navigation renders in a transition, which can yield before it commits.
 */
function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onChange(location), [location, onChange]);
  return null;
}

// Records what the client sends to the API and answers every call, for the API calls' tests.
export { recordAll } from './recorder';
export type { Reply, Seen } from './recorder';

// The price table @colleghi/rules and the API are tested on, for the remotes' price tests.
export { PRICE_CASES } from '@colleghi/rules/pricing-cases';

// Real time passing inside act, and pending promise callbacks flushed.
export { sleep, flushPromises } from './timing';

// jsdom has no IntersectionObserver: the double the infinite lists' tests scroll with.
export { installIntersectionObserver } from './intersection-observer';

// Domain fixtures (activity exchange, agenda) the remotes' tests build their scenarios on.
export {
  NOW,
  makeOffice,
  makeParty,
  makeCandidate,
  makeDemand,
  makeInvitation,
} from '../domain/activities/test-fixtures';
export { makeLawyerEvent, makeEvent } from '../domain/agenda/test-fixtures';

// Courses, packages and purchases (issue 6).
export {
  COURSE_CATEGORIES,
  makeCategory,
  makeCourseInfo,
  makeCourseItem,
  makePackageItem,
  makePurchase,
  makeExternalProduct,
} from './learning-fixtures';

// Dashboard payload and notifications (issue 7).
export {
  makeDashboard,
  makeDashboardCard,
  makeDashboardCandidate,
  makeNotification,
  primeDashboard,
} from './dashboard-fixtures';
