import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from '@colleghi/shared/router';
import {
  HttpResponse,
  apiUrl,
  http,
  makeCity,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { SignUpPage } from './sign-up-page';

const MILANO = makeCity({ id: 7, name: 'Milano', display_name: 'Milano (MI)' });
const MILAZZO = makeCity({ id: 8, name: 'Milazzo', province: 'ME', display_name: 'Milazzo (ME)' });

function citiesAnswer() {
  server.use(
    http.get(apiUrl('cities/'), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const results = [MILANO, MILAZZO].filter((city) =>
        city.name.toLowerCase().startsWith(search.toLowerCase()),
      );
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
  );
}

function renderSignUp() {
  citiesAnswer();
  return renderWithProviders(
    <Routes>
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route: '/signup' },
  );
}

const next = () => screen.getByRole('button', { name: 'Avanti' });
const back = () => screen.getByRole('button', { name: 'Indietro' });

async function fillPersonal(user: UserEvent) {
  await user.click(screen.getByRole('combobox', { name: 'Qualifica' }));
  await user.click(await screen.findByRole('option', { name: 'Avvocato' }));
  await user.type(screen.getByLabelText('Nome'), 'Marco');
  await user.type(screen.getByLabelText('Cognome'), 'Rossi');
}

async function fillCredentials(user: UserEvent) {
  await user.type(screen.getByLabelText('E-mail'), 'marco.rossi@studio.it');
  await user.type(screen.getByLabelText('Password'), 'segreta2026');
  await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
  await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
}

async function pickCity(user: UserEvent) {
  await user.type(screen.getByRole('combobox', { name: 'Città' }), 'Mil');
  await user.click(await screen.findByRole('option', { name: 'Milano (MI)' }));
}

/** Walks the four data steps with valid values and lands on the review. */
async function reachReview(user: UserEvent) {
  await fillPersonal(user);
  await user.click(next());
  await fillCredentials(user);
  await user.click(next());
  await pickCity(user);
  await user.click(next());
  await user.type(screen.getByLabelText('Cellulare'), '3331234567');
  await user.click(next());
  await screen.findByRole('heading', { name: 'Riepilogo dei tuoi dati' });
}

describe('SignUpPage', () => {
  it('enables Avanti only when the current step is valid', async () => {
    const { user } = renderSignUp();
    expect(screen.getByText('Passaggio 1 di 5')).toBeInTheDocument();

    // Step 0: role, first name, last name.
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Qualifica' }));
    const roles = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(roles.map((option) => option.textContent)).toEqual([
      'Avvocato',
      'Avvocato stabilito',
      'Praticante avvocato',
      'Praticante avvocato abilitato',
      'Commercialista',
    ]);
    await user.click(screen.getByRole('option', { name: 'Commercialista' }));
    await user.type(screen.getByLabelText('Nome'), 'Marco');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Cognome'), 'Rossi');
    expect(next()).toBeEnabled();
    await user.click(next());

    // Step 1: e-mail, password, terms, privacy.
    expect(screen.getByText('Passaggio 2 di 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail'), 'marco.rossi@studio');
    await user.type(screen.getByLabelText('Password'), 'corta1');
    expect(screen.getByText('E-mail non valida')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Password non valida')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), '.it');
    await user.type(screen.getByLabelText('Password'), 'basta');
    expect(screen.queryByText('Password non valida')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    expect(next()).toBeEnabled();
    await user.click(next());

    // Step 2: only a suggestion is a city.
    expect(screen.getByText('Passaggio 3 di 5')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Città' }), 'Mil');
    expect(await screen.findByRole('option', { name: 'Milazzo (ME)' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('option', { name: 'Milano (MI)' }));
    expect(screen.getByRole('combobox', { name: 'Città' })).toHaveValue('Milano (MI)');
    expect(next()).toBeEnabled();
    await user.click(next());

    // Step 3: phone.
    expect(screen.getByText('Passaggio 4 di 5')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cellulare'), '33312');
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText('Cellulare'), '34567');
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByText('Passaggio 5 di 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Riepilogo dei tuoi dati' })).toBeInTheDocument();
  });

  it('shows the password rules under the field, ticks them as typed and shows the password', async () => {
    const { user } = renderSignUp();
    await fillPersonal(user);
    await user.click(next());

    // The rules are text in sight, read with the field: no tooltip, nothing to hover.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Requisiti della password' }),
    ).not.toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(
        'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera',
      ),
    );
    const rules = within(
      screen.getByRole('list', {
        name: 'La password deve essere lunga almeno 8 caratteri e contenere almeno un numero e una lettera',
      }),
    );
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Almeno 8 caratteri (non ancora rispettato)',
      'Almeno un numero (non ancora rispettato)',
      'Almeno una lettera minuscola (non ancora rispettato)',
    ]);

    await user.type(password, 'segreta');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Almeno 8 caratteri (non ancora rispettato)'),
    );
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Almeno una lettera minuscola (rispettato)'),
    );
    await user.type(password, '2026');
    expect(rules.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Almeno 8 caratteri (rispettato)',
      'Almeno un numero (rispettato)',
      'Almeno una lettera minuscola (rispettato)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('keeps everything typed when going back', async () => {
    const { user } = renderSignUp();
    await fillPersonal(user);
    await user.click(next());
    await fillCredentials(user);
    await user.click(next());
    await pickCity(user);

    await user.click(back());
    expect(screen.getByLabelText('E-mail')).toHaveValue('marco.rossi@studio.it');
    expect(screen.getByLabelText('Password')).toHaveValue('segreta2026');
    expect(screen.getByRole('checkbox', { name: /termini e condizioni/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /informativa sulla privacy/ })).toBeChecked();

    await user.click(back());
    expect(screen.getByRole('combobox', { name: 'Qualifica' })).toHaveTextContent('Avvocato');
    expect(screen.getByLabelText('Nome')).toHaveValue('Marco');
    expect(screen.getByLabelText('Cognome')).toHaveValue('Rossi');
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();

    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('combobox', { name: 'Città' })).toHaveValue('Milano (MI)');
    expect(next()).toBeEnabled();
  });

  it('shows a read-only summary that Modifica unlocks and Salva locks again', async () => {
    const { user } = renderSignUp();
    await reachReview(user);

    expect(screen.getByLabelText('Nome')).toHaveValue('Marco');
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByLabelText('Cognome')).toHaveValue('Rossi');
    expect(screen.getByLabelText('E-mail')).toHaveValue('marco.rossi@studio.it');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('combobox', { name: 'Città' })).toHaveValue('Milano (MI)');
    expect(screen.getByLabelText('Cellulare')).toHaveValue('3331234567');
    expect(screen.getByRole('combobox', { name: 'Qualifica' })).toHaveTextContent('Avvocato');

    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(screen.getByLabelText('Nome')).toBeEnabled();
    await user.clear(screen.getByLabelText('Nome'));
    await user.type(screen.getByLabelText('Nome'), 'Marcello');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toBeDisabled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Marcello');
  });

  it('opens edit mode on server field errors and clears an error when its field changes', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/register/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            email: ['Esiste già un account con questa e-mail.'],
            profile: { city: ['Città non valida.'] },
            non_field_errors: ['Controlla i dati evidenziati.'],
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderSignUp();
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Crea account' }));

    expect(await screen.findByText('Esiste già un account con questa e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Città non valida.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Controlla i dati evidenziati.');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeEnabled();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Esiste già un account con questa e-mail.',
    );
    expect(bodies[0]).toEqual({
      first_name: 'Marco',
      last_name: 'Rossi',
      email: 'marco.rossi@studio.it',
      password1: 'segreta2026',
      password2: 'segreta2026',
      phone: '3331234567',
      terms: true,
      privacy: true,
      gdpr: false,
      profile: { type: 'LAWYER', city: 7 },
    });

    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'marco.rossi2@studio.it');
    expect(screen.queryByText('Esiste già un account con questa e-mail.')).not.toBeInTheDocument();
    expect(screen.getByText('Città non valida.')).toBeInTheDocument();
  });

  it('welcomes the new user and signs in only from the welcome', async () => {
    let sentBody: unknown;
    server.use(
      http.post(apiUrl('auth/register/'), async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ key: 'nuova-chiave' }, { status: 201 });
      }),
      http.get(apiUrl('users/me/'), () =>
        HttpResponse.json(makeUser({ id: 42, first_name: 'Marco', last_name: 'Rossi' })),
      ),
    );
    const { user, location } = renderSignUp();
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Crea account' }));

    expect(await screen.findByRole('heading', { name: 'Fantastico!' })).toBeInTheDocument();
    expect(screen.getByText(/il tuo account è stato creato con successo/)).toBeInTheDocument();
    expect(sentBody).toMatchObject({ email: 'marco.rossi@studio.it', profile: { city: 7 } });
    // Storing the key earlier would make the guest-only /signup route redirect away.
    expect(localStorage.getItem('auth_token')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Inizia ora' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe('nuova-chiave');
    expect(location().pathname).toBe('/dashboard');
  });

  it('offers the sign-in page from the welcome too, without signing in', async () => {
    server.use(
      http.post(apiUrl('auth/register/'), () =>
        HttpResponse.json({ key: 'nuova-chiave' }, { status: 201 }),
      ),
    );
    const { user, location } = renderSignUp();
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(await screen.findByRole('heading', { name: 'Fantastico!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inizia ora' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Vai al login' }));
    expect(location().pathname).toBe('/signin');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('links to the sign-in page', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/signin');
  });

  it('keeps the summary read-only when the server refuses the form as a whole', async () => {
    server.use(
      http.post(apiUrl('auth/register/'), () =>
        HttpResponse.json({ detail: 'Servizio momentaneamente non disponibile.' }, { status: 403 }),
      ),
    );
    const { user } = renderSignUp();
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Crea account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Servizio momentaneamente non disponibile.',
    );
    // No field error: the summary stays read-only.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifica' })).toBeEnabled());
  });
});
