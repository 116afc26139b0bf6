import { Route } from '@colleghi/shared/router';
import { CoursesPage } from './courses/courses-page';
import { PurchasedPage } from './purchased/purchased-page';

/**
 * The paths this remote owns, as absolute <Route> elements for a <Routes>. The three catalogue
 * paths share one layout route, so opening or closing a detail keeps the list (and its scroll,
 * filters and loaded pages) where it was.
 */
export const learningRoutes = (
  <>
    <Route element={<CoursesPage />}>
      <Route path="/courses" element={null} />
      <Route path="/courses/:id" element={null} />
      <Route path="/package/:id" element={null} />
    </Route>
    <Route path="/purchased" element={<PurchasedPage />} />
  </>
);
