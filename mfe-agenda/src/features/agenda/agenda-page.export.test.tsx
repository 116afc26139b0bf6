import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, apiUrl, http, renderWithProviders, server } from '@colleghi/shared/testing';
import { AgendaPage } from './agenda-page';
import { allEvents } from './testing/fixtures';
import { serveCalendar } from './testing/handlers';
import { freezeToday, session } from './testing/setup';

freezeToday();

const OLD_URL = 'http://localhost:8000/api/ical/vecchio.ics';
const NEW_URL = 'http://localhost:8000/api/ical/nuovo.ics';

const renderPage = () => renderWithProviders(<AgendaPage />, { route: '/agenda', session });

describe('AgendaPage calendar export', () => {
  it('shows the private feed URL, copies it and rotates it after a warning', async () => {
    serveCalendar(allEvents);
    let rotations = 0;
    server.use(
      http.get(apiUrl('events/feed/'), () => HttpResponse.json({ url: OLD_URL })),
      http.post(apiUrl('events/feed/rotate/'), () => {
        rotations += 1;
        return HttpResponse.json({ url: NEW_URL });
      }),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Sincronizza calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sincronizza calendario' });
    const field = await within(dialog).findByRole('textbox', { name: 'Link del calendario' });
    expect(field).toHaveValue(OLD_URL);

    // user-event installs its own clipboard stub on setup.
    await user.click(within(dialog).getByRole('button', { name: 'Copia link' }));
    expect(await navigator.clipboard.readText()).toBe(OLD_URL);
    expect(await screen.findByText('Link copiato negli appunti.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Genera un nuovo link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generare un nuovo link?' });
    expect(confirm).toHaveTextContent('Il link attuale smetterà di funzionare');
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(rotations).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Genera un nuovo link' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Generare un nuovo link?' })).getByRole(
        'button',
        { name: 'Genera' },
      ),
    );
    await waitFor(() => expect(field).toHaveValue(NEW_URL));
    expect(rotations).toBe(1);
  });

  it('downloads one event as .ics with the token', async () => {
    serveCalendar(allEvents);
    const auth: (string | null)[] = [];
    server.use(
      http.get(apiUrl('events/1/ics/'), ({ request }) => {
        auth.push(request.headers.get('Authorization'));
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar' },
        });
      }),
    );
    const createObjectURL = jest.fn(() => 'blob:evento-1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Udienza · Rossi c\/ Bianchi/ }));
    const view = await screen.findByRole('dialog', { name: 'Dettaglio evento' });
    await user.click(within(view).getByRole('button', { name: 'Scarica .ics' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(auth).toEqual(['Token token-giulia']);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('evento-1.ics');
    expect(link.href).toBe('blob:evento-1');
    click.mockRestore();
  });
});
