import type { Locator, Page } from '@playwright/test';

/**
 * Types into a date or time field as a person does: the field is a group of sections named by
 * its label (giorno, mese, anno / ore, minuti); the first section gets the focus, everything is
 * selected and replaced by the keys ('02/12/2026', '09:30').
 */
export async function typeInPickerField(
  scope: Page | Locator,
  label: string,
  text: string,
): Promise<void> {
  const group = scope.getByRole('group', { name: label, exact: true });
  await group.getByRole('spinbutton').first().click();
  const { keyboard } = 'keyboard' in scope ? scope : scope.page();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(text);
}

/** A 'YYYY-MM-DD' day typed as gg/mm/aaaa. */
export async function typeDate(scope: Page | Locator, label: string, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await typeInPickerField(scope, label, `${day}/${month}/${year}`);
}

/** What a date or time field shows, section by section: '02/12/2026', '09:30'. */
export async function pickerFieldText(scope: Page | Locator, label: string): Promise<string> {
  const group = scope.getByRole('group', { name: label, exact: true });
  const sections = await group.getByRole('spinbutton').allTextContents();
  return sections.join(sections.length === 2 ? ':' : '/');
}
