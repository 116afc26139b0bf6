import { Route, Routes } from '@colleghi/shared/router';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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

/** The side panel (`name`: 'Dettaglio corso' or 'Dettaglio pacchetto') once its item has loaded. */
export async function openPanel(name = 'Dettaglio corso'): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('heading', { level: 3 });
  return dialog;
}

/** Iscriviti on the course's panel, then the payment step it leads to. */
export async function openPayment(user: UserEvent): Promise<HTMLElement> {
  await user.click(within(await openPanel()).getByRole('button', { name: 'Iscriviti' }));
  return screen.findByRole('dialog', { name: 'Pagamento' });
}
