import { expect, test } from '@playwright/test';
import { next, openCard, pick } from '../support/activities';
import { romeDay } from '../support/dates';
import { pickerFieldText, typeDate, typeInPickerField } from '../support/pickers';
import { signInAs } from '../support/session';

const LUCA = 'collega.roma@demo.colleghi.it';

test('a substitute request goes from the requester to a colleague in Roma and back, until paid', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // No seeded request of Giulia's, nor any invitation to Luca, uses this activity: its card is
  // unique in the lists this test reads.
  const activity = 'Udienza di giuramento del CTU';
  const requester = await browser.newPage();
  const colleague = await browser.newPage();
  await signInAs(requester);
  await signInAs(colleague, LUCA);

  // The requester asks for a substitute at the Tribunale di Roma, tomorrow at 9:30.
  await requester.goto('/request-activities/SUBSTITUTE');
  await expect(requester.getByRole('radio', { name: /Sostituzione d'udienza/ })).toBeChecked();
  await next(requester);
  await requester.getByRole('combobox', { name: 'Attività' }).fill('giuramento');
  await requester.getByRole('option', { name: activity, exact: true }).click();
  await next(requester);
  await pick(requester, 'Ufficio giudiziario', 'Tribunale di Roma', 'Tribunale di Roma');
  await next(requester);
  await requester.getByRole('radio', { name: 'Diritto civile' }).check();
  await next(requester);
  // Typed day first, as in Italy; the day card of the same day follows.
  await typeDate(requester, 'Data', romeDay(1));
  await expect(
    requester.getByRole('radiogroup', { name: 'Giorno' }).getByRole('radio').nth(1),
  ).toBeChecked();
  await typeInPickerField(requester, 'Ora', '09:30');
  expect(await pickerFieldText(requester, 'Ora')).toBe('09:30');
  await requester.getByRole('button', { name: 'Invia richiesta' }).click();
  await requester.getByRole('button', { name: 'Conferma e invia' }).click();
  await requester.getByRole('link', { name: 'Vai alle mie richieste' }).click();
  await expect(requester).toHaveURL(/\/activity-request$/);

  let panel = await openCard(requester, '/activity-request', 'Da Assegnare', activity);
  await expect(panel.getByText('Inviata')).toBeVisible();

  // Luca, a colleague in Roma with that skill, finds it among the new invitations and accepts.
  panel = await openCard(colleague, '/activity-proposal', 'Nuove', activity);
  await expect(panel.getByText('Nuova')).toBeVisible();
  await panel.getByRole('button', { name: 'Accetta' }).click();
  await expect(colleague.getByText('In attesa di assegnazione').first()).toBeVisible();

  // The requester sees one colleague available, opens Luca's profile and assigns.
  panel = await openCard(requester, '/activity-request', 'Da Assegnare', activity);
  await expect(panel.getByText('1 collega disponibile')).toBeVisible();
  await panel.getByText('Luca Verdi').click();
  await requester.getByRole('button', { name: 'Assegna' }).click();
  await requester
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: /Assegna|Conferma/ })
    .click();
  panel = await openCard(requester, '/activity-request', 'Assegnate', activity);
  await expect(panel.getByText('In esecuzione')).toBeVisible();

  // Luca concludes it (irreversible, confirmed).
  panel = await openCard(colleague, '/activity-assignments', 'Assegnate', activity);
  await panel.getByRole('button', { name: 'Concludi' }).click();
  await colleague
    .getByRole('dialog')
    .last()
    .getByRole('button', { name: /Concludi|Conferma/ })
    .click();
  panel = await openCard(
    colleague,
    '/activity-assignments',
    'Concluse in attesa di pagamento',
    activity,
  );
  await expect(panel.getByText('In attesa di pagamento')).toBeVisible();

  // The requester marks it paid; each side sees the final label.
  panel = await openCard(requester, '/activity-request', 'Concluse da Pagare', activity);
  await expect(panel.getByText('Da pagare')).toBeVisible();
  await panel.getByRole('button', { name: 'Segna come pagata' }).click();
  await expect(requester.getByRole('button', { name: 'Segna come pagata' })).toBeHidden();
  panel = await openCard(requester, '/activity-request', 'Concluse Pagate', activity);
  await expect(panel.getByText('Pagata')).toBeVisible();
  panel = await openCard(colleague, '/activity-assignments', 'Concluse e pagate', activity);
  await expect(panel.getByText('Pagamento ricevuto')).toBeVisible();
});
