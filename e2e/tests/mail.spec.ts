import { expect, test } from '@playwright/test';
import { apiCall, registerColleague } from '../support/api';
import { deliveredMail, mailHeader } from '../support/maildev';
import { storeSessionKey } from '../support/session';

test('the unsubscribe link of a delivered e-mail turns the e-mail setting off', async ({
  page,
}) => {
  // A colleague opens the other's record with its link and code: the owner is e-mailed.
  const owner = await registerColleague(page, 'Elena');
  const opener = await registerColleague(page, 'Paolo');
  const record = await apiCall<{ link: string; code: string }>(
    page,
    owner.token,
    'POST',
    'records/',
  );
  await apiCall(page, opener.token, 'POST', 'records/open/', {
    link: record.link,
    code: record.code,
  });

  const mail = await deliveredMail(page.request, owner.email, /ha aperto il tuo verbale/);
  expect(await mailHeader(page.request, mail, 'List-Unsubscribe-Post')).toBe(
    'List-Unsubscribe=One-Click',
  );
  const href = /href="([^"]*\/users\/unsubscribe\/[^"]*)"/.exec(mail.html)?.[1] ?? '';
  expect(href, 'the footer carries the unsubscribe link').toBeTruthy();
  expect(await mailHeader(page.request, mail, 'List-Unsubscribe')).toContain(
    href.replace(/&amp;/g, '&'),
  );

  // No sign-in: the link's page asks, its button turns the setting off.
  await page.goto(href.replace(/&amp;/g, '&'));
  await expect(page.getByRole('heading', { name: 'Notifiche e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Disattiva le notifiche e-mail' }).click();
  await expect(page.getByText('non riceverai più e-mail di notifica')).toBeVisible();

  // The profile shows it off.
  await storeSessionKey(page, owner.token);
  await page.goto('http://localhost:3000/profile');
  await expect(page.getByRole('switch', { name: 'Notifiche e-mail' })).not.toBeChecked();
});
