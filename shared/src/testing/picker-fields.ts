import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types into a date or time field the way a person does: the field is a group of sections
 * (giorno, mese, anno / ore, minuti) named by its label; focus goes to the first section and
 * the keys follow ('02/12/2026', '0930'). An empty text clears the field.
 */
export async function typeInPickerField(
  user: UserEvent,
  group: HTMLElement,
  text: string,
): Promise<void> {
  const [first] = within(group).getAllByRole('spinbutton');
  await user.click(first);
  // Select every section, so what is typed replaces what was there.
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}

/** What a date or time field shows, section by section: '02/12/2026', '09:30' ('gg/mm/aaaa'). */
export function pickerFieldText(group: HTMLElement): string {
  const sections = within(group)
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);
  return sections.join(sections.length === 2 ? ':' : '/');
}
