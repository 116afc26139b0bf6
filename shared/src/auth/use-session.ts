import { useAtomValue } from 'jotai';
import type { User } from '@colleghi/api-contract';
import { sharedStore } from '../store';
import { tokenAtom, userAtom, userLoadingAtom } from './atoms';
import { endSession } from './end-session';
import { loadCurrentUser, startSession } from './session';

export interface Session {
  token: string | null;
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  login: (key: string) => Promise<User | null>;
  logout: () => void;
  reloadUser: () => Promise<User | null>;
}

// Bound to sharedStore explicitly, so the session is the same even under a nested jotai Provider.
const options = { store: sharedStore };

export function useSession(): Session {
  const token = useAtomValue(tokenAtom, options);
  const user = useAtomValue(userAtom, options);
  const loading = useAtomValue(userLoadingAtom, options);
  return {
    token,
    user,
    isAuthenticated: token !== null,
    loading,
    login: startSession,
    logout: endSession,
    reloadUser: loadCurrentUser,
  };
}
