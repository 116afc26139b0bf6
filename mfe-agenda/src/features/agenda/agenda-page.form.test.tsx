import { screen, waitFor, within } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  renderWithProviders,
  server,
  typeInPickerField,
} from '@colleghi/shared/testing';
import type { AgendaEvent } from '@colleghi/api-contract';
import { AgendaPage } from './agenda-page';
import { allEvents, hearing, makeEvent, office } from './testing/fixtures';
import { serveCalendar, serveEventCalls } from './testing/handlers';
import { pickerField, pickerText } from './testing/pickers';
import { freezeToday, session } from './testing/setup';

freezeToday();

const renderPage = () => renderWithProviders(<AgendaPage />, { route: '/agenda', session });

async function openNewForm(user: ReturnType<typeof renderPage>['user']) {
  await screen.findByText('lunedì 23 novembre');
  await user.click(screen.getByRole('button', { name: 'Nuovo evento' }));
  return screen.findByRole('dialog', { name: 'Nuovo evento' });
}

describe('AgendaPage event form', () => {
  it('starts at 09:00 on the selected day and sets the end 30 minutes after the start', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    const form = await openNewForm(user);
    expect(pickerText(pickerField(form, 'Data'))).toBe('23/11/2026');
    const start = pickerField(form, 'Inizio');
    const end = pickerField(form, 'Fine');
    expect(pickerText(start)).toBe('09:00');
    expect(pickerText(end)).toBe('09:30');
    // The list beside the start offers the minutes in 5-minute steps.
    await user.click(within(form).getAllByRole('button', { name: /^Scegli l'ora/ })[0]);
    const minutes = await screen.findByRole('listbox', { name: 'Seleziona i minuti' });
    expect(
      within(minutes)
        .getAllByRole('option')
        .slice(0, 3)
        .map((o) => o.textContent),
    ).toEqual(['00', '05', '10']);
    const hours = screen.getByRole('listbox', { name: 'Seleziona le ore' });
    await user.click(within(hours).getByRole('option', { name: '14 ore' }));
    await user.click(within(minutes).getByRole('option', { name: '45 minuti' }));
    expect(pickerText(start)).toBe('14:45');
    expect(pickerText(end)).toBe('15:15');
    // Closed with OK; then a start typed as 2345 moves the end as far as it may go.
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryAllByRole('listbox')).toHaveLength(0));
    await typeInPickerField(user, start, '2345');
    expect(pickerText(start)).toBe('23:45');
    expect(pickerText(end)).toBe('23:55');
  });

  it('shows each type its own fields and keeps expenses integer', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    const form = await openNewForm(user);
    const type = within(form).getByRole('combobox', { name: 'Tipo' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Udienza', 'Appuntamento', 'Adempimento']);
    expect(within(form).getByRole('textbox', { name: 'NRG' })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Compenso' })).not.toBeInTheDocument();

    await user.selectOptions(type, 'Appointment');
    const fee = within(form).getByRole('textbox', { name: 'Compenso' });
    expect(fee).toHaveAttribute('inputmode', 'numeric');
    await user.type(fee, '12,50');
    // Decimals are dropped (not glued on: 1250) once the field is left.
    await user.tab();
    expect(fee).toHaveValue('12');
    const taxable = within(form).getByRole('textbox', { name: 'Spese imponibili' });
    await user.type(taxable, 'a1b2€');
    expect(taxable).toHaveValue('12');
    expect(within(form).getByRole('textbox', { name: 'Spese non imponibili' })).toBeInTheDocument();

    await user.selectOptions(type, 'Fulfillment');
    const noticeSelect = within(form).getByRole('combobox', { name: 'Avviso' });
    expect(
      within(noticeSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Nessun avviso',
      '1 giorno prima',
      '2 giorni prima',
      '1 settimana prima',
      '2 settimane prima',
    ]);
  });

  it('sends empty texts as null and jumps to the new event', async () => {
    const created = makeEvent({ id: 30, display_name: 'Udienza', lawyerevent: null });
    const queries = serveCalendar(allEvents);
    const calls = serveEventCalls({ 'POST events/': { status: 201, body: created } });
    const { user } = renderPage();
    const form = await openNewForm(user);
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      resourcetype: 'Hearing',
      date: '2026-11-23',
      all_day: false,
      start: '09:00',
      end: '09:30',
      part1: null,
      part2: null,
      activity: null,
      judge: null,
      office: null,
      nrg: null,
      notes: null,
    });
    expect(await screen.findByText('Evento creato.')).toBeInTheDocument();
    // Inside the window: the same window is loaded again to show the new event.
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('date_min')).toBe('2026-10-08');
  });

  it('reads the date typed day first, whatever the browser’s language', async () => {
    const created = makeEvent({ id: 32, date: '2026-12-02', display_name: 'Udienza' });
    serveCalendar(allEvents);
    const calls = serveEventCalls({ 'POST events/': { status: 201, body: created } });
    const { user } = renderPage();
    const form = await openNewForm(user);
    const date = pickerField(form, 'Data');
    expect(
      within(date)
        .getAllByRole('spinbutton')
        .map((section) => section.getAttribute('aria-label')),
    ).toEqual(['Giorno', 'Mese', 'Anno']);
    await typeInPickerField(user, date, '02/12/2026');
    await typeInPickerField(user, pickerField(form, 'Inizio'), '1015');
    expect(pickerText(pickerField(form, 'Fine'))).toBe('10:45');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ date: '2026-12-02', start: '10:15', end: '10:45' });
  });

  it('shows the new event after the window grew past the longest range the API answers', async () => {
    const created = makeEvent({ id: 31, date: '2026-11-23', display_name: 'Udienza · Nuova' });
    const queries = serveCalendar(() => [...allEvents, ...(calls.length > 0 ? [created] : [])]);
    const calls = serveEventCalls({ 'POST events/': { status: 201, body: created } });
    const { user } = renderPage();
    await screen.findByText('lunedì 23 novembre');
    // Eleven more months: the window is now well over 400 days long.
    for (let month = 0; month < 11; month += 1) {
      await user.click(screen.getByRole('button', { name: 'Carica eventi successivi' }));
      await waitFor(() => expect(queries).toHaveLength(month + 2));
    }
    const form = await openNewForm(user);
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Udienza · Nuova')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toHaveTextContent(/400 giorni/);
    // The whole window again, in two pieces the API accepts.
    const reload = queries.slice(12);
    expect(reload.map((query) => [query.get('date_min'), query.get('date_max')])).toEqual([
      ['2026-10-08', '2027-11-12'],
      ['2027-11-13', '2027-12-07'],
    ]);
    // Twelve loads of the calendar through MUI: 12 s on a quiet machine, more on a busy CI one.
  }, 60_000);

  it('omits the times of an all-day appointment and sends its expenses as integers', async () => {
    const created = makeEvent({ id: 31, date: '2027-03-01' });
    const queries = serveCalendar(allEvents);
    const calls = serveEventCalls({ 'POST events/': { status: 201, body: created } });
    server.use(
      http.get(apiUrl('offices/'), () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [office] }),
      ),
    );
    const { user } = renderPage();
    const form = await openNewForm(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'Appointment');
    await typeInPickerField(user, pickerField(form, 'Data'), '01/03/2027');
    await user.click(within(form).getByRole('switch', { name: 'Tutto il giorno' }));
    expect(within(form).queryByRole('group', { name: 'Inizio' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Parte 1' }), '  Neri  ');
    await user.type(within(form).getByRole('textbox', { name: 'Compenso' }), '300');
    await user.click(within(form).getByRole('combobox', { name: 'Ufficio' }));
    await user.click(await screen.findByRole('option', { name: 'Tribunale di Milano' }));
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      resourcetype: 'Appointment',
      date: '2027-03-01',
      all_day: true,
      start: null,
      end: null,
      part1: 'Neri',
      office: 7,
      expense1: null,
      expense2: null,
      expense3: 300,
    });
    // Outside the window: a new window around the event's date.
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1].get('date_min')).toBe('2027-01-17');
    expect(queries[1].get('date_max')).toBe('2027-04-16');
    expect(await screen.findByRole('table', { name: 'Marzo 2027' })).toBeInTheDocument();
  });

  it('shows server field errors under their fields and keeps what was typed', async () => {
    serveCalendar(allEvents);
    serveEventCalls({
      'POST events/': {
        status: 400,
        body: {
          end: ['L’ora di fine deve essere successiva all’inizio.'],
          expenses: ['Le spese non sono valide.'],
          non_field_errors: ['Controlla i dati inseriti.'],
        },
      },
    });
    const { user } = renderPage();
    const form = await openNewForm(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'Appointment');
    await user.type(within(form).getByRole('textbox', { name: 'Parte 1' }), 'Neri');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(
      await within(form).findByText('L’ora di fine deve essere successiva all’inizio.'),
    ).toBeInTheDocument();
    expect(pickerField(form, 'Fine')).toHaveAccessibleDescription(
      'L’ora di fine deve essere successiva all’inizio.',
    );
    expect(within(form).getByText('Le spese non sono valide.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Controlla i dati inseriti.');
    expect(within(form).getByRole('textbox', { name: 'Parte 1' })).toHaveValue('Neri');
    expect(within(form).getByRole('combobox', { name: 'Tipo' })).toHaveValue('Appointment');
  });

  it('keeps the typed activity even when it is not a suggestion', async () => {
    serveCalendar([hearing]);
    const calls = serveEventCalls({
      'POST events/': { status: 201, body: hearing as AgendaEvent },
    });
    server.use(
      http.get(apiUrl('autocomplete/:kind/'), () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const { user } = renderPage();
    const form = await openNewForm(user);
    await user.type(within(form).getByRole('combobox', { name: 'Attività' }), 'Mediazione');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ activity: 'Mediazione' });
  });
});
