import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@colleghi/shared/testing';
import { AgendaPage } from './agenda-page';
import { allEvents, fulfillment } from './testing/fixtures';
import { serveCalendar, serveEventCalls } from './testing/handlers';
import { freezeToday, scrolledToDay, session } from './testing/setup';

freezeToday();

const renderAt = (route: string) => renderWithProviders(<AgendaPage />, { route, session });

describe('AgendaPage opened from a link (a reminder e-mail)', () => {
  it('opens on the linked day with the linked event shown, then leaves the address clean', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({ 'GET events/3/': { body: fulfillment } });
    const { location } = renderAt('/agenda?event=3&date=2026-11-30');

    const view = await screen.findByRole('dialog', { name: 'Dettaglio evento' });
    expect(within(view).getByText('Adempimento · Deposito memoria')).toBeInTheDocument();
    expect(within(view).getByText('55/2026')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: 'events/3/' })]);
    expect(location().search).toBe('');
    expect(scrolledToDay()?.date).toBe('2026-11-30');
  });

  it('says so when the linked event no longer exists, and still shows the agenda', async () => {
    serveCalendar(allEvents);
    serveEventCalls({ 'GET events/99/': { status: 404, body: { detail: 'Non trovato.' } } });
    renderAt('/agenda?event=99&date=2026-11-30');

    expect(await screen.findByText('Non trovato.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Dettaglio evento' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Udienza · Rossi c\/ Bianchi/ }),
    ).toBeInTheDocument();
  });

  it('ignores a link that names no real day or event', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({});
    const { location } = renderAt('/agenda?event=abc&date=2026-02-30');

    expect(
      await screen.findByRole('button', { name: /^Udienza · Rossi c\/ Bianchi/ }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(location().search).toBe('');
  });
});
