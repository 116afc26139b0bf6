import type { Page } from '@playwright/test';

/** One widget's slot of the dashboard (the host names each slot; a widget may reuse the name). */
export const slot = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).first();

/** Scrolls a slot near the screen: the offers below the first screen mount only then. */
export async function reveal(page: Page, label: string) {
  const region = slot(page, label);
  await region.scrollIntoViewIfNeeded();
  return region;
}
