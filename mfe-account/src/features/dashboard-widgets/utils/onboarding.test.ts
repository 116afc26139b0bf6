import { makeUser } from '@colleghi/shared/testing';
import type { Skill } from '@colleghi/api-contract';
import { firstOnboardingStep, pendingOnboardingPopups, shouldShowOnboarding } from './onboarding';

const skill = (id: number, is_main: boolean): Skill => ({
  id,
  name: `Competenza ${id}`,
  type: 'BASIC',
  is_main,
  description: null,
});

describe('onboarding rules', () => {
  it('shows to users with one or fewer main skills and an unseen onboarding popup', () => {
    expect(shouldShowOnboarding(makeUser({ missing_popups: [1, 2] }))).toBe(true);
    expect(
      shouldShowOnboarding(
        makeUser({ missing_popups: [2], profile: { skills: [skill(1, true), skill(2, false)] } }),
      ),
    ).toBe(true);
  });

  it('does not show with two main skills, without unseen popups, to accountants or guests', () => {
    const twoMain = { skills: [skill(1, true), skill(2, true)] };
    expect(shouldShowOnboarding(makeUser({ missing_popups: [1, 2], profile: twoMain }))).toBe(
      false,
    );
    expect(shouldShowOnboarding(makeUser({ missing_popups: [] }))).toBe(false);
    expect(shouldShowOnboarding(makeUser({ missing_popups: [3] }))).toBe(false);
    expect(
      shouldShowOnboarding(makeUser({ missing_popups: [1, 2], profile: { type: 'ACCOUNTANT' } })),
    ).toBe(false);
    expect(shouldShowOnboarding(null)).toBe(false);
  });

  it('marks only the onboarding popups still unseen', () => {
    expect(pendingOnboardingPopups(makeUser({ missing_popups: [2, 3] }))).toEqual([2]);
    expect(pendingOnboardingPopups(makeUser({ missing_popups: [2, 1] }))).toEqual([1, 2]);
    expect(pendingOnboardingPopups(null)).toEqual([]);
  });

  it('starts new users at the last step', () => {
    expect(firstOnboardingStep({ is_new: true }, 3)).toBe(2);
    expect(firstOnboardingStep({ is_new: false }, 3)).toBe(0);
  });
});
