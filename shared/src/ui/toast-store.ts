import { atom } from 'jotai';
import { sharedStore } from '../store';

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

export const TOAST_DURATION_MS = 5000;

/**
 * Room (px) to leave under the last control of a page or of a scrolling pane: a toast sits at
 * the bottom of the window (24 px from it, about 48 px tall), so a button at the very end
 * would be hidden under it while it shows.
 */
export const TOAST_CLEARANCE = 96;

/** Queue of toasts, oldest first; ToastHost shows the head. */
export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

/** Works from anywhere (event handlers, fetch callbacks, other remotes): it writes sharedStore. */
export function showToast({
  message,
  severity,
}: {
  message: string;
  severity: ToastSeverity;
}): void {
  const toast: Toast = { id: nextId, message, severity };
  nextId += 1;
  sharedStore.set(toastsAtom, (queue) => [...queue, toast]);
}
