import { screen } from '@testing-library/react';
import { Route, Routes } from '@colleghi/shared/router';
import { HttpResponse, apiUrl, http, renderWithProviders, server } from '@colleghi/shared/testing';
import { RESET_LINK_INVALID, ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

const SAVED = 'La nuova password è stata salvata: accedi con la nuova password.';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/reset-password/:uid/:token" element={<ResetPasswordPage />} />
      <Route path="/signin" element={<SignInPage />} />
      <Route path="/forgot" element={<h1>Recupero password</h1>} />
    </Routes>,
    { route },
  );
}

const save = () => screen.getByRole('button', { name: 'Salva la nuova password' });
const first = () => screen.getByLabelText('Nuova password');
const second = () => screen.getByLabelText('Conferma nuova password');

describe('ResetPasswordPage', () => {
  it('asks for a valid password typed twice, with the sign-up rules', async () => {
    const { user } = renderAt('/reset-password/7/abc');
    expect(screen.getByRole('heading', { name: 'Reimposta la password' })).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.type(first(), 'corta');
    await user.tab();
    expect(screen.getByText('Password non valida')).toBeInTheDocument();

    await user.clear(first());
    await user.type(first(), 'nuova2026');
    await user.type(second(), 'nuova2027');
    await user.tab();
    expect(screen.getByText('Le due password non coincidono.')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.clear(second());
    await user.type(second(), 'nuova2026');
    expect(save()).toBeEnabled();
  });

  it('sends the link and the password, then confirms on the sign-in page', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('auth/password/reset/confirm/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: SAVED });
      }),
    );
    const { user, location } = renderAt('/reset-password/7/abc123');
    await user.type(first(), 'nuova2026');
    await user.type(second(), 'nuova2026');
    await user.click(save());

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(location().pathname).toBe('/signin');
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(sent).toEqual({
      uid: '7',
      token: 'abc123',
      new_password1: 'nuova2026',
      new_password2: 'nuova2026',
    });
  });

  it('reads the link from the query too (?uid=&token=)', async () => {
    let sent: { uid?: string; token?: string } = {};
    server.use(
      http.post(apiUrl('auth/password/reset/confirm/'), async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ detail: SAVED });
      }),
    );
    const { user } = renderAt('/reset-password/?uid=12&token=f00d');
    await user.type(first(), 'nuova2026');
    await user.type(second(), 'nuova2026');
    await user.click(save());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(sent).toMatchObject({ uid: '12', token: 'f00d' });
  });

  it('explains a link without its parts and offers a new one', async () => {
    const { user, location } = renderAt('/reset-password');
    expect(screen.getByText(RESET_LINK_INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Chiedi un nuovo link' }));
    expect(location().pathname).toBe('/forgot');
  });

  it('turns a used or expired link into the invalid-link message', async () => {
    const refused = 'Il link non è più valido.';
    server.use(
      http.post(apiUrl('auth/password/reset/confirm/'), () =>
        HttpResponse.json({ token: [refused] }, { status: 400 }),
      ),
    );
    const { user, location } = renderAt('/reset-password/7/usato');
    await user.type(first(), 'nuova2026');
    await user.type(second(), 'nuova2026');
    await user.click(save());
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chiedi un nuovo link' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(location().pathname).toBe('/reset-password/7/usato');
  });

  it("shows the server's verdict on the password under its field", async () => {
    server.use(
      http.post(apiUrl('auth/password/reset/confirm/'), () =>
        HttpResponse.json({ new_password2: ['Questa password è troppo comune.'] }, { status: 400 }),
      ),
    );
    const { user } = renderAt('/reset-password/7/abc');
    await user.type(first(), 'password1');
    await user.type(second(), 'password1');
    await user.click(save());
    expect(await screen.findByText('Questa password è troppo comune.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuova password')).toBeInTheDocument();
  });
});
