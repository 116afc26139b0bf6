import { atom } from '@colleghi/shared/platform';
import { emptyGuestData } from '../../../domain/wizard';
import type { GuestData } from '../../../domain/wizard';

// The guest's step 6, kept with the draft so going back to fix the request loses nothing.
export const guestDataAtom = atom<GuestData>(emptyGuestData());
