import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, typeInPickerField } from '@colleghi/shared/testing';
import type { AgendaEvent } from '@colleghi/api-contract';
import { AgendaPage } from './agenda-page';
import { allEvents, fulfillment, makeEvent, makeLawyerEvent } from './testing/fixtures';
import { serveCalendar, serveEventCalls } from './testing/handlers';
import { pickerField, pickerText } from './testing/pickers';
import { freezeToday, session } from './testing/setup';

freezeToday();

const renderPage = () => renderWithProviders(<AgendaPage />, { route: '/agenda', session });
type User = ReturnType<typeof renderPage>['user'];

const EXAMPLE =
  '+30 giorni dal 12/07/2027; sospensione feriale dal 1° al 31 agosto: +31 giorni; scadenza sabato 11/09/2027 → lunedì 13/09/2027';

async function openNewFulfillment(user: User) {
  await screen.findByText('lunedì 23 novembre');
  await user.click(screen.getByRole('button', { name: 'Nuovo evento' }));
  const form = await screen.findByRole('dialog', { name: 'Nuovo evento' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'Fulfillment');
  return form;
}

/** Opens the calculator, types the 12/07/2027 example and waits for its result. */
async function calculateExample(user: User, form: HTMLElement) {
  await user.click(within(form).getByRole('button', { name: 'Calcola scadenza' }));
  const dialog = await screen.findByRole('dialog', { name: 'Calcola scadenza' });
  await typeInPickerField(user, pickerField(dialog, 'Data di riferimento'), '12/07/2027');
  const amount = within(dialog).getByRole('textbox', { name: /Durata/ });
  await user.clear(amount);
  await user.type(amount, '30');
  const result = within(dialog).getByRole('status', { name: 'Risultato del calcolo' });
  expect(result).toHaveTextContent('Scadenza: lunedì 13/09/2027');
  return dialog;
}

describe('AgendaPage deadline calculator in the fulfilment form', () => {
  it('is offered for fulfilments only', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    await screen.findByText('lunedì 23 novembre');
    await user.click(screen.getByRole('button', { name: 'Nuovo evento' }));
    const form = await screen.findByRole('dialog', { name: 'Nuovo evento' });
    expect(within(form).queryByRole('button', { name: 'Calcola scadenza' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'Fulfillment');
    expect(within(form).getByRole('button', { name: 'Calcola scadenza' })).toBeInTheDocument();
  });

  it('explains the deadline, fills the date and the notes, and saves them with the notice', async () => {
    const created = makeEvent({ id: 40, resourcetype: 'Fulfillment', date: '2027-09-13' });
    serveCalendar(allEvents);
    const calls = serveEventCalls({ 'POST events/': { status: 201, body: created } });
    const { user } = renderPage();
    const form = await openNewFulfillment(user);
    const dialog = await calculateExample(user, form);
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      '+30 giorni dal 12/07/2027',
      'sospensione feriale dal 1° al 31 agosto: +31 giorni',
      'scadenza sabato 11/09/2027 → lunedì 13/09/2027',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Usa questa data' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Calcola scadenza' })).toBeNull(),
    );
    expect(pickerText(pickerField(form, 'Data'))).toBe('13/09/2027');
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue(
      `Termine calcolato: ${EXAMPLE}`,
    );
    expect(within(form).getByText(/spiegazione aggiunta alle note/)).toBeInTheDocument();
    // The notice choices work as before.
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Avviso' }),
      '1 settimana prima',
    );
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      resourcetype: 'Fulfillment',
      date: '2027-09-13',
      notice_days: 7,
      notes: `Termine calcolato: ${EXAMPLE}`,
    });
  });

  it('is reached and left with the keyboard, and gives the focus back', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    const form = await openNewFulfillment(user);
    const button = within(form).getByRole('button', { name: 'Calcola scadenza' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Calcola scadenza' });
    // It starts from the form's date, 30 days forward, with the suspension on.
    expect(pickerText(pickerField(dialog, 'Data di riferimento'))).toBe('23/11/2026');
    expect(within(dialog).getByRole('radio', { name: 'In avanti (dopo la data)' })).toBeChecked();
    expect(
      within(dialog).getByRole('switch', { name: 'Sospensione feriale (1°–31 agosto)' }),
    ).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Scadenza: mercoledì 23/12/2026');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Calcola scadenza' })).toBeNull(),
    );
    expect(button).toHaveFocus();
    expect(pickerText(pickerField(form, 'Data'))).toBe('23/11/2026');
  });

  it('says why there is no result while the duration is empty', async () => {
    serveCalendar(allEvents);
    const { user } = renderPage();
    const form = await openNewFulfillment(user);
    await user.click(within(form).getByRole('button', { name: 'Calcola scadenza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Calcola scadenza' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Durata/ }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Inserisci una durata intera da 1 a 3660 giorni.',
    );
    expect(within(dialog).getByRole('button', { name: 'Usa questa data' })).toBeDisabled();
  });

  it('on edit keeps what the user wrote and replaces an earlier calculation', async () => {
    const withNotes: AgendaEvent = {
      ...fulfillment,
      lawyerevent: makeLawyerEvent({
        part1: null,
        part2: null,
        activity: 'Deposito memoria',
        hearing: null,
        fulfillment: {
          nrg: '55/2026',
          notice_days: 7,
          notes: 'Chiamare il cliente.\nTermine calcolato: +10 giorni dal 01/07/2027; scadenza …',
        },
      }),
    };
    serveCalendar([withNotes]);
    const calls = serveEventCalls({ 'PUT events/3/': { body: withNotes } });
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: /^Adempimento · Deposito memoria/ }),
    );
    const view = await screen.findByRole('dialog', { name: 'Dettaglio evento' });
    await user.click(within(view).getByRole('button', { name: 'Azioni evento' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifica' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica evento' });
    const dialog = await calculateExample(user, form);
    await user.click(within(dialog).getByRole('button', { name: 'Usa questa data' }));
    await user.click(await within(form).findByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      date: '2027-09-13',
      notice_days: 7,
      notes: `Chiamare il cliente.\nTermine calcolato: ${EXAMPLE}`,
    });
  });

  it('fills the date but leaves the notes alone when the explanation would pass their limit', async () => {
    const full = 'x'.repeat(4990);
    const long: AgendaEvent = {
      ...fulfillment,
      lawyerevent: makeLawyerEvent({
        activity: 'Deposito memoria',
        hearing: null,
        fulfillment: { nrg: null, notice_days: null, notes: full },
      }),
    };
    serveCalendar([long]);
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: /^Adempimento · Deposito memoria/ }),
    );
    const view = await screen.findByRole('dialog', { name: 'Dettaglio evento' });
    await user.click(within(view).getByRole('button', { name: 'Azioni evento' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Modifica' }));
    const form = await screen.findByRole('dialog', { name: 'Modifica evento' });
    const dialog = await calculateExample(user, form);
    await user.click(within(dialog).getByRole('button', { name: 'Usa questa data' }));
    expect(
      await within(form).findByText(/non entra nelle note \(massimo 5000 caratteri\)/),
    ).toBeInTheDocument();
    expect(pickerText(pickerField(form, 'Data'))).toBe('13/09/2027');
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveValue(full);
  });
});
