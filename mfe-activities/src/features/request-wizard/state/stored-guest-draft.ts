import { emptyDraft } from '../../../domain/wizard';
import type { RequestDraft } from '../../../domain/wizard';

/** Where a guest's request waits, from step 5 to the send, across a reload of the page. */
export const GUEST_DRAFT_KEY = 'colleghi.guest-request-draft';

/** Going from step 5 to 6 stores the guest's draft. */
export function storeGuestDraft(draft: RequestDraft): void {
  try {
    sessionStorage.setItem(GUEST_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft still lives in memory for this page.
  }
}

/** The stored draft, or null when there is none (or it is not one of ours). */
export function readGuestDraft(): RequestDraft | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sessionStorage.getItem(GUEST_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  // Fields added since it was stored take their defaults.
  return { ...emptyDraft(), ...(parsed as Partial<RequestDraft>) };
}

export function clearGuestDraft(): void {
  try {
    sessionStorage.removeItem(GUEST_DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
