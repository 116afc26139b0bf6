import { screen, waitFor, within } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  makeUser,
  renderWithProviders,
  server,
  serveEndpoint,
} from '@colleghi/shared/testing';
import { CREATE_CONFIRM_MESSAGE } from './components/create-record-button';
import { RECORDS_EMPTY_TEXT, RecordsPage } from './records-page';
import { makePage, makeRecord, serveOpen, serveRecords } from './testing/fixtures';

const session = { token: 'token-giulia', user: makeUser() };
const renderPage = (route = '/records') => renderWithProviders(<RecordsPage />, { route, session });

const panel = () => screen.getByRole('complementary', { name: 'Dettaglio verbale' });
/** The rows once the list has loaded. */
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Elenco dei verbali' })).findAllByRole('listitem');

const shared = makeRecord({
  id: 7,
  identifier: 'VRB-2026-000007',
  code: 'ZX9QW3',
  created_at: '2026-02-03T09:00:00+01:00',
  link: 'http://localhost:3000/records?shared=aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
  mine: false,
});

describe('RecordsPage list', () => {
  it('shows identifier, Italian created date and code of each record', async () => {
    serveRecords(() => makePage([makeRecord(), shared]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Verbali' })).toBeInTheDocument();
    const items = await rows();
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('VRB-2026-000042')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Creato il 12 marzo 2026 · Codice K7P4RX');
    expect(within(items[1]).getByText('Condiviso con me')).toBeInTheDocument();
  });

  it('sends the filter of the chosen tab', async () => {
    const queries = serveRecords(() => makePage([makeRecord()]));
    const { user } = renderPage();
    await rows();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tutti',
      'Creati da me',
      'Condivisi con me',
    ]);
    expect(queries[0].get('filter')).toBe('all');
    expect(queries[0].get('page')).toBe('1');
    await user.click(screen.getByRole('tab', { name: 'Creati da me' }));
    await waitFor(() => expect(queries.at(-1)?.get('filter')).toBe('created'));
    await user.click(screen.getByRole('tab', { name: 'Condivisi con me' }));
    await waitFor(() => expect(queries.at(-1)?.get('filter')).toBe('shared'));
    expect(screen.getByRole('tab', { name: 'Condivisi con me' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('after a server error says the list failed, with Riprova; the modal said what happened', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('records/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Errore interno del server.' }, { status: 500 })
          : HttpResponse.json(makePage([])),
      ),
    );
    const { user } = renderPage();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.queryByText('Errore interno del server.')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Non è stato possibile caricare l’elenco. Premi Riprova per caricarlo di nuovo.',
    );
    fail = false;
    await user.click(retry);
    expect(await screen.findByText(RECORDS_EMPTY_TEXT.all)).toBeInTheDocument();
  });

  it('shows the empty text of the tab, and an error with a retry', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('records/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Servizio non disponibile.' }, { status: 403 })
          : HttpResponse.json(makePage([])),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Servizio non disponibile.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(RECORDS_EMPTY_TEXT.all)).toBeInTheDocument();
  });

  it('copies a record link from the list with a toast', async () => {
    serveRecords(() => makePage([makeRecord()]));
    const { user } = renderPage();
    await rows();
    await user.click(
      screen.getByRole('button', { name: 'Copia link del verbale VRB-2026-000042' }),
    );
    expect(
      await screen.findByText('Link del verbale VRB-2026-000042 copiato.'),
    ).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(makeRecord().link);
  });
});

describe('RecordsPage create', () => {
  it('asks for confirmation, creates the record, adds and selects it', async () => {
    serveRecords(() => makePage([shared]));
    let posts = 0;
    const created = makeRecord({ id: 43, identifier: 'VRB-2026-000043', code: 'H3M8TT' });
    server.use(
      http.post(apiUrl('records/'), () => {
        posts += 1;
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderPage();
    await rows();

    await user.click(screen.getByRole('button', { name: 'Nuovo verbale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creare un nuovo verbale?' });
    expect(dialog).toHaveAccessibleDescription(CREATE_CONFIRM_MESSAGE);
    expect(dialog).toHaveTextContent('non potrà più essere modificato');
    // Cancelling creates nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Nuovo verbale' }));
    await user.click(screen.getByRole('button', { name: 'Crea verbale' }));
    expect(await screen.findByText('Verbale VRB-2026-000043 creato.')).toBeInTheDocument();
    expect(posts).toBe(1);
    const items = await rows();
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('VRB-2026-000043');
    expect(
      await within(panel()).findByRole('heading', { name: 'VRB-2026-000043' }),
    ).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Codice di accesso')).toHaveValue('H3M8TT');
  });
});

describe('RecordsPage panel', () => {
  it('shows a prompt, then the preview of the selected record with copy and open', async () => {
    serveRecords(() => makePage([makeRecord()]));
    const { user } = renderPage();
    await rows();
    expect(
      within(panel()).getByRole('heading', { name: 'Nessun verbale selezionato' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^VRB-2026-000042/ }));
    const preview = within(panel());
    expect(await preview.findByRole('heading', { name: 'VRB-2026-000042' })).toBeInTheDocument();
    expect(preview.getByLabelText('Link')).toHaveValue(makeRecord().link);
    expect(preview.getByLabelText('Codice di accesso')).toHaveValue('K7P4RX');
    const open = preview.getByRole('link', { name: /^Apri/ });
    expect(open).toHaveAttribute('href', makeRecord().link);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(preview.getByRole('button', { name: 'Copia codice di accesso' }));
    expect(await screen.findByText('Codice di accesso copiato negli appunti.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('K7P4RX');
  });

  it('blocks the open-shared form while the link is empty', async () => {
    serveRecords(() => makePage([]));
    const bodies = serveOpen(200, shared);
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Apri un verbale condiviso' }));
    const form = within(await screen.findByRole('form', { name: 'Apri un verbale condiviso' }));
    const submit = form.getByRole('button', { name: 'Apri verbale' });
    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Codice di accesso'), 'zx9qw3');
    expect(submit).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: /Link del verbale/ }), '   ');
    expect(submit).toBeDisabled();
    expect(bodies).toHaveLength(0);
  });

  it('shows the wrong-code message under the code field', async () => {
    serveRecords(() => makePage([]));
    serveOpen(400, { code: ['Codice di accesso non valido.'] });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Apri un verbale condiviso' }));
    const form = within(await screen.findByRole('form', { name: 'Apri un verbale condiviso' }));
    await user.type(form.getByRole('textbox', { name: /Link del verbale/ }), shared.link);
    await user.type(form.getByLabelText('Codice di accesso'), 'AAAAAA');
    await user.click(form.getByRole('button', { name: 'Apri verbale' }));
    const code = form.getByLabelText('Codice di accesso');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Codice di accesso non valido.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the detail of a 429', async () => {
    serveRecords(() => makePage([]));
    serveOpen(429, { detail: 'Troppi tentativi: riprova tra qualche minuto.' });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Apri un verbale condiviso' }));
    const form = within(await screen.findByRole('form', { name: 'Apri un verbale condiviso' }));
    await user.type(form.getByRole('textbox', { name: /Link del verbale/ }), shared.link);
    await user.click(form.getByRole('button', { name: 'Apri verbale' }));
    expect(
      await form.findByText('Troppi tentativi: riprova tra qualche minuto.'),
    ).toBeInTheDocument();
  });

  it('opens a shared record: adds it to the list and selects it', async () => {
    serveRecords(() => makePage([makeRecord()]));
    const bodies = serveOpen(200, shared);
    const { user } = renderPage();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Apri un verbale condiviso' }));
    const form = within(await screen.findByRole('form', { name: 'Apri un verbale condiviso' }));
    await user.type(form.getByRole('textbox', { name: /Link del verbale/ }), shared.link);
    await user.type(form.getByLabelText('Codice di accesso'), 'zx9qw3');
    await user.click(form.getByRole('button', { name: 'Apri verbale' }));

    expect(await screen.findByText('Verbale VRB-2026-000007 aperto.')).toBeInTheDocument();
    expect(bodies).toEqual([{ link: shared.link, code: 'ZX9QW3' }]);
    const items = await rows();
    expect(items.map((row) => within(row).getByText(/^VRB-/).textContent)).toEqual([
      'VRB-2026-000007',
      'VRB-2026-000042',
    ]);
    expect(within(panel()).getByRole('heading', { name: 'VRB-2026-000007' })).toBeInTheDocument();
  });

  it('opens the form pre-filled with the page URL when it has ?shared= of a new record', async () => {
    serveRecords(() => makePage([]));
    // Like the API: the link alone is not enough for a record the user does not hold yet.
    const opened = serveEndpoint('post', 'records/open/', ({ body }) =>
      (body as { code?: string }).code === 'ZX9QW3'
        ? { body: shared }
        : { status: 400, body: { code: ['Questo campo è obbligatorio.'] } },
    );
    const route = '/records?shared=aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
    const { user, location } = renderPage(route);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Apertura del verbale…');
    const form = within(await screen.findByRole('form', { name: 'Apri un verbale condiviso' }));
    expect(opened.bodies[0]).toEqual({ link: `http://localhost${route}` });
    expect(form.getByRole('textbox', { name: /Link del verbale/ })).toHaveValue(
      `http://localhost${route}`,
    );
    await user.type(form.getByLabelText('Codice di accesso'), 'ZX9QW3');
    await user.click(form.getByRole('button', { name: 'Apri verbale' }));
    expect(
      await within(panel()).findByRole('heading', { name: 'VRB-2026-000007' }),
    ).toBeInTheDocument();
    // Done with the link: a reload does not show the form again (a navigation of its own).
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('shows at once a record the user already holds when it has ?shared= (its "Apri")', async () => {
    const mine = makeRecord();
    serveRecords(() => makePage([mine]));
    const bodies = serveOpen(200, mine);
    const { location } = renderPage(`/records?shared=${mine.link.split('shared=')[1]}`);
    expect(
      await within(panel()).findByRole('heading', { name: 'VRB-2026-000042' }),
    ).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Codice di accesso')).toHaveValue('K7P4RX');
    expect(bodies).toEqual([
      { link: `http://localhost/records?shared=${mine.link.split('shared=')[1]}` },
    ]);
    expect(screen.queryByRole('form', { name: 'Apri un verbale condiviso' })).toBeNull();
    await waitFor(() => expect(location().search).toBe(''));
    // Listed once, though the opened record came back on top of the loaded page.
    expect(await rows()).toHaveLength(1);
  });
});
