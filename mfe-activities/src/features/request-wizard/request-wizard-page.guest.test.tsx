import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from '@colleghi/shared/router';
import { sharedStore, tokenAtom } from '@colleghi/shared/platform';
import { romeDateTimeToIso } from '../../domain/rome-time';
import {
  HttpResponse,
  apiUrl,
  http,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { RequestWizardPage } from './request-wizard-page';
import { initialDraft, requestDraftAtom } from './state/request-draft-atom';
import { GUEST_DRAFT_KEY } from './state/stored-guest-draft';
import {
  backButton,
  fillDate,
  fillUpToDate,
  nextButton,
  resetWizardState,
  shownIn,
  stepHeading,
  timeField,
  tomorrow,
  typeTime,
  useWizardApi,
} from './testing/wizard-test-api';

function renderGuestWizard(route = '/request-activities/SUBSTITUTE') {
  return renderWithProviders(
    <Routes>
      <Route path="/request-activities/:type?" element={<RequestWizardPage />} />
      <Route path="/signin" element={<h1>Accedi</h1>} />
    </Routes>,
    { route },
  );
}

interface Recorded {
  name: string;
  body: unknown;
  authorization: string | null;
}

/** light-register -> users/me -> temp-demands, each answering as the API does. */
function guestApi(lightRegisterAnswer?: () => Response): Recorded[] {
  const calls: Recorded[] = [];
  const record = async (name: string, request: Request) =>
    calls.push({
      name,
      body: request.method === 'GET' ? null : await request.json(),
      authorization: request.headers.get('Authorization'),
    });
  server.use(
    http.post(apiUrl('auth/light-register/'), async ({ request }) => {
      await record('light-register', request);
      return lightRegisterAnswer?.() ?? HttpResponse.json({ key: 'guest-key' }, { status: 201 });
    }),
    http.get(apiUrl('users/me/'), async ({ request }) => {
      await record('me', request);
      return HttpResponse.json(makeUser({ id: 40, first_name: 'Marco', last_name: 'Rossi' }));
    }),
    http.post(apiUrl('temp-demands/'), async ({ request }) => {
      await record('temp-demands', request);
      return HttpResponse.json({ id: 77 }, { status: 201 });
    }),
  );
  return calls;
}

async function fillGuest(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Nome/), 'Marco');
  await user.type(screen.getByLabelText(/^Cognome/), 'Rossi');
  await user.type(screen.getByLabelText(/^E-mail/), 'marco.rossi@studio.it');
  await user.type(screen.getByLabelText(/^Cellulare/), '3331234567');
  await user.click(screen.getByRole('combobox', { name: /^Qualifica/ }));
  await user.click(await screen.findByRole('option', { name: 'Avvocato' }));
  await user.click(screen.getByRole('combobox', { name: /^Città dello studio legale/ }));
  await user.click(await screen.findByRole('option', { name: 'Roma (RM)' }));
  await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
}

beforeEach(resetWizardState);

describe('RequestWizardPage (guest)', () => {
  it('adds step 6, registers lightly and sends the temp demand with the new key', async () => {
    useWizardApi();
    const calls = guestApi();
    const { user } = renderGuestWizard();

    expect(screen.getByText(/Non serve un account: lo creiamo noi/)).toBeInTheDocument();
    expect(screen.getByText('Passaggio 1 di 6')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Avanzamento della richiesta' });
    expect(progress).toHaveAttribute('aria-valuenow', String(Math.round(100 / 6)));
    expect(screen.getByRole('tab', { name: 'I tuoi dati' })).toBeDisabled();

    await fillUpToDate(user);
    await fillDate(user, '08:45');
    await user.click(nextButton());

    expect(stepHeading()).toHaveTextContent('I tuoi dati');
    expect(screen.getByText('Passaggio 6 di 6')).toBeInTheDocument();
    const send = () => screen.getByRole('button', { name: 'Invia' });
    expect(send()).toBeDisabled();
    await fillGuest(user);
    // Privacy is still missing.
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    expect(send()).toBeEnabled();

    await user.click(send());

    expect(await screen.findByRole('heading', { name: 'Richiesta inviata!' })).toBeInTheDocument();
    expect(screen.getByText(/password/)).toHaveTextContent('marco.rossi@studio.it');
    // The account now exists: the page no longer promises to create one.
    expect(screen.queryByText(/Non serve un account/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Segui la tua richiesta' })).toHaveAttribute(
      'href',
      '/activity-request',
    );
    expect(calls.map((call) => call.name)).toEqual(['light-register', 'me', 'temp-demands']);
    expect(calls[0]).toEqual({
      name: 'light-register',
      authorization: null,
      body: {
        first_name: 'Marco',
        last_name: 'Rossi',
        email: 'marco.rossi@studio.it',
        phone: '3331234567',
        privacy: true,
        terms: true,
        profile: { type: 'LAWYER', lawfirm: { city: 2 } },
        temp_demand: null,
      },
    });
    expect(calls[2]).toEqual({
      name: 'temp-demands',
      authorization: 'Token guest-key',
      body: {
        type: 'SUBSTITUTE',
        activity: 'Udienza di trattazione',
        subject: null,
        money: 35,
        notes: null,
        office: 7,
        section: null,
        judge: null,
        skill: 2,
        datetime: romeDateTimeToIso(tomorrow().date, '08:45'),
        is_delayed: true,
        only_aiga: false,
        only_certified: false,
        only_priority: false,
      },
    });
    expect(sharedStore.get(tokenAtom)).toBe('guest-key');
  });

  it('stores the request on the way to step 6: a reload there carries on, a send clears it', async () => {
    useWizardApi();
    guestApi();
    const view = renderGuestWizard();
    await fillUpToDate(view.user);
    await fillDate(view.user, '08:45');
    expect(sessionStorage.getItem(GUEST_DRAFT_KEY)).toBeNull();
    await view.user.click(nextButton());
    expect(JSON.parse(sessionStorage.getItem(GUEST_DRAFT_KEY) ?? '{}')).toMatchObject({
      type: 'SUBSTITUTE',
      activity: 'Udienza di trattazione',
      time: '08:45',
    });

    // The page reloads: the atoms start again from what the page finds stored.
    view.unmount();
    resetWizardState();
    sharedStore.set(requestDraftAtom, initialDraft());
    const { user } = renderGuestWizard();
    expect(stepHeading()).toHaveTextContent('I tuoi dati');
    await user.click(backButton());
    expect(await screen.findByRole('radio', { name: 'Diritto civile' })).toBeChecked();
    await user.click(nextButton());
    expect(shownIn(timeField())).toBe('08:45');
    await user.click(nextButton());
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta inviata!' })).toBeInTheDocument();
    expect(sessionStorage.getItem(GUEST_DRAFT_KEY)).toBeNull();
  });

  it('Indietro on step 6 goes back to the skill step and nothing typed is lost', async () => {
    useWizardApi();
    const { user } = renderGuestWizard();
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(nextButton());
    await user.type(screen.getByLabelText(/^Nome/), 'Marco');

    await user.click(backButton());
    expect(stepHeading()).toHaveTextContent('Quale competenza è richiesta?');
    expect(await screen.findByRole('radio', { name: 'Diritto civile' })).toBeChecked();

    await user.click(nextButton());
    expect(shownIn(timeField())).toBe('09:30');
    await user.click(nextButton());
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Marco');
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
  });

  it('says a field is required once it was left empty, the city too', async () => {
    useWizardApi();
    const { user } = renderGuestWizard();
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(nextButton());
    const city = screen.getByRole('combobox', { name: /^Città dello studio legale/ });
    expect(city).not.toHaveAccessibleDescription('Il campo è obbligatorio');
    await user.click(city);
    await user.tab();
    expect(city).toHaveAccessibleDescription('Il campo è obbligatorio');
    expect(city).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the light registration errors under the fields and sends no demand', async () => {
    useWizardApi();
    const calls = guestApi(() =>
      HttpResponse.json(
        { email: ['Esiste già un account con questo indirizzo e-mail.'] },
        { status: 400 },
      ),
    );
    const { user } = renderGuestWizard('/request-activities/substitute');
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(nextButton());
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    const email = screen.getByLabelText(/^E-mail/);
    expect(
      await screen.findByText('Esiste già un account con questo indirizzo e-mail.'),
    ).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Esiste già un account con questo indirizzo e-mail.');
    expect(email).toHaveValue('marco.rossi@studio.it');
    expect(calls.map((call) => call.name)).toEqual(['light-register']);
    expect(screen.getByRole('button', { name: 'Invia' })).toBeEnabled();
    // The account exists: a way to sign in and come back to this request.
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      `/signin?callback=${encodeURIComponent('/request-activities/substitute')}`,
    );
  });

  it('keeps the guest key when the demand is refused, and retries without registering again', async () => {
    useWizardApi();
    const calls = guestApi();
    let refuse = true;
    server.use(
      http.post(apiUrl('temp-demands/'), async ({ request }) => {
        calls.push({ name: 'temp-demands', body: await request.json(), authorization: null });
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ datetime: ['La data deve essere futura.'] }, { status: 400 });
        }
        return HttpResponse.json({ id: 78 }, { status: 201 });
      }),
    );
    const { user } = renderGuestWizard();
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(nextButton());
    await fillGuest(user);
    await user.click(screen.getByRole('checkbox', { name: /informativa sulla privacy/ }));
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    expect(await screen.findByText('La data deve essere futura.')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Quando e a chi inviarla?');
    // Still the guest variant, although the guest now has a session.
    expect(screen.getByText('Passaggio 5 di 6')).toBeInTheDocument();
    await typeTime(user, '10:00');
    await user.click(nextButton());
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    expect(await screen.findByRole('heading', { name: 'Richiesta inviata!' })).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual([
      'light-register',
      'me',
      'temp-demands',
      'me',
      'temp-demands',
    ]);
  });
});
