import { screen } from '@testing-library/react';
import { apiUrl, http, HttpResponse, makeUser, renderWithProviders, server } from '../testing';
import { STORAGE_KEYS } from '../auth/storage';
import { StandaloneShell } from './standalone-shell';

const giulia = makeUser({ id: 3, first_name: 'Giulia', last_name: 'Bianchi' });

describe('StandaloneShell', () => {
  it('asks a signed-out developer to sign in, then shows the remote', async () => {
    server.use(
      http.post(apiUrl('auth/login/'), () => HttpResponse.json({ key: 'chiave' })),
      http.get(apiUrl('users/me/'), () => HttpResponse.json(giulia)),
    );
    const { user } = renderWithProviders(
      <StandaloneShell appName="Agenda">
        <h1>Contenuto del remoto</h1>
      </StandaloneShell>,
    );
    const submit = screen.getByRole('button', { name: 'Accedi' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'Colleghi2026');
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: 'Contenuto del remoto' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('chiave');

    await user.click(screen.getByRole('button', { name: 'Esci' }));
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows the server message when the credentials are wrong', async () => {
    server.use(
      http.post(apiUrl('auth/login/'), () =>
        HttpResponse.json(
          { non_field_errors: ['Impossibile accedere con le credenziali fornite.'] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithProviders(
      <StandaloneShell appName="Agenda">
        <h1>Contenuto del remoto</h1>
      </StandaloneShell>,
    );
    await user.type(screen.getByLabelText('E-mail o cellulare'), 'avvocato@demo.colleghi.it');
    await user.type(screen.getByLabelText('Password'), 'sbagliata1');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(
      await screen.findByText('Impossibile accedere con le credenziali fornite.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contenuto del remoto' })).not.toBeInTheDocument();
  });
});
