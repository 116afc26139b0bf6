import type { ReactNode } from 'react';
import { Provider, createStore } from 'jotai';

// The one jotai store of the page. This file is a federation singleton (SHARED_STATE_FILES), so
// the host and every remote read the same token, user and global error through this store.
export const sharedStore = createStore();

export function SharedStoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={sharedStore}>{children}</Provider>;
}

// Remotes import jotai only through here, so they can never end up with a second copy of it.
export { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
