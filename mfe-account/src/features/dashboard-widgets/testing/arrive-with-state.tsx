import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@colleghi/shared/router';

export interface ArriveWithStateProps {
  to: string;
  /** The location state, as the page navigating here sets it. */
  state: unknown;
  children: ReactNode;
}

/**
 * Tests: lands on `to` with `state` the way another page's navigate() does (the test router
 * starts from a plain URL), then renders the children.
 */
export function ArriveWithState({ to, state, children }: ArriveWithStateProps) {
  const location = useLocation();
  // The first entry of a memory router has the key 'default'; every navigation gets a new one.
  if (location.key === 'default') return <Navigate to={to} state={state} />;
  return children;
}
