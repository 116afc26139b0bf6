import { within } from '@testing-library/react';
import { pickerFieldText } from '@colleghi/shared/testing';

/** A date or time field: a group of sections (Giorno, Mese, Anno / Ore, Minuti) named by its label. */
export function pickerField(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByRole('group', { name: label });
}

/** What a date or time field shows: '23/11/2026', '09:30' ('gg/mm/aaaa' when empty). */
export const pickerText = pickerFieldText;
