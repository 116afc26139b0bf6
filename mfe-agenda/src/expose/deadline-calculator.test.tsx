import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, typeInPickerField } from '@colleghi/shared/testing';
import AgendaApp from './app';
import { allEvents } from '../features/agenda/testing/fixtures';
import { serveCalendar } from '../features/agenda/testing/handlers';
import { freezeToday, session } from '../features/agenda/testing/setup';

freezeToday();

describe('/agenda/calcolatore', () => {
  it('is reached from the agenda and leads back to it', async () => {
    serveCalendar(allEvents);
    const { user, location } = renderWithProviders(<AgendaApp />, { route: '/agenda', session });
    await user.click(await screen.findByRole('link', { name: 'Calcola termini' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calcolatore dei termini' }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/agenda/calcolatore');
    await user.click(screen.getByRole('link', { name: 'Torna all’agenda' }));
    await waitFor(() => expect(location().pathname).toBe('/agenda'));
  });

  it('answers at once, from today, and follows every option', async () => {
    const { user } = renderWithProviders(<AgendaApp />, {
      route: '/agenda/calcolatore',
      session,
    });
    const result = await screen.findByRole('status', { name: 'Risultato del calcolo' });
    // Monday 23/11/2026 + 30 days, nothing to skip.
    expect(result).toHaveTextContent('Scadenza: mercoledì 23/12/2026');

    const from = screen.getByRole('group', { name: 'Data di riferimento' });
    expect(from).toHaveAccessibleDescription(
      'Ad esempio la notifica, la pubblicazione o l’udienza.',
    );
    await typeInPickerField(user, from, '15/03/2026');
    const amount = screen.getByRole('textbox', { name: /Durata/ });
    await user.clear(amount);
    await user.type(amount, '6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unità' }), 'mesi');
    // 6 months from 15 March: 15 September + 31 days.
    expect(result).toHaveTextContent('Scadenza: venerdì 16/10/2026');
    expect(result).toHaveTextContent('+6 mesi dal 15/03/2026: 15/09/2026');

    // Labour matters: no suspension.
    await user.click(screen.getByRole('switch', { name: 'Sospensione feriale (1°–31 agosto)' }));
    expect(result).toHaveTextContent('Scadenza: martedì 15/09/2026');

    // Backward: the Saturday switch goes, since a backward term always leaves Saturdays.
    await user.click(screen.getByRole('radio', { name: 'A ritroso (prima della data)' }));
    expect(screen.queryByRole('switch', { name: /Atto fuori udienza/ })).toBeNull();
    expect(result).toHaveTextContent('−6 mesi dal 15/03/2026 (a ritroso): 15/09/2025');
    expect(result).toHaveTextContent('Scadenza: lunedì 15/09/2025');

    await user.click(
      screen.getByRole('switch', { name: 'Giorni liberi (esclusi entrambi gli estremi)' }),
    );
    expect(result).toHaveTextContent('Scadenza: venerdì 12/09/2025');
  });
});
