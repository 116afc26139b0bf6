import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@colleghi/shared/router';
import { formatEuro } from '@colleghi/shared/domain';
import { italianDateParts, romeDateTimeToIso, upcomingDates } from '../../domain/rome-time';
import type { RequestBody } from '@colleghi/api-contract';
import {
  makeUser,
  renderWithProviders,
  serveEndpoint,
  typeInPickerField,
} from '@colleghi/shared/testing';
import { RequestWizardPage } from './request-wizard-page';
import {
  backButton,
  dateField,
  fillDate,
  fillUpToDate,
  nextButton,
  pickActivity,
  pickOffice,
  resetWizardState,
  shownIn,
  stepHeading,
  timeField,
  tomorrow,
  typeTime,
  useWizardApi,
} from './testing/wizard-test-api';

const LAWYER = makeUser();
const ACCOUNTANT = makeUser({ id: 5, profile: { type: 'ACCOUNTANT' } });

function renderWizard(route = '/request-activities', user = LAWYER) {
  return renderWithProviders(
    <Routes>
      <Route path="/request-activities/:type?" element={<RequestWizardPage />} />
      <Route path="/activity-request" element={<h1>Le mie richieste</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { route, session: { token: 'member-token', user } },
  );
}

/** POST demands/ answering 201 and keeping the bodies it received. */
function acceptDemands(): RequestBody<'/api/demands/', 'post'>[] {
  return serveEndpoint('post', 'demands/', { status: 201, body: { id: 99 } }).bodies as RequestBody<
    '/api/demands/',
    'post'
  >[];
}

const euro = (amount: number) => formatEuro(amount).replace(/\s/g, ' ');

beforeEach(resetWizardState);

describe('RequestWizardPage (signed in)', () => {
  it('walks the five steps, confirms and sends exactly the expected body', async () => {
    const calls = useWizardApi();
    const bodies = acceptDemands();
    const { user, location } = renderWizard('/request-activities/substitute');

    expect(screen.getByText('Passaggio 1 di 5')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Sostituzione d'udienza" })).toBeChecked();
    await user.click(nextButton());

    await pickActivity(user);
    await user.click(screen.getByRole('combobox', { name: 'Materia (facoltativa)' }));
    await user.click(await screen.findByRole('option', { name: 'Civile' }));
    await user.click(screen.getByRole('button', { name: 'Aumenta il compenso' }));
    await user.type(
      screen.getByLabelText('Note (facoltative)'),
      'Rinvio per precisazione conclusioni',
    );
    await user.click(nextButton());

    await pickOffice(user, 'Roma', 'Tribunale di Roma');
    await user.type(screen.getByLabelText('Sezione (facoltativa)'), 'II civile');
    await user.type(screen.getByRole('combobox', { name: /^Giudice/ }), 'Dott.ssa Rossi');
    await user.click(nextButton());

    await user.click(await screen.findByRole('radio', { name: 'Diritto civile' }));
    await user.click(nextButton());

    await fillDate(user, '09:30');
    await user.click(screen.getByRole('radio', { name: 'Solo iscritti AIGA' }));
    // Certified only narrows the chosen group further.
    await user.click(screen.getByRole('checkbox', { name: 'Solo colleghi certificati' }));
    expect(screen.getByRole('radio', { name: 'Solo iscritti AIGA' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confermi l’invio della richiesta?' });
    expect(within(dialog).getByText('Udienza di trattazione')).toBeInTheDocument();
    expect(within(dialog).getByText('Civile')).toBeInTheDocument();
    expect(within(dialog).getByText(/Tribunale di Roma/)).toBeInTheDocument();
    expect(within(dialog).getByText(`${euro(40)} oltre IVA e CPA`)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Solo iscritti AIGA, solo colleghi certificati'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));

    const success = await screen.findByRole('dialog', { name: 'Richiesta inviata' });
    expect(bodies).toEqual([
      {
        type: 'SUBSTITUTE',
        activity: 'Udienza di trattazione',
        subject: 1,
        money: 40,
        notes: 'Rinvio per precisazione conclusioni',
        office: 7,
        section: 'II civile',
        judge: 'Dott.ssa Rossi',
        skill: 2,
        datetime: romeDateTimeToIso(tomorrow().date, '09:30'),
        is_delayed: true,
        only_aiga: true,
        only_certified: true,
        only_priority: false,
      },
    ]);
    expect(calls.find((call) => call.name === 'activities')?.params.get('role')).toBe('lawyer');
    expect(calls.find((call) => call.name === 'offices')?.params.get('role')).toBe('lawyer');
    const estimate = calls.find((call) => call.name === 'estimate');
    expect(estimate?.params.get('office_id')).toBe('7');
    expect(estimate?.params.get('role')).toBe('lawyer');

    await user.click(within(success).getByRole('link', { name: 'Vai alle mie richieste' }));
    expect(location().pathname).toBe('/activity-request');
  });

  it('reads a typed date day first and keeps it in step with the day cards', async () => {
    useWizardApi();
    const bodies = acceptDemands();
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await fillUpToDate(user);
    const cards = screen.getByRole('radiogroup', { name: 'Giorno' });
    const asTyped = (isoDay: string) => isoDay.split('-').reverse().join('/');
    expect(shownIn(dateField())).toBe('gg/mm/aaaa');
    expect(shownIn(timeField())).toBe('hh:mm');

    // A day typed in the field checks its card; a card picked shows its day in the field.
    const { date, cardName } = tomorrow();
    await typeInPickerField(user, dateField(), asTyped(date));
    expect(within(cards).getByRole('radio', { name: cardName })).toBeChecked();
    const later = upcomingDates(new Date(), 3)[2];
    const parts = italianDateParts(later);
    await user.click(
      within(cards).getByRole('radio', {
        name: `${parts.dayName} ${parts.dayNumber} ${parts.month}`,
      }),
    );
    expect(shownIn(dateField())).toBe(asTyped(later));

    // 02/12 is the 2nd of December, whatever the browser's language; next year's is always ahead
    // and beyond the cards, so none stays checked.
    const year = Number(date.slice(0, 4)) + 1;
    await typeInPickerField(user, dateField(), `02/12/${year}`);
    expect(within(cards).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    await typeInPickerField(user, timeField(), '09:30');
    expect(shownIn(dateField())).toBe(`02/12/${year}`);
    expect(shownIn(timeField())).toBe('09:30');
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma e invia' }));

    await screen.findByRole('dialog', { name: 'Richiesta inviata' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0].datetime).toBe(`${year}-12-02T09:30:00+01:00`);
  });

  it('enables Avanti only when the step is filled and keeps later steps unreachable', async () => {
    useWizardApi();
    const { user } = renderWizard();
    const stepButton = (name: string) => screen.getByRole('tab', { name });

    expect(nextButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Indietro' })).not.toBeInTheDocument();
    for (const name of ['Attività', 'Ufficio', 'Competenza', 'Data e ora']) {
      expect(stepButton(name)).toBeDisabled();
    }
    await user.click(screen.getByRole('radio', { name: "Sostituzione d'udienza" }));
    expect(nextButton()).toBeEnabled();
    expect(stepButton('Attività')).toBeEnabled();
    expect(stepButton('Ufficio')).toBeDisabled();
    await user.click(nextButton());

    expect(stepHeading()).toHaveTextContent('Descrivi l’attività e il compenso');
    expect(nextButton()).toBeDisabled();
    await pickActivity(user);
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    expect(nextButton()).toBeDisabled();
    expect(stepButton('Competenza')).toBeDisabled();
    await pickOffice(user, 'Roma', 'Tribunale di Roma');
    await user.click(nextButton());

    await screen.findByRole('radio', { name: 'Diritto civile' });
    expect(nextButton()).toBeDisabled();
    expect(stepButton('Data e ora')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Diritto civile' }));
    await user.click(nextButton());

    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: tomorrow().cardName }));
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeDisabled();
    await typeTime(user, '14:05');
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();

    // Back and forth (buttons and stepper) keeps every field.
    await user.click(stepButton('Attività'));
    expect(screen.getByRole('combobox', { name: /^Attività/ })).toHaveValue(
      'Udienza di trattazione',
    );
    await user.click(stepButton('Ufficio'));
    expect(screen.getByRole('combobox', { name: /^Ufficio giudiziario/ })).toHaveValue(
      'Tribunale di Roma',
    );
    await user.click(backButton());
    await user.click(backButton());
    expect(screen.getByRole('radio', { name: "Sostituzione d'udienza" })).toBeChecked();
    await user.click(stepButton('Data e ora'));
    expect(shownIn(timeField())).toBe('14:05');
    expect(screen.getByRole('radio', { name: tomorrow().cardName })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tutti i colleghi' })).toBeChecked();
  });

  it('steps the fee by 5 below 50 and by 10 from 50, never below 35 €', async () => {
    useWizardApi();
    const { user } = renderWizard('/request-activities/DOMICILIARY');
    await user.click(nextButton());
    const amount = () => screen.getByRole('status', { name: 'Importo del compenso' });
    const plus = () => screen.getByRole('button', { name: 'Aumenta il compenso' });
    const minus = () => screen.getByRole('button', { name: 'Diminuisci il compenso' });

    expect(amount()).toHaveTextContent(euro(35));
    expect(screen.getByText('oltre IVA e CPA')).toBeInTheDocument();
    expect(minus()).toBeDisabled();
    await user.click(plus());
    expect(amount()).toHaveTextContent(euro(40));
    await user.click(plus());
    await user.click(plus());
    expect(amount()).toHaveTextContent(euro(50));
    await user.click(plus());
    expect(amount()).toHaveTextContent(euro(60));
    await user.click(minus());
    expect(amount()).toHaveTextContent(euro(50));
    await user.click(minus());
    expect(amount()).toHaveTextContent(euro(45));
    await user.click(minus());
    await user.click(minus());
    expect(amount()).toHaveTextContent(euro(35));
    expect(minus()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Da concordare' }));
    expect(screen.queryByRole('status', { name: 'Importo del compenso' })).not.toBeInTheDocument();
  });

  it('CHANCELLERY starts at 20 €, locks skill 16 without an estimate and can send a fee to agree', async () => {
    const calls = useWizardApi();
    const bodies = acceptDemands();
    const { user } = renderWizard('/request-activities/chancellery');
    expect(screen.getByRole('radio', { name: 'Attività di cancelleria' })).toBeChecked();
    // The skill is set already, but its step is not shown done before the ones it follows.
    const ticked = (name: string) =>
      within(screen.getByRole('tab', { name })).queryByTestId('CheckCircleIcon') !== null;
    expect(ticked('Competenza')).toBe(false);
    await user.click(nextButton());

    await pickActivity(user, 'Deposito atti');
    expect(screen.getByRole('status', { name: 'Importo del compenso' })).toHaveTextContent(
      euro(20),
    );
    expect(screen.getByRole('button', { name: 'Diminuisci il compenso' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Da concordare' }));
    await user.click(nextButton());

    await pickOffice(user, 'Milano', 'Tribunale di Milano');
    await user.click(nextButton());
    expect(screen.getByText(/la competenza è impostata automaticamente/)).toHaveTextContent(
      'Attività di cancelleria',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    await fillDate(user, '11:00');
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confermi l’invio della richiesta?' });
    expect(within(dialog).getByText('Da concordare')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Conferma e invia' }));
    await screen.findByRole('dialog', { name: 'Richiesta inviata' });

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      type: 'CHANCELLERY',
      activity: 'Deposito atti',
      money: null,
      notes: null,
      office: 8,
      section: null,
      judge: null,
      skill: 16,
      is_delayed: true,
    });
    expect(calls.some((call) => call.name === 'estimate')).toBe(false);
  });

  it('accountants never see DOMICILIARY and search with role accountant', async () => {
    const calls = useWizardApi();
    const bodies = acceptDemands();
    const { user } = renderWizard('/request-activities/DOMICILIARY', ACCOUNTANT);

    expect(screen.queryByRole('radio', { name: 'Domiciliazione' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Sostituzione d'udienza" })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: "Sostituzione d'udienza" }));
    await user.click(nextButton());
    await pickActivity(user);
    await user.click(nextButton());
    await pickOffice(user, 'tributaria', 'Corte di giustizia tributaria di Roma');
    await user.click(nextButton());
    await user.click(await screen.findByRole('radio', { name: 'Contenzioso tributario' }));

    const roleOf = (name: string) => calls.find((call) => call.name === name)?.params.get('role');
    expect(roleOf('activities')).toBe('accountant');
    expect(roleOf('offices')).toBe('accountant');
    expect(roleOf('estimate')).toBe('accountant');

    // CHANCELLERY gives accountants the chamber-of-commerce skill (17).
    await user.click(screen.getByRole('tab', { name: 'Tipo' }));
    await user.click(screen.getByRole('radio', { name: 'Attività di cancelleria' }));
    await user.click(screen.getByRole('tab', { name: 'Data e ora' }));
    await fillDate(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma e invia' }));
    await screen.findByRole('dialog', { name: 'Richiesta inviata' });
    expect(bodies[0]).toMatchObject({ type: 'CHANCELLERY', skill: 17, office: 9 });
  });

  it('asks to pick the office from the list when the user only typed', async () => {
    useWizardApi();
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await user.click(nextButton());
    await pickActivity(user);
    await user.click(nextButton());

    await user.type(
      screen.getByRole('combobox', { name: /^Ufficio giudiziario/ }),
      'Tribunale di Ro',
    );
    await user.tab();
    expect(screen.getByText("Seleziona un ufficio giudiziario dall'elenco.")).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await pickOffice(user, 'Roma', 'Tribunale di Roma');
    expect(
      screen.queryByText("Seleziona un ufficio giudiziario dall'elenco."),
    ).not.toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
  });

  it('says when the office has no skills, and hides the generic one otherwise', async () => {
    useWizardApi({
      7: [{ id: 12, name: 'Generica' }],
      8: [
        { id: 12, name: 'Generica' },
        { id: 4, name: 'Diritto amministrativo' },
        { id: 2, name: 'Diritto civile' },
      ],
    });
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await user.click(nextButton());
    await pickActivity(user);
    await user.click(nextButton());
    await pickOffice(user, 'Roma', 'Tribunale di Roma');
    await user.click(nextButton());

    expect(
      await screen.findByText('Non ci sono competenze per il foro selezionato.'),
    ).toBeInTheDocument();
    expect(nextButton()).toBeDisabled();

    await user.click(backButton());
    await pickOffice(user, 'Milano', 'Tribunale di Milano');
    await user.click(nextButton());
    await screen.findByRole('radio', { name: 'Diritto civile' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Diritto amministrativo',
      'Diritto civile',
    ]);
  });

  it('changing the office clears the skill and reloads the list', async () => {
    const calls = useWizardApi();
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await fillUpToDate(user);
    expect(screen.getByRole('tab', { name: 'Data e ora' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Ufficio' }));
    await pickOffice(user, 'Milano', 'Tribunale di Milano');
    expect(screen.getByRole('tab', { name: 'Data e ora' })).toBeDisabled();
    await user.click(nextButton());

    const skill = await screen.findByRole('radio', { name: 'Diritto del lavoro' });
    expect(skill).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Diritto civile' })).not.toBeInTheDocument();
    expect(nextButton()).toBeDisabled();
    expect(
      calls.filter((call) => call.name === 'estimate').map((c) => c.params.get('office_id')),
    ).toEqual(['7', '8']);
  });

  it('keeps the draft after a refused submit and shows the errors where they belong', async () => {
    useWizardApi();
    serveEndpoint('post', 'demands/', {
      status: 400,
      body: {
        office: ["Seleziona un ufficio giudiziario dall'elenco."],
        datetime: ['La data deve essere futura.'],
      },
    });
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma e invia' }));

    // Back on the first step with an error, the office still chosen and the message under it.
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Dove si svolge l’attività?'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const office = screen.getByRole('combobox', { name: /^Ufficio giudiziario/ });
    expect(office).toHaveValue('Tribunale di Roma');
    expect(office).toHaveAccessibleDescription("Seleziona un ufficio giudiziario dall'elenco.");

    await user.click(screen.getByRole('tab', { name: 'Data e ora' }));
    expect(screen.getByText('La data deve essere futura.')).toBeInTheDocument();
    expect(shownIn(timeField())).toBe('09:30');
    await typeTime(user, '10:00');
    expect(screen.queryByText('La data deve essere futura.')).not.toBeInTheDocument();
  });

  it('keeps a pasted note over 1000 characters whole and says it is too long', async () => {
    useWizardApi();
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await user.click(nextButton());
    await pickActivity(user);
    expect(nextButton()).toBeEnabled();
    const notes = screen.getByLabelText('Note (facoltative)');
    await user.click(notes);
    await user.paste('x'.repeat(1030));
    expect(notes).toHaveValue('x'.repeat(1030));
    expect(notes).toHaveAccessibleDescription(
      'Le note superano di 30 caratteri il massimo di 1000: accorciale per continuare.',
    );
    expect(nextButton()).toBeDisabled();

    await user.type(notes, '{Backspace}'.repeat(30));
    expect(notes).toHaveValue('x'.repeat(1000));
    expect(notes).toHaveAccessibleDescription('1000/1000 caratteri');
    expect(nextButton()).toBeEnabled();
  });

  it('says at the date step that a day and time already past cannot be chosen', async () => {
    useWizardApi();
    const posts = acceptDemands();
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await fillUpToDate(user);
    const past = 'Il giorno e l’ora scelti sono già passati: scegli un momento futuro.';
    const send = () => screen.getByRole('button', { name: 'Invia richiesta' });

    // Today at midnight is always past.
    const [today] = upcomingDates(new Date(), 1);
    const parts = italianDateParts(today);
    await user.click(
      screen.getByRole('radio', { name: `${parts.dayName} ${parts.dayNumber} ${parts.month}` }),
    );
    await typeTime(user, '00:00');
    expect(screen.getByText(past)).toBeInTheDocument();
    expect(send()).toBeDisabled();

    // A day before today, typed in the date field.
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const [year, month, day] = yesterday.toISOString().slice(0, 10).split('-');
    await typeInPickerField(user, dateField(), `${day}/${month}/${year}`);
    await typeTime(user, '18:00');
    expect(screen.getByText(past)).toBeInTheDocument();
    expect(send()).toBeDisabled();

    await fillDate(user, '10:00');
    expect(screen.queryByText(past)).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
    expect(posts).toEqual([]);
  });

  it('shows an error that belongs to no field as an alert', async () => {
    useWizardApi();
    serveEndpoint('post', 'demands/', {
      status: 400,
      body: { non_field_errors: ['Hai già una richiesta identica.'] },
    });
    const { user } = renderWizard('/request-activities/SUBSTITUTE');
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma e invia' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Hai già una richiesta identica.');
    expect(screen.getByRole('button', { name: 'Invia richiesta' })).toBeEnabled();
  });

  it('keeps the draft when the page is left and opened again', async () => {
    useWizardApi();
    const view = renderWizard('/request-activities/SUBSTITUTE');
    await view.user.click(nextButton());
    await pickActivity(view.user);
    view.unmount();

    const { user } = renderWizard('/request-activities');
    expect(screen.getByRole('radio', { name: "Sostituzione d'udienza" })).toBeChecked();
    await user.click(nextButton());
    expect(screen.getByRole('combobox', { name: /^Attività/ })).toHaveValue(
      'Udienza di trattazione',
    );
  });

  it('offers the dashboard after sending', async () => {
    useWizardApi();
    acceptDemands();
    const { user, location } = renderWizard('/request-activities/SUBSTITUTE');
    await fillUpToDate(user);
    await fillDate(user);
    await user.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma e invia' }));
    const success = await screen.findByRole('dialog', { name: 'Richiesta inviata' });
    await user.click(within(success).getByRole('link', { name: 'Torna alla dashboard' }));
    expect(location().pathname).toBe('/dashboard');
  });

  it('does not show a draft left by another user of the same browser', async () => {
    useWizardApi();
    const view = renderWizard('/request-activities/SUBSTITUTE');
    await view.user.click(nextButton());
    await pickActivity(view.user);
    view.unmount();

    renderWizard('/request-activities', ACCOUNTANT);
    expect(await screen.findByRole('radio', { name: "Sostituzione d'udienza" })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
  });
});
