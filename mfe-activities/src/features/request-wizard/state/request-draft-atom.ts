import { atom } from '@colleghi/shared/platform';
import { emptyDraft } from '../../../domain/wizard';
import type { RequestDraft } from '../../../domain/wizard';
import { readGuestDraft } from './stored-guest-draft';

/** What the page starts with: a guest's request stored before a reload, or an empty one. */
export function initialDraft(): RequestDraft {
  return readGuestDraft() ?? emptyDraft();
}

// In the shared store rather than in the wizard: leaving the page (to check an agenda date, say)
// and coming back within the session finds the request as it was left.
export const requestDraftAtom = atom<RequestDraft>(initialDraft());
