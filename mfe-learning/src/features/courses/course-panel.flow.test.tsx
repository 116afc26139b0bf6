import { screen, waitFor, within } from '@testing-library/react';
import {
  makeCourseItem,
  makePackageItem,
  makePurchase,
  makeUser,
  serveEndpoint,
  serveMe,
} from '@colleghi/shared/testing';
import { serveCatalogue, servePurchase } from './testing/handlers';
import { openPanel, renderCourses } from './testing/render-courses';

const session = { token: 'token-giulia', user: makeUser() };
const course = makeCourseItem({ id: 12 });
const pkg = makePackageItem({ id: 3 });
const catalogue = [course, pkg];

describe('course panel: guests', () => {
  it('may read the detail; Iscriviti stores the course and sends them to sign in', async () => {
    serveCatalogue(catalogue);
    const { user, location } = renderCourses('/courses/12');
    const detail = await openPanel('Dettaglio corso');
    expect(within(detail).getByText('Avv. Marco Rossi, Prof.ssa Laura Verdi')).toBeVisible();
    await user.click(within(detail).getByRole('button', { name: 'Iscriviti' }));

    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(new URLSearchParams(location().search).get('callback')).toBe('/courses/12');
    expect(localStorage.getItem('current_course')).toBe('12');
    expect(localStorage.getItem('current_package')).toBeNull();
  });

  it('buying a package stores current_package and comes back to /package/{id}', async () => {
    localStorage.setItem('current_course', '7');
    serveCatalogue(catalogue);
    const { user, location } = renderCourses('/package/3');
    const detail = await openPanel('Dettaglio pacchetto');
    const courses = within(detail).getByRole('list', { name: 'Corsi del pacchetto' });
    expect(within(courses).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(detail).getByRole('button', { name: 'Acquista il pacchetto' }));

    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(new URLSearchParams(location().search).get('callback')).toBe('/package/3');
    expect(localStorage.getItem('current_package')).toBe('3');
    expect(localStorage.getItem('current_course')).toBeNull();
  });
});

describe('course panel: signed in', () => {
  it('forgets the course a guest wished for once the signed-in user has seen it', async () => {
    localStorage.setItem('current_course', '12');
    serveCatalogue(catalogue);
    renderCourses('/courses/12', session);
    await openPanel('Dettaglio corso');
    await waitFor(() => expect(localStorage.getItem('current_course')).toBeNull());
  });

  it('keeps the wish for another item', async () => {
    localStorage.setItem('current_package', '3');
    serveCatalogue(catalogue);
    renderCourses('/courses/12', session);
    await openPanel('Dettaglio corso');
    expect(localStorage.getItem('current_package')).toBe('3');
  });

  it('says when the course is already owned, with no way to buy it twice', async () => {
    serveCatalogue([
      makeCourseItem({
        last_purchased: { created_at: '2026-03-01T10:00:00Z', course: { deadline: null } },
      }),
    ]);
    renderCourses('/courses/12', session);
    const detail = await openPanel('Dettaglio corso');
    expect(within(detail).getByText('Hai già acquistato questo corso.')).toBeVisible();
    expect(within(detail).queryByRole('button', { name: 'Iscriviti' })).not.toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'I miei corsi' })).toHaveAttribute(
      'href',
      '/purchased',
    );
  });

  it('says when the item does not exist', async () => {
    serveCatalogue(catalogue);
    renderCourses('/courses/999', session);
    const dialog = await screen.findByRole('dialog', { name: 'Dettaglio corso' });
    expect(
      await within(dialog).findByText('Il corso che cerchi non esiste o non è più disponibile.'),
    ).toBeVisible();
  });

  it('closes back to the list, which stays loaded', async () => {
    const queries = serveCatalogue([course]);
    const { user, location } = renderCourses('/courses/12', session);
    const detail = await openPanel('Dettaglio corso');
    await user.click(within(detail).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(location().pathname).toBe('/courses'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('link', { name: course.name }));
    expect(await openPanel('Dettaglio corso')).toBeInTheDocument();
    expect(location().pathname).toBe('/courses/12');
    expect(queries).toHaveLength(1);
  });
});

describe('course panel: billing form', () => {
  const incomplete = makeUser({
    fiscal_code: null,
    profile: { is_complete: false, pec: null, lawfirm: null },
  });

  it('asks for address, fiscal code and PEC before the payment when the profile is incomplete', async () => {
    serveCatalogue(catalogue);
    serveMe(incomplete);
    const puts = serveEndpoint('put', 'users/me/', { body: incomplete }).bodies;
    const { user } = renderCourses('/courses/12', { token: 't', user: incomplete });
    await user.click(
      within(await openPanel('Dettaglio corso')).getByRole('button', { name: 'Iscriviti' }),
    );
    const billing = await screen.findByRole('dialog', { name: 'Dati di fatturazione' });
    const proceed = within(billing).getByRole('button', { name: 'Prosegui' });
    expect(proceed).toBeDisabled();

    await user.type(
      within(billing).getByRole('textbox', { name: /Indirizzo dello studio/ }),
      'Via Roma 1, Milano',
    );
    const fiscal = within(billing).getByRole('textbox', { name: /Codice fiscale/ });
    await user.type(fiscal, 'rssmra80a01h501u');
    expect(fiscal).toHaveValue('RSSMRA80A01H501U');
    const pec = within(billing).getByRole('textbox', { name: /PEC/ });
    await user.type(pec, 'mario.rossi');
    await user.tab();
    expect(within(billing).getByText('E-mail non valida')).toBeVisible();
    expect(proceed).toBeDisabled();

    await user.type(pec, '@pec.it');
    expect(proceed).toBeEnabled();
    await user.click(proceed);

    expect(await screen.findByRole('dialog', { name: 'Pagamento' })).toBeInTheDocument();
    expect(puts).toEqual([
      {
        fiscal_code: 'RSSMRA80A01H501U',
        profile: { pec: 'mario.rossi@pec.it', lawfirm: { address: 'Via Roma 1, Milano' } },
      },
    ]);
  });

  it('says next to the disabled Prosegui which fields are missing, until none is', async () => {
    serveCatalogue(catalogue);
    serveMe(incomplete);
    const { user } = renderCourses('/courses/12', { token: 't', user: incomplete });
    await user.click(
      within(await openPanel('Dettaglio corso')).getByRole('button', { name: 'Iscriviti' }),
    );
    const billing = await screen.findByRole('dialog', { name: 'Dati di fatturazione' });
    const proceed = within(billing).getByRole('button', { name: 'Prosegui' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Per proseguire compila: Indirizzo dello studio, Codice fiscale, PEC.',
    );

    await user.type(
      within(billing).getByRole('textbox', { name: /Indirizzo dello studio/ }),
      'Via Roma 1, Milano',
    );
    await user.type(
      within(billing).getByRole('textbox', { name: /Codice fiscale/ }),
      'RSSMRA80A01H501U',
    );
    const pec = within(billing).getByRole('textbox', { name: /PEC/ });
    // An invalid value is named too: the field is filled, but not yet right.
    await user.type(pec, 'mario.rossi');
    expect(proceed).toHaveAccessibleDescription('Per proseguire compila: PEC.');
    expect(within(billing).getByText('Per proseguire compila: PEC.')).toBeVisible();

    await user.type(pec, '@pec.it');
    expect(proceed).toBeEnabled();
    expect(proceed).not.toHaveAccessibleDescription();
    expect(within(billing).queryByText(/Per proseguire compila/)).not.toBeInTheDocument();
  });

  it('shows the server error under its field and stays on the form', async () => {
    serveCatalogue(catalogue);
    serveMe(incomplete);
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: { fiscal_code: ['Codice fiscale già registrato.'] },
    });
    const { user } = renderCourses('/courses/12', {
      token: 't',
      user: makeUser({ profile: { is_complete: false } }),
    });
    await user.click(
      within(await openPanel('Dettaglio corso')).getByRole('button', { name: 'Iscriviti' }),
    );
    const billing = await screen.findByRole('dialog', { name: 'Dati di fatturazione' });
    await user.type(
      within(billing).getByRole('textbox', { name: /Indirizzo dello studio/ }),
      'Via Roma 1',
    );
    await user.click(within(billing).getByRole('button', { name: 'Prosegui' }));
    expect(await within(billing).findByText('Codice fiscale già registrato.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Dati di fatturazione' })).toBeInTheDocument();
  });

  it('is skipped for a free course, which has nothing to invoice', async () => {
    const free = makeCourseItem({ id: 14, cost: '0.00' });
    serveCatalogue([free]);
    serveMe(incomplete);
    const calls = servePurchase(() => ({ status: 201, body: [makePurchase()] }));
    const { user } = renderCourses('/courses/14', { token: 't', user: incomplete });
    await user.click(
      within(await openPanel('Dettaglio corso')).getByRole('button', { name: 'Iscriviti' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Iscrizione completata' })).toBeVisible();
    expect(calls).toHaveLength(1);
  });
});
