import { expect, test } from '@playwright/test';
import { deliveredMail } from '../support/maildev';
import { next, pick, wizardToDateStep } from '../support/activities';
import { romeDay } from '../support/dates';
import { pickerFieldText, typeInPickerField } from '../support/pickers';
import { API } from '../support/session';

test('a guest requests a substitute, is registered on the way and gets a password by e-mail', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `ospite.${Date.now()}@example.it`;

  await page.goto('/request-activities/SUBSTITUTE');
  await expect(
    page.getByRole('progressbar', { name: 'Avanzamento della richiesta' }),
  ).toBeVisible();
  await wizardToDateStep(page, 'istruttoria', 'Udienza istruttoria');
  await page.getByRole('radiogroup', { name: 'Giorno' }).getByRole('radio').nth(2).check();
  // The card's day shows in the date field the Italian way.
  expect(await pickerFieldText(page, 'Data')).toBe(romeDay(2).split('-').reverse().join('/'));
  await typeInPickerField(page, 'Ora', '10:00');
  await next(page);

  // Step 6: the guest's own data; sending stays disabled until all of it is valid.
  const send = page.getByRole('button', { name: 'Invia', exact: true });
  await expect(send).toBeDisabled();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Chiara');
  await page.getByRole('textbox', { name: 'Cognome' }).fill('Galli');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Cellulare' }).fill(`34${String(Date.now()).slice(-8)}`);
  await page.getByRole('combobox', { name: 'Qualifica' }).click();
  await page.getByRole('option', { name: 'Avvocato', exact: true }).click();
  await pick(page, 'Città dello studio legale', 'Firenze', 'Firenze (FI)');
  await expect(send).toBeDisabled();
  await page.getByRole('checkbox', { name: /termini/i }).check();
  await page.getByRole('checkbox', { name: /privacy/i }).check();
  await expect(send).toBeEnabled();
  await send.click();

  await expect(page.getByRole('heading', { name: 'Richiesta inviata!' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // The password was delivered (MailDev received it from the relay) and it works.
  const mail = await deliveredMail(request, email, /ecco la tua password/);
  const password = /^Password:\s*(\S+)$/m.exec(mail.text)?.[1];
  expect(password).toBeTruthy();
  expect(mail.html).toContain(`Password: ${password}`);
  const login = await request.post(`${API}auth/login/`, { data: { email, password } });
  expect(login.ok()).toBe(true);

  // The request is already among the guest's requests.
  await page.getByRole('link', { name: 'Segui la tua richiesta' }).click();
  await expect(page).toHaveURL(/\/activity-request$/);
  await expect(page.getByText('Udienza istruttoria')).toBeVisible();
});
