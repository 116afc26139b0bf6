import { makeCourseItem, makeUser } from '@colleghi/shared/testing';
import { initialPanelState, nextPanelStep } from './panel';
import type { PanelEvent, PanelState, PanelStep } from './panel';

const state = (step: PanelStep, overrides: Partial<PanelState> = {}): PanelState => ({
  step,
  signedIn: true,
  profileComplete: true,
  free: false,
  owned: false,
  ...overrides,
});

describe('course panel state machine', () => {
  it.each<[string, PanelState, PanelEvent, PanelStep]>([
    ['paid, complete profile: payment', state('detail'), 'subscribe', 'payment'],
    [
      'paid, incomplete profile: billing first',
      state('detail', { profileComplete: false }),
      'subscribe',
      'billing',
    ],
    ['free: enrols directly', state('detail', { free: true }), 'subscribe', 'enrolling'],
    [
      'free, incomplete profile: still directly',
      state('detail', { free: true, profileComplete: false }),
      'subscribe',
      'enrolling',
    ],
    ['guest: sign in', state('detail', { signedIn: false }), 'subscribe', 'signin'],
    [
      'guest, free item: sign in',
      state('detail', { signedIn: false, free: true }),
      'subscribe',
      'signin',
    ],
    ['owned: nothing to buy', state('detail', { owned: true }), 'subscribe', 'detail'],
    ['detail ignores other events', state('detail'), 'ordered', 'detail'],
    [
      'billing saved: payment',
      state('billing', { profileComplete: false }),
      'billingSaved',
      'payment',
    ],
    ['billing saved, free: enrols', state('billing', { free: true }), 'billingSaved', 'enrolling'],
    ['billing back: detail', state('billing'), 'back', 'detail'],
    ['billing ignores orders', state('billing'), 'ordered', 'billing'],
    ['paid: success', state('payment'), 'ordered', 'success'],
    ['order refused: stays on payment', state('payment'), 'orderFailed', 'payment'],
    ['payment back: detail', state('payment'), 'back', 'detail'],
    ['free order placed: success', state('enrolling', { free: true }), 'ordered', 'success'],
    ['free order refused: detail', state('enrolling', { free: true }), 'orderFailed', 'detail'],
    ['success is final', state('success'), 'back', 'success'],
    ['sign-in is final', state('signin', { signedIn: false }), 'subscribe', 'signin'],
  ])('%s', (_, from, event, to) => {
    expect(nextPanelStep(from, event)).toBe(to);
  });

  it('walks a paid purchase with an incomplete profile to success', () => {
    let current = state('detail', { profileComplete: false });
    for (const event of ['subscribe', 'billingSaved', 'ordered'] as const) {
      current = { ...current, step: nextPanelStep(current, event) };
    }
    expect(current.step).toBe('success');
  });

  it('starts from the item and the user', () => {
    const paid = makeCourseItem({ cost: '49.00' });
    expect(initialPanelState(paid, null)).toEqual({
      step: 'detail',
      signedIn: false,
      profileComplete: false,
      free: false,
      owned: false,
    });
    expect(
      initialPanelState(
        makeCourseItem({
          cost: '0.00',
          last_purchased: { created_at: '2026-03-01T10:00:00Z', course: { deadline: null } },
        }),
        makeUser({ profile: { is_complete: false } }),
      ),
    ).toEqual({
      step: 'detail',
      signedIn: true,
      profileComplete: false,
      free: true,
      owned: true,
    });
  });
});
