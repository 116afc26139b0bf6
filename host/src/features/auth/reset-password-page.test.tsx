import { screen } from '@testing-library/react';
import { Route, Routes } from '@colleghi/shared/router';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  serveEndpoint,
  server,
} from '@colleghi/shared/testing';
import type { EndpointAnswer, RecordedCalls } from '@colleghi/shared/testing';
import { RESET_LINK_INVALID, ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';

const SAVED = 'La nuova password è stata salvata: accedi con la nuova password.';
const DEAD = 'Il link per reimpostare la password non è valido, è già stato usato o è scaduto.';
const LIVE: EndpointAnswer = { body: { detail: 'Il link è valido: scegli la nuova password.' } };

/** The check the page makes as it opens; a live link unless a test says otherwise. */
const serveCheck = (answer: EndpointAnswer = LIVE): RecordedCalls =>
  serveEndpoint('post', 'auth/password/reset/check/', answer);

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
/** The form, once the check has found the link live. */
const formShown = () => screen.findByLabelText('Nuova password');

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    serveCheck();
  });

  it('asks for a valid password typed twice, with the sign-up rules', async () => {
    const { user } = renderAt('/reset-password/7/abc');
    expect(screen.getByRole('heading', { name: 'Reimposta la password' })).toBeInTheDocument();
    await formShown();
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
    await formShown();
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
    const check = serveCheck();
    const { user } = renderAt('/reset-password/?uid=12&token=f00d');
    await formShown();
    expect(check.bodies).toEqual([{ uid: '12', token: 'f00d' }]);
    await user.type(first(), 'nuova2026');
    await user.type(second(), 'nuova2026');
    await user.click(save());
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(sent).toMatchObject({ uid: '12', token: 'f00d' });
  });

  it('explains a link without its parts and offers a new one, asking nothing', async () => {
    const check = serveCheck();
    const { user, location } = renderAt('/reset-password');
    expect(screen.getByText(RESET_LINK_INVALID)).toBeInTheDocument();
    expect(check.calls).toBe(0);
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Chiedi un nuovo link' }));
    expect(location().pathname).toBe('/forgot');
  });

  it('checks the link as it opens: a used or expired one says so at once, with no form', async () => {
    const check = serveCheck({ status: 400, body: { token: [DEAD] }, delay: 50 });
    const { user, location } = renderAt('/reset-password/7/usato');
    expect(screen.getByRole('status')).toHaveTextContent('Verifica del link in corso…');
    expect(screen.getByRole('progressbar', { name: 'Verifica del link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD);
    expect(check.bodies).toEqual([{ uid: '7', token: 'usato' }]);
    expect(screen.getByRole('heading', { name: 'Reimposta la password' })).toBeInTheDocument();
    expect(screen.getByText(/si può usare una sola volta e per un tempo limitato/)).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nuova password')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Salva la nuova password' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Chiedi un nuovo link' }));
    expect(location().pathname).toBe('/forgot');
  });

  it('shows the form of a live link once the check has answered', async () => {
    serveCheck({ ...LIVE, delay: 50 });
    renderAt('/reset-password/7/abc');
    expect(screen.getByRole('progressbar', { name: 'Verifica del link' })).toBeInTheDocument();
    expect(await formShown()).toBeInTheDocument();
    expect(
      screen.getByText(
        'Scegli la nuova password del tuo account: tutte le sessioni aperte verranno chiuse.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(DEAD)).not.toBeInTheDocument();
  });

  it.each([
    ['too many checks (429)', { status: 429, body: { detail: 'Troppi tentativi.' } }],
    ['a server error', { status: 500, body: { detail: 'Errore interno del server.' } }],
  ])('shows the form when the check gets no verdict: %s', async (_, answer) => {
    serveCheck(answer);
    renderAt('/reset-password/7/abc');
    expect(await formShown()).toBeInTheDocument();
    expect(screen.queryByText('Chiedi un nuovo link')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns a link that dies between the check and the confirmation into the invalid-link message', async () => {
    const refused = 'Il link non è più valido.';
    server.use(
      http.post(apiUrl('auth/password/reset/confirm/'), () =>
        HttpResponse.json({ token: [refused] }, { status: 400 }),
      ),
    );
    const { user, location } = renderAt('/reset-password/7/usato');
    await formShown();
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
    await formShown();
    await user.type(first(), 'password1');
    await user.type(second(), 'password1');
    await user.click(save());
    expect(await screen.findByText('Questa password è troppo comune.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nuova password')).toBeInTheDocument();
  });
});
