import type { CatalogItem, User } from '@colleghi/api-contract';
import { isOwned } from './catalog';
import { isFree } from './money';

/**
 * The course side panel: detail, then billing (only when the profile is incomplete),
 * then payment (skipped for free items), then success. A guest who subscribes is sent to sign in.
 * 'enrolling' is a free item's order on its way.
 */
export type PanelStep = 'detail' | 'signin' | 'billing' | 'payment' | 'enrolling' | 'success';

export interface PanelState {
  step: PanelStep;
  signedIn: boolean;
  /** user.profile.is_complete */
  profileComplete: boolean;
  free: boolean;
  /** Already bought: there is nothing to subscribe to. */
  owned: boolean;
}

export type PanelEvent =
  /** 'Iscriviti' / 'Acquista' on the detail. */
  | 'subscribe'
  /** The billing form saved the profile. */
  | 'billingSaved'
  /** The order call succeeded (free enrolment or paid order). */
  | 'ordered'
  /** The order call was refused. */
  | 'orderFailed'
  /** 'Indietro' from billing or payment. */
  | 'back';

/** The step after `event`; events that do not apply leave the step as it is. */
export function nextPanelStep(state: PanelState, event: PanelEvent): PanelStep {
  const { step, signedIn, profileComplete, free, owned } = state;
  switch (step) {
    case 'detail':
      if (event !== 'subscribe' || owned) return step;
      if (!signedIn) return 'signin';
      if (free) return 'enrolling';
      // Billing data serve the invoice: a free item has none, so it never asks for them.
      return profileComplete ? 'payment' : 'billing';
    case 'billing':
      if (event === 'billingSaved') return free ? 'enrolling' : 'payment';
      if (event === 'back') return 'detail';
      return step;
    case 'payment':
      if (event === 'ordered') return 'success';
      if (event === 'back') return 'detail';
      // A refused order stays on the payment, with the server's message.
      return step;
    case 'enrolling':
      if (event === 'ordered') return 'success';
      if (event === 'orderFailed') return 'detail';
      return step;
    case 'signin':
    case 'success':
      return step;
  }
}

/** The state of a panel opening on `item` for `user` (null for guests). */
export function initialPanelState(
  item: Pick<CatalogItem, 'cost' | 'last_purchased'>,
  user: Pick<User, 'profile'> | null,
): PanelState {
  return {
    step: 'detail',
    signedIn: user !== null,
    profileComplete: user?.profile.is_complete ?? false,
    free: isFree(item),
    owned: isOwned(item),
  };
}
