import { expect, type Page } from '@playwright/test';

/** Picks a suggestion of an autocomplete field: types, waits for the option, clicks it. */
export async function pick(page: Page, label: string, text: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Avanti' }).click();
}

/** Opens one tab of an activity list and the card of the given activity, returning its panel. */
export async function openCard(page: Page, path: string, tab: string, activity: string) {
  await page.goto(path);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await page.getByText(activity, { exact: true }).first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * From the request wizard's first step to "Data e ora": the activity found by a word, the
 * Tribunale di Roma, Diritto civile (a skill the Roma colleagues of the demo data have).
 */
export async function wizardToDateStep(page: Page, search: string, activity: string) {
  await next(page);
  await page.getByRole('combobox', { name: 'Attività' }).fill(search);
  await page.getByRole('option', { name: activity, exact: true }).click();
  await next(page);
  await pick(page, 'Ufficio giudiziario', 'Tribunale di Roma', 'Tribunale di Roma');
  await next(page);
  await page.getByRole('radio', { name: 'Diritto civile' }).check();
  await next(page);
}
