import { EVENT_NOTES_MAX } from '@colleghi/rules';
import { DEFAULT_TERM, computeTerm, explanationText, termInputError } from './calculator';
import type { TermInput, TermResult } from './calculator';

/** The calculator's fields as the user is typing them: the duration is still text. */
export interface TermDraft extends Omit<TermInput, 'amount'> {
  amount: string;
}

export function emptyDraft(from: string, overrides: Partial<TermDraft> = {}): TermDraft {
  return { ...DEFAULT_TERM, amount: String(DEFAULT_TERM.amount), from, ...overrides };
}

/** The deadline of what is typed, or why there is none yet. */
export function computeDraft(
  draft: TermDraft,
): { result: TermResult; error: null } | { result: null; error: string } {
  const amount = /^\d+$/.test(draft.amount.trim()) ? Number(draft.amount.trim()) : Number.NaN;
  const input: TermInput = { ...draft, amount };
  const error = termInputError(input);
  return error ? { result: null, error } : { result: computeTerm(input), error: null };
}

export const NOTE_PREFIX = 'Termine calcolato: ';

/** The line a computed deadline leaves in a fulfilment's notes (and so in the .ics feed). */
export function deadlineNote(result: TermResult): string {
  return `${NOTE_PREFIX}${explanationText(result)}`;
}

/**
 * The notes with the explanation of a new calculation: an earlier one is replaced, anything else
 * the user wrote is kept. null when the result would not fit the notes' limit.
 */
export function notesWithDeadline(
  notes: string,
  result: TermResult,
  max: number = EVENT_NOTES_MAX,
): string | null {
  const kept = notes
    .split('\n')
    .filter((line) => !line.startsWith(NOTE_PREFIX))
    .join('\n')
    .trimEnd();
  const next = kept === '' ? deadlineNote(result) : `${kept}\n${deadlineNote(result)}`;
  return next.length > max ? null : next;
}
