import { atom } from 'jotai';

/** Raised by request() on any status >= 500; GlobalErrorModal shows it and resets it. */
export const globalErrorAtom = atom(false);
