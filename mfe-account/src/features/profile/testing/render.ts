import type { ReactElement } from 'react';
import type { User } from '@colleghi/api-contract';
import { renderWithProviders } from '@colleghi/shared/testing';

/** A profile screen opened on `route`, with `user` signed in. */
export function renderSignedIn(ui: ReactElement, route: string, user: User) {
  return renderWithProviders(ui, { route, session: { token: 'token-giulia', user } });
}
