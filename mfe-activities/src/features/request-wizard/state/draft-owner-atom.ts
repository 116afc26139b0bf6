import { atom } from '@colleghi/shared/platform';

/**
 * Whose draft the wizard atoms hold: a user id, or null for a guest (or nobody yet). A draft
 * must not outlive a sign-out into someone else's session on a shared office computer.
 */
export const draftOwnerAtom = atom<number | null>(null);
