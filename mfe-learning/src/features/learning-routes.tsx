import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route } from '@colleghi/shared/router';
import { ROUTES, type LearningPath } from '../routes';
import { CoursesPage } from './courses/courses-page';
import { PURCHASED_TITLE } from './purchased/purchased-title';
import { lazyNamed, PageSkeleton } from '@colleghi/shared/ui';

// A page of its own, loaded when /purchased opens; meanwhile its frame (title and placeholder
// cards) shows.
const PurchasedPage = lazyNamed(() => import('./purchased/purchased-page'), 'PurchasedPage');

/** The catalogue paths: one layout route, so opening or closing a detail keeps the list. */
const CATALOGUE = ['/courses', '/courses/:id', '/package/:id'] as const satisfies LearningPath[];
type CataloguePath = (typeof CATALOGUE)[number];

/** The other declared paths, one page each (a declared path with no page fails to compile). */
const PAGES = {
  '/purchased': (
    <Suspense fallback={<PageSkeleton title={PURCHASED_TITLE} maxWidth={900} cardHeight={180} />}>
      <PurchasedPage />
    </Suspense>
  ),
} satisfies Record<Exclude<LearningPath, CataloguePath>, ReactNode>;

function isCatalogue(path: LearningPath): path is CataloguePath {
  return (CATALOGUE as readonly string[]).includes(path);
}

/**
 * The paths this remote declares (routes.ts), as absolute <Route> elements for a <Routes>. The
 * three catalogue paths share one layout route, so opening or closing a detail keeps the list
 * (and its scroll, filters and loaded pages) where it was.
 */
export const learningRoutes = (
  <>
    <Route element={<CoursesPage />}>
      {CATALOGUE.map((path) => (
        <Route key={path} path={path} element={null} />
      ))}
    </Route>
    {ROUTES.map(({ path }) =>
      isCatalogue(path) ? null : <Route key={path} path={path} element={PAGES[path]} />,
    )}
  </>
);
