import { screen } from '@testing-library/react';
import { Route, Routes } from '@colleghi/shared/router';
import {
  HttpResponse,
  apiUrl,
  http,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { SignInPage } from './sign-in-page';

function renderSignIn(route = '/signin') {
  return renderWithProviders(
    <Routes>
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/agenda" element={<h1>Agenda</h1>} />
      <Route path="/forgot" element={<h1>Recupero password</h1>} />
      <Route path="/signup" element={<h1>Registrazione</h1>} />
    </Routes>,
    { route },
  );
}

function loginAnswers(status: number, body: Record<string, unknown>) {
  server.use(http.post(apiUrl('auth/login/'), () => HttpResponse.json(body, { status })));
}

function meAnswers() {
  server.use(http.get(apiUrl('users/me/'), () => HttpResponse.json(makeUser())));
}

const submit = () => screen.getByRole('button', { name: 'Accedi' });

describe('SignInPage', () => {
  it('enables Accedi only when both fields are valid and explains what is wrong', async () => {
    const { user } = renderSignIn();
    expect(submit()).toBeDisabled();

    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo');
    await user.click(screen.getByLabelText('Password'));
    expect(screen.getByText('E-mail o cellulare non valido')).toBeInTheDocument();
    await user.click(screen.getByLabelText('E-mail o cellulare'));
    expect(screen.getByText('La password non può essere vuota')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail o cellulare'), '.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    expect(screen.queryByText('E-mail o cellulare non valido')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();

    // A phone number is a valid identifier too.
    await user.clear(screen.getByLabelText('E-mail o cellulare'));
    await user.type(screen.getByLabelText('E-mail o cellulare'), '3331234567');
    expect(submit()).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to the forgot-password and sign-up pages', async () => {
    const { user } = renderSignIn();
    expect(screen.getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('link', { name: 'Password dimenticata?' }));
    expect(screen.getByRole('heading', { name: 'Recupero password' })).toBeInTheDocument();
  });

  it('shows server field errors under their fields and clears one when its field is edited', async () => {
    loginAnswers(400, { email: ['Utente non attivo.'], password: ['Password scaduta.'] });
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit());

    expect(await screen.findByText('Utente non attivo.')).toBeInTheDocument();
    expect(screen.getByText('Password scaduta.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail o cellulare')).toHaveAccessibleDescription(
      'Utente non attivo.',
    );

    await user.type(screen.getByLabelText('E-mail o cellulare'), 'x');
    expect(screen.queryByText('Utente non attivo.')).not.toBeInTheDocument();
    expect(screen.getByText('Password scaduta.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('Password scaduta.')).not.toBeInTheDocument();
  });

  it('shows wrong credentials as a red paragraph', async () => {
    loginAnswers(400, { non_field_errors: ['Impossibile accedere con le credenziali fornite.'] });
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'sbagliata1');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossibile accedere con le credenziali fornite.',
    );
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('shows the rate-limit detail of a 429', async () => {
    loginAnswers(429, { detail: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' });
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Troppi tentativi di accesso. Riprova tra qualche minuto.',
    );
  });

  it('stores the token, loads the user and goes home', async () => {
    let sentBody: unknown;
    server.use(
      http.post(apiUrl('auth/login/'), async ({ request }) => {
        sentBody = await request.json();
        return HttpResponse.json({ key: 'chiave-123' });
      }),
    );
    meAnswers();
    const { user, location } = renderSignIn();
    await user.type(screen.getByLabelText('E-mail o cellulare'), ' avvocato@demo.colleghi.it ');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(sentBody).toEqual({ email: 'avvocato@demo.colleghi.it', password: 'Colleghi2026' });
    expect(localStorage.getItem('auth_token')).toBe('chiave-123');
    expect(location().pathname).toBe('/');
  });

  it('follows a safe callback after signing in', async () => {
    loginAnswers(200, { key: 'chiave-123' });
    meAnswers();
    const { user, location } = renderSignIn('/signin?callback=%2Fagenda%3Fday%3D2026-01-10');
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
    expect(location().search).toBe('?day=2026-01-10');
  });

  it('ignores a callback that leaves the site', async () => {
    loginAnswers(200, { key: 'chiave-123' });
    meAnswers();
    const { user, location } = renderSignIn('/signin?callback=%2F%2Fevil.example%2Fagenda');
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(location().pathname).toBe('/');
  });

  it('shows a loader in the button while signing in', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(apiUrl('auth/login/'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          { non_field_errors: ['Impossibile accedere con le credenziali fornite.'] },
          { status: 400 },
        );
      }),
    );
    const { user } = renderSignIn();
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit());

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
