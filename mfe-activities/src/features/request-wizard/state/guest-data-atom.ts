import { atom, emptyGuestData } from '@colleghi/shared';
import type { GuestData } from '@colleghi/shared';

// The guest's step 6, kept with the draft so going back to fix the request loses nothing.
export const guestDataAtom = atom<GuestData>(emptyGuestData());
