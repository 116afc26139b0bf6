import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, typeInPickerField } from '@colleghi/shared/testing';
import type { AgendaEvent } from '@colleghi/api-contract';
import { AgendaPage } from './agenda-page';
import { allEvents, fulfillment, hearing, makeLawyerEvent } from './testing/fixtures';
import { serveCalendar, serveEventCalls } from './testing/handlers';
import { pickerField, pickerText } from './testing/pickers';
import { freezeToday, session } from './testing/setup';

freezeToday();

const renderPage = () => renderWithProviders(<AgendaPage />, { route: '/agenda', session });
const panel = () => screen.getByRole('dialog', { name: 'Dettaglio evento' });

async function openCard(user: ReturnType<typeof renderPage>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
  return screen.findByRole('dialog', { name: 'Dettaglio evento' });
}

async function menuItems(user: ReturnType<typeof renderPage>['user']) {
  await user.click(within(panel()).getByRole('button', { name: 'Azioni evento' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

/** The calendar, and the hearing marked done then back to do, as the API answers. */
function serveDoneAndBack() {
  serveCalendar(allEvents);
  const done: AgendaEvent = { ...hearing, lawyerevent: makeLawyerEvent({ status: 'DONE' }) };
  return serveEventCalls({
    'GET events/1/done/': { body: done },
    'GET events/1/todo/': { body: hearing },
  });
}

describe('AgendaPage event panel', () => {
  it('shows every detail of a hearing in the view panel', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    const view = await openCard(user, 'Udienza · Rossi c/ Bianchi');
    expect(within(view).getByText('lunedì 23 novembre 2026')).toBeInTheDocument();
    expect(within(view).getByText('09:30 – 10:00')).toBeInTheDocument();
    expect(within(view).getByText('Tribunale di Milano')).toBeInTheDocument();
    expect(within(view).getByText('1234/2026')).toBeInTheDocument();
    expect(within(view).getByText('Portare il fascicolo')).toBeInTheDocument();
    expect(within(view).getByText('Da fare')).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Scarica .ics' })).toBeInTheDocument();
  });

  it.each<[string, string, (string | null)[]]>([
    [
      'a TODO hearing',
      'Udienza · Rossi c/ Bianchi',
      ['Segna come completato', 'Rinvia', 'Modifica', 'Elimina'],
    ],
    ['a DONE hearing', 'Udienza · Gialli c/ Blu', ['Segna come da fare', 'Elimina']],
    ['a POSTPONED hearing', 'Udienza · Viola c/ Rosa', ['Elimina']],
  ])('offers exactly the allowed actions for %s', async (_case, name, expected) => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    await openCard(user, name);
    expect(await menuItems(user)).toEqual(expected);
  });

  it('opens the linked fulfilment when a notice is chosen', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({ 'GET events/3/': { body: fulfillment } });
    const { user } = renderPage();
    const view = await openCard(user, 'Avviso · Adempimento · Deposito memoria');
    expect(
      within(view).getByRole('heading', { name: 'Adempimento · Deposito memoria' }),
    ).toBeInTheDocument();
    expect(within(view).getByText('1 settimana prima')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET events/3/']);
    expect(await menuItems(user)).toEqual(['Segna come completato', 'Modifica', 'Elimina']);
  });

  it('marks a hearing as done and back to to-do', async () => {
    const calls = serveDoneAndBack();
    const { user } = renderPage();
    const view = await openCard(user, 'Udienza · Rossi c/ Bianchi');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Segna come completato' }));
    expect(await within(view).findByText('Completato')).toBeInTheDocument();
    expect(await screen.findByText('Evento segnato come completato.')).toBeInTheDocument();
    expect(await menuItems(user)).toEqual(['Segna come da fare', 'Elimina']);
    await user.click(screen.getByRole('menuitem', { name: 'Segna come da fare' }));
    expect(await within(view).findByText('Da fare')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['events/1/done/', 'events/1/todo/']);
  });

  it('marks an event done and back from the check on its card', async () => {
    const calls = serveDoneAndBack();
    const { user } = renderPage();
    const check = await screen.findByRole('checkbox', {
      name: 'Completato: Udienza · Rossi c/ Bianchi',
    });
    expect(check).not.toBeChecked();
    await user.click(check);
    expect(await screen.findByText('Evento segnato come completato.')).toBeInTheDocument();
    await waitFor(() => expect(check).toBeChecked());
    // No panel opened: the check is not the card's button.
    expect(screen.queryByRole('dialog', { name: 'Dettaglio evento' })).toBeNull();
    await user.click(check);
    await waitFor(() => expect(check).not.toBeChecked());
    expect(calls.map((call) => call.path)).toEqual(['events/1/done/', 'events/1/todo/']);
    // Notices follow their fulfilment, postponed events are closed, news are articles: no check.
    const checks = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    for (const event of allEvents) {
      const status = event.lawyerevent?.status ?? 'TODO';
      const checkable = ['Hearing', 'Appointment', 'Fulfillment'].includes(event.resourcetype);
      expect(checks.includes(`Completato: ${event.display_name}`)).toBe(
        checkable && status !== 'POSTPONED',
      );
    }
  });

  it('deletes only after confirmation', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({ 'DELETE events/1/': { status: 204 } });
    const { user } = renderPage();
    await openCard(user, 'Udienza · Rossi c/ Bianchi');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminare l’evento?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Elimina' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminare l’evento?' })).getByRole(
        'button',
        {
          name: 'Elimina',
        },
      ),
    );
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE events/1/']),
    );
    expect(await screen.findByText('Evento eliminato.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Udienza · Rossi c/ Bianchi')).not.toBeInTheDocument(),
    );
  });

  it('reloads after deleting a fulfilment, so its notice goes too', async () => {
    let events = allEvents;
    const queries = serveCalendar(() => events);
    serveEventCalls({
      'GET events/3/': { body: fulfillment },
      'DELETE events/3/': { status: 204 },
    });
    const { user } = renderPage();
    await openCard(user, 'Adempimento · Deposito memoria');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminare l’evento?' });
    expect(confirm).toHaveTextContent('Verrà eliminato anche l’avviso collegato.');
    events = allEvents.filter((event) => event.id !== 3 && event.id !== 4);
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('date_min')).toBe(queries[0].get('date_min'));
    await waitFor(() =>
      expect(screen.queryByText('Avviso · Adempimento · Deposito memoria')).not.toBeInTheDocument(),
    );
  });

  it('postpones a hearing: creates the new one with the old data, then marks the old one', async () => {
    serveCalendar(allEvents);
    const moved: AgendaEvent = {
      ...hearing,
      id: 20,
      date: '2026-12-14',
      start: '11:00:00',
      end: '11:30:00',
    };
    const calls = serveEventCalls({
      'POST events/': { status: 201, body: moved },
      'GET events/1/postponed/': {
        body: { ...hearing, lawyerevent: makeLawyerEvent({ status: 'POSTPONED' }) },
      },
    });
    const { user } = renderPage();
    await openCard(user, 'Udienza · Rossi c/ Bianchi');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Rinvia' }));
    const form = await screen.findByRole('dialog', { name: 'Rinvia udienza' });
    await typeInPickerField(user, pickerField(form, 'Data'), '14/12/2026');
    await typeInPickerField(user, pickerField(form, 'Inizio'), '1100');
    expect(pickerText(pickerField(form, 'Fine'))).toBe('11:30');
    await user.click(within(form).getByRole('button', { name: 'Rinvia' }));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST events/',
      'GET events/1/postponed/',
    ]);
    expect(calls[0].body).toEqual({
      resourcetype: 'Hearing',
      date: '2026-12-14',
      all_day: false,
      start: '11:00',
      end: '11:30',
      part1: 'Rossi',
      part2: 'Bianchi',
      activity: 'Udienza di comparizione',
      judge: 'Dott. Verdi',
      office: 7,
      nrg: '1234/2026',
      notes: 'Portare il fascicolo',
    });
    expect(await screen.findByText('Udienza rinviata.')).toBeInTheDocument();
    // The agenda jumps to the new date.
    expect(await screen.findByRole('table', { name: 'Dicembre 2026' })).toBeInTheDocument();
  });

  it('does not postpone a hearing onto its own slot or earlier', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({});
    const { user } = renderPage();
    await openCard(user, 'Udienza · Rossi c/ Bianchi');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Rinvia' }));
    const form = await screen.findByRole('dialog', { name: 'Rinvia udienza' });
    // Unchanged: the same day and time.
    await user.click(within(form).getByRole('button', { name: 'Rinvia' }));
    const date = pickerField(form, 'Data');
    expect(date).toHaveAccessibleDescription(
      'Scegli una data e un’ora successive a quelle dell’udienza rinviata.',
    );
    await typeInPickerField(user, date, '02/11/2026');
    await user.click(within(form).getByRole('button', { name: 'Rinvia' }));
    expect(pickerText(date)).toBe('02/11/2026');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('shows on edit a time off the 5-minute grid as it was saved', async () => {
    serveCalendar([{ ...hearing, start: '09:32:00', end: '10:07:00' }]);
    const { user } = renderPage();
    await openCard(user, 'Udienza · Rossi c/ Bianchi');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Modifica' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica evento' });
    expect(pickerText(pickerField(form, 'Data'))).toBe('23/11/2026');
    expect(pickerText(pickerField(form, 'Inizio'))).toBe('09:32');
    expect(pickerText(pickerField(form, 'Fine'))).toBe('10:07');
  });

  it('edits with the type read-only and sends the current status', async () => {
    serveCalendar(allEvents);
    const calls = serveEventCalls({ 'PUT events/1/': { body: hearing } });
    const { user } = renderPage();
    await openCard(user, 'Udienza · Rossi c/ Bianchi');
    await menuItems(user);
    await user.click(screen.getByRole('menuitem', { name: 'Modifica' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica evento' });
    const type = within(form).getByRole('textbox', { name: 'Tipo' });
    expect(type).toHaveValue('Udienza');
    expect(type).toHaveAttribute('readonly');
    const part1 = within(form).getByRole('textbox', { name: 'Parte 1' });
    await user.clear(part1);
    await user.type(part1, 'Rossi S.p.A.');
    await user.click(within(form).getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].method).toBe('PUT');
    expect(calls[0].body).toMatchObject({
      resourcetype: 'Hearing',
      part1: 'Rossi S.p.A.',
      status: 'TODO',
    });
    expect(await screen.findByText('Evento modificato.')).toBeInTheDocument();
  });
});
