import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@colleghi/shared/testing';
import { AgendaPage } from './agenda-page';
import { allEvents, makeEvent, office } from './testing/fixtures';
import { serveCalendar, serveEventCalls } from './testing/handlers';
import { freezeToday, session } from './testing/setup';

freezeToday();

const renderPage = () => renderWithProviders(<AgendaPage />, { route: '/agenda', session });
type User = ReturnType<typeof renderPage>['user'];

async function openView(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog', { name: 'Dettaglio evento' });
}

describe('AgendaPage "Aggiungi scadenza" from a hearing', () => {
  it('creates a fulfilment before the hearing, across August, with its parties and notice', async () => {
    const created = makeEvent({
      id: 50,
      resourcetype: 'Fulfillment',
      date: '2026-07-15',
      display_name: 'Adempimento · Rossi c/ Bianchi',
    });
    const queries = serveCalendar(allEvents);
    const calls = serveEventCalls({ 'POST events/': { status: 201, body: created } });
    const { user } = renderPage();
    const view = await openView(user, 'Udienza · Rossi c/ Bianchi');
    await user.click(within(view).getByRole('button', { name: 'Aggiungi scadenza' }));
    const form = await screen.findByRole('dialog', { name: 'Aggiungi scadenza' });
    expect(within(form).getByText(/lunedì 23 novembre 2026/)).toBeInTheDocument();
    // 20 days before, by default, with a notice a week before.
    expect(within(form).getByRole('status')).toHaveTextContent('Scadenza: martedì 03/11/2026');
    expect(within(form).getByRole('combobox', { name: 'Avviso' })).toHaveValue('7');
    expect(within(form).queryByRole('radio')).toBeNull();

    await user.type(within(form).getByRole('textbox', { name: /Adempimento/ }), 'Memoria');
    const amount = within(form).getByRole('textbox', { name: /Durata/ });
    await user.clear(amount);
    await user.type(amount, '100');
    expect(within(form).getByRole('status')).toHaveTextContent('Scadenza: mercoledì 15/07/2026');
    expect(
      within(form).getByText('sospensione feriale dal 1° al 31 agosto: −31 giorni'),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Crea adempimento' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      resourcetype: 'Fulfillment',
      date: '2026-07-15',
      all_day: true,
      start: null,
      end: null,
      part1: 'Rossi',
      part2: 'Bianchi',
      activity: 'Memoria',
      judge: 'Dott. Verdi',
      office: office.id,
      nrg: '1234/2026',
      notes:
        'Termine calcolato: −100 giorni dal 23/11/2026 (a ritroso); sospensione feriale dal 1° al 31 agosto: −31 giorni; scadenza mercoledì 15/07/2026',
      notice_days: 7,
    });
    expect(await screen.findByText('Scadenza aggiunta.')).toBeInTheDocument();
    // The agenda goes to the new fulfilment's day.
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
    expect(String(queries.at(-1)?.get('date_min')) <= '2026-07-15').toBe(true);
  });

  it('asks what the fulfilment is before creating it, and goes back to the hearing on cancel', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({});
    const { user } = renderPage();
    const view = await openView(user, 'Udienza · Rossi c/ Bianchi');
    await user.click(within(view).getByRole('button', { name: 'Aggiungi scadenza' }));
    const form = await screen.findByRole('dialog', { name: 'Aggiungi scadenza' });
    await user.click(within(form).getByRole('button', { name: 'Crea adempimento' }));
    expect(within(form).getByRole('textbox', { name: /Adempimento/ })).toHaveAccessibleDescription(
      'Indica l’adempimento, ad esempio «Memoria».',
    );
    expect(calls).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    expect(await screen.findByRole('dialog', { name: 'Dettaglio evento' })).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    serveCalendar(allEvents);
    serveEventCalls({
      'POST events/': { status: 400, body: { date: ['La data è troppo lontana.'] } },
    });
    const { user } = renderPage();
    const view = await openView(user, 'Udienza · Rossi c/ Bianchi');
    await user.click(within(view).getByRole('button', { name: 'Aggiungi scadenza' }));
    const form = await screen.findByRole('dialog', { name: 'Aggiungi scadenza' });
    await user.type(within(form).getByRole('textbox', { name: /Adempimento/ }), 'Memoria');
    await user.click(within(form).getByRole('button', { name: 'Crea adempimento' }));
    expect(await within(form).findByText('La data è troppo lontana.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Adempimento/ })).toHaveValue('Memoria');
  });

  it.each([
    ['a postponed hearing', 'Udienza · Viola c/ Rosa'],
    ['an appointment', 'Appuntamento · Studio Neri'],
    ['a fulfilment', 'Adempimento · Deposito memoria'],
  ])('is not offered for %s', async (_case, name) => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    const view = await openView(user, name);
    expect(within(view).queryByRole('button', { name: 'Aggiungi scadenza' })).toBeNull();
  });
});
