import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@colleghi/shared/testing';
import type { RenderOptions } from '@colleghi/shared/testing';
import { CoursesPage } from '../courses-page';

/** The catalogue routes as the remote mounts them, plus the pages the panel sends users to. */
export function renderCourses(route: string, session?: RenderOptions['session']) {
  return renderWithProviders(
    <Routes>
      <Route element={<CoursesPage />}>
        <Route path="/courses" element={null} />
        <Route path="/courses/:id" element={null} />
        <Route path="/package/:id" element={null} />
      </Route>
      <Route path="/signin" element={<h1>Accedi</h1>} />
      <Route path="/purchased" element={<h1>Corsi acquistati</h1>} />
    </Routes>,
    { route, session },
  );
}
