import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test('a record created by one lawyer is opened by another with its link and code', async ({
  browser,
}) => {
  const author = await browser.newPage();
  const reader = await browser.newPage();
  await signInAs(author);
  await signInAs(reader, 'collega.roma@demo.colleghi.it');

  await author.goto('/records');
  await author.getByRole('button', { name: 'Nuovo verbale' }).click();
  await author
    .getByRole('dialog')
    .getByRole('button', { name: /crea|conferma/i })
    .click();
  const link = await author.getByRole('textbox', { name: 'Link', exact: true }).inputValue();
  const code = await author
    .getByRole('textbox', { name: 'Codice di accesso', exact: true })
    .inputValue();
  expect(link).toContain('/records?shared=');
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  // "Apri" opens the record's link in a new tab: its author sees it there, no code asked.
  const [opened] = await Promise.all([
    author.context().waitForEvent('page'),
    author.getByRole('link', { name: /^Apri il verbale/ }).click(),
  ]);
  const panel = { name: 'Dettaglio verbale' };
  const identifier = await author
    .getByRole('complementary', panel)
    .getByRole('heading')
    .textContent();
  await expect(opened.getByRole('complementary', panel).getByRole('heading')).toHaveText(
    identifier ?? '',
  );
  await expect(opened.getByRole('form', { name: 'Apri un verbale condiviso' })).toHaveCount(0);
  await opened.close();

  await reader.goto('/records');
  await reader.getByRole('button', { name: 'Apri un verbale condiviso' }).click();
  const submit = reader.getByRole('button', { name: 'Apri verbale' });
  await expect(submit).toBeDisabled();
  await reader.getByRole('textbox', { name: 'Link del verbale' }).fill(link);
  await reader.getByRole('textbox', { name: 'Codice di accesso', exact: true }).fill('ZZZZZZ');
  await submit.click();
  await expect(reader.getByText('Codice di accesso non valido.')).toBeVisible();
  await reader.getByRole('textbox', { name: 'Codice di accesso', exact: true }).fill(code);
  await submit.click();
  await reader.getByRole('tab', { name: 'Condivisi con me' }).click();
  await expect(reader.getByText('Condiviso con me').first()).toBeVisible();
});
