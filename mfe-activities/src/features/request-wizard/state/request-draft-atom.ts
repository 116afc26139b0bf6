import { atom, emptyDraft } from '@colleghi/shared';
import type { RequestDraft } from '@colleghi/shared';

// In the shared store rather than in the wizard: leaving the page (to check an agenda date, say)
// and coming back within the session finds the request as it was left.
export const requestDraftAtom = atom<RequestDraft>(emptyDraft());
