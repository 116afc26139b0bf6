import type { Skill } from '@colleghi/api-contract';
import { catalogueFixture, makePlan, makeSubscription, makeUser } from '@colleghi/shared/testing';
import { PROFILE_MESSAGES, SUBSCRIPTION_MESSAGES } from './messages';
import {
  BADGE_COLORS,
  activePlans,
  areSkillsLocked,
  canAddSkill,
  canCancel,
  canChangePlan,
  canEditSkillDescription,
  canRemoveSkill,
  canSaveQualification,
  cancelBlockedMessage,
  certificationPaymentPath,
  changeablePlans,
  defaultPlan,
  descriptionItems,
  findPaymentType,
  freeQualificationSlots,
  holdsPaymentType,
  isAccountant,
  planAllows,
  plansOutOfMethod,
  profileBadge,
  showSkillsCard,
  showToCertifyCard,
  showsSkillsOnboarding,
  skillCounts,
  skillLimits,
  skillSlot,
  skillsButtonLabel,
  skillsRemaining,
  visibleOffers,
  wizardSkillsMax,
} from './rules';

const NOW = new Date('2026-03-10T10:00:00+01:00');

function skill(id: number, type: Skill['type'] = 'PROFESSIONAL', is_main = false): Skill {
  return { id, name: `Competenza ${id}`, type, is_main, description: null };
}

const accountant = makeUser({ profile: { type: 'ACCOUNTANT' } });

describe('offers on /subscriptions', () => {
  const catalogue = catalogueFixture();
  const typesOf = (list: { type: string }[]) => list.map((entry) => entry.type);

  it.each([
    [
      'a guest sees everything',
      null,
      true,
      ['professional', 'gold', 'additional_skills', 'qualify', 'bundle'],
    ],
    [
      'a basic lawyer sees everything',
      makeUser(),
      true,
      ['professional', 'gold', 'additional_skills', 'qualify', 'bundle'],
    ],
    ['not buyable hides professional and skills', makeUser(), false, ['gold', 'qualify', 'bundle']],
    [
      'gold users see no gold',
      makeUser({ is_gold: true }),
      true,
      ['professional', 'additional_skills', 'qualify', 'bundle'],
    ],
    [
      'certified users see no professional',
      makeUser({ is_certified: true }),
      true,
      ['gold', 'additional_skills', 'qualify', 'bundle'],
    ],
    ['accountants see no skills', accountant, true, ['professional', 'gold', 'qualify', 'bundle']],
    [
      'a held bundle is not offered again',
      makeUser({
        subscriptions: [makeSubscription({ id: 9, payment_type_id: 5, type: 'bundle' })],
      }),
      true,
      ['professional', 'gold', 'additional_skills', 'qualify'],
    ],
  ] as const)('%s', (_name, user, buyable, expected) => {
    expect(typesOf(visibleOffers(catalogue, user, buyable))).toEqual(expected);
  });

  it('finds a type, and a bundle by id', () => {
    expect(findPaymentType(catalogue, 'gold')?.id).toBe(2);
    expect(findPaymentType(catalogue, 'bundle', 5)?.title).toBe('Pacchetto Studio');
    expect(findPaymentType(catalogue, 'bundle', 99)).toBeUndefined();
    expect(holdsPaymentType(makeUser({ subscriptions: [makeSubscription()] }), 1)).toBe(true);
    expect(holdsPaymentType(makeUser(), 1)).toBe(false);
  });

  it.each([
    ['basic lawyer', makeUser(), true, true],
    ['certified', makeUser({ is_certified: true }), false, true],
    ['skills subscriber', makeUser({ is_skills: true }), true, false],
    ['accountant', accountant, false, false],
  ])('profile cards for a %s', (_name, user, toCertify, skills) => {
    expect(showToCertifyCard(catalogue, user)).toBe(toCertify);
    expect(showSkillsCard(catalogue, user)).toBe(skills);
  });

  it('shows no cards for types missing from the catalogue', () => {
    expect(showToCertifyCard([], makeUser())).toBe(false);
    expect(showSkillsCard([], makeUser())).toBe(false);
  });

  it('splits a description into its bullet items', () => {
    expect(descriptionItems(' Notifiche prioritarie • 2 competenze •  • Secondo comune ')).toEqual([
      'Notifiche prioritarie',
      '2 competenze',
      'Secondo comune',
    ]);
    expect(descriptionItems(null)).toEqual([]);
  });
});

describe('plans', () => {
  const annual = makePlan();
  const half = makePlan({ id: 12, months: 6, percentage: 10, is_default: false });
  const monthly = makePlan({ id: 13, months: 1, percentage: 0, is_default: false });
  const retired = makePlan({ id: 14, is_active: false, is_default: false });

  it.each([
    ['the is_default plan', [monthly, annual, half], annual.id],
    ['the first active one without a default', [retired, half, monthly], half.id],
    ['an inactive default is skipped', [{ ...annual, is_active: false }, monthly], monthly.id],
    ['none', [retired], null],
    ['none in an empty list', [], null],
  ])('default plan: %s', (_name, plans, id) => {
    expect(defaultPlan(plans)?.id ?? null).toBe(id);
  });

  it('lists active plans and hides the current one for a change', () => {
    expect(activePlans([annual, retired, monthly]).map((p) => p.id)).toEqual([11, 13]);
    expect(changeablePlans([annual, half, retired], makeSubscription()).map((p) => p.id)).toEqual([
      12,
    ]);
  });

  it("lists only the plans the subscription's payment method can pay, and counts the others", () => {
    const monthlyByCard = makePlan({
      id: 13,
      months: 1,
      is_default: false,
      methods: ['paypal', 'credit_card'],
    });
    const halfByCard = makePlan({ id: 12, months: 6, is_default: false, methods: ['credit_card'] });
    const yearlyAll = makePlan({ id: 15, methods: ['paypal', 'credit_card', 'bank_transfer'] });
    const plans = [annual, halfByCard, monthlyByCard, yearlyAll, retired];
    const byTransfer = makeSubscription({ payment_method: 'bank_transfer' });
    expect(changeablePlans(plans, byTransfer).map((p) => p.id)).toEqual([15]);
    expect(plansOutOfMethod(plans, byTransfer)).toBe(2);
    const byCard = makeSubscription({ payment_method: 'credit_card' });
    expect(changeablePlans(plans, byCard).map((p) => p.id)).toEqual([12, 13, 15]);
    expect(plansOutOfMethod(plans, byCard)).toBe(0);
  });

  it('knows which methods a plan allows', () => {
    expect(planAllows(annual, 'bank_transfer')).toBe(true);
    expect(planAllows(makePlan({ methods: ['paypal'] }), 'credit_card')).toBe(false);
    expect(planAllows(null, 'paypal')).toBe(false);
  });

  it.each([
    ['an active professional', {}, true],
    ['a bundle', { type: 'bundle' as const }, false],
    ['a cancelled one', { unsubscribed: true }, false],
    ['a trial', { payment_method: 'trial' as const }, false],
    ['one with a change pending', { next_plan: { id: 13, months: 1, amount: '14.90' } }, false],
  ])('change plan for %s: %p', (_name, overrides, expected) => {
    expect(canChangePlan(makeSubscription(overrides))).toBe(expected);
  });

  it.each([
    ['running', { expire_at: '2026-11-10T10:00:00+01:00' }, null],
    [
      'past expire_at (renewing)',
      { expire_at: '2026-03-10T09:59:59+01:00' },
      SUBSCRIPTION_MESSAGES.cancelBlocked,
    ],
    [
      'exactly at expire_at',
      { expire_at: '2026-03-10T10:00:00+01:00' },
      SUBSCRIPTION_MESSAGES.cancelBlocked,
    ],
    ['already cancelled', { unsubscribed: true, expire_at: '2026-01-01T00:00:00Z' }, null],
  ])('cancel while %s', (_name, overrides, message) => {
    expect(cancelBlockedMessage(makeSubscription(overrides), NOW)).toBe(message);
  });

  it('offers cancel only once', () => {
    expect(canCancel(makeSubscription())).toBe(true);
    expect(canCancel(makeSubscription({ unsubscribed: true }))).toBe(false);
    expect(SUBSCRIPTION_MESSAGES.cancelBlocked).toBe(
      "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.",
    );
  });
});

describe('badge and certification', () => {
  it.each([
    [false, false, null],
    [true, false, 'gold'],
    [false, true, 'professional'],
    [true, true, 'both'],
  ] as const)('gold %p, certified %p → %p', (is_gold, is_certified, badge) => {
    expect(profileBadge({ is_gold, is_certified })).toBe(badge);
  });

  it('colours both like gold', () => {
    expect(BADGE_COLORS).toEqual({ gold: '#A17644', professional: '#f6d560', both: '#A17644' });
  });

  it('builds the external payment path from base64 of id and created_at', () => {
    const user = makeUser({ id: 42, created_at: '2024-01-15T10:00:00+01:00' });
    const expected =
      'https://api.example.it/web/payments/collect/NDI=/MjAyNC0wMS0xNVQxMDowMDowMCswMTowMA==/';
    expect(certificationPaymentPath('https://api.example.it', user)).toBe(expected);
    expect(certificationPaymentPath('https://api.example.it/', user)).toBe(expected);
    expect(certificationPaymentPath('', makeUser({ id: 1 }))).toMatch(
      /^\/web\/payments\/collect\/MQ==\//,
    );
  });

  it('recognises accountants', () => {
    expect(isAccountant(accountant)).toBe(true);
    expect(isAccountant(makeUser())).toBe(false);
    expect(isAccountant(null)).toBe(false);
  });
});

describe('skills', () => {
  const basicMain = skill(1, 'BASIC', true);
  const generic = skill(12, 'BASIC');
  const chancellery = skill(16, 'PROFESSIONAL');
  const extra = skill(30, 'ADDITIONAL_SKILLS');

  it('sorts skills into their limits, reserved ones left out', () => {
    expect(skillSlot(basicMain)).toBe('basic');
    expect(skillSlot(skill(2, 'BASIC'))).toBe('specific');
    expect(skillSlot(extra)).toBe('additional');
    expect(skillCounts([basicMain, generic, chancellery, skill(2), skill(3), extra])).toEqual({
      basic: 1,
      specific: 2,
      additional: 1,
    });
  });

  it.each([
    ['basic lawyer', makeUser(), { basic: 1, specific: 2, additional: 0 }],
    ['certified', makeUser({ is_certified: true }), { basic: 1, specific: 4, additional: 0 }],
    [
      'certified with 3 purchased',
      makeUser({ is_certified: true, purchased_skills: 3 }),
      { basic: 1, specific: 4, additional: 3 },
    ],
    ['accountant', accountant, { basic: 0, specific: 0, additional: 0 }],
  ])('limits of a %s', (_name, user, limits) => {
    expect(skillLimits(user)).toEqual(limits);
  });

  it.each([
    ['a second specific skill', makeUser(), [skill(2)], skill(3), true],
    ['a third specific skill', makeUser(), [skill(2), skill(3)], skill(4), false],
    [
      'a third specific skill when certified',
      makeUser({ is_certified: true }),
      [skill(2), skill(3)],
      skill(4),
      true,
    ],
    ['a second main basic skill', makeUser(), [basicMain], skill(5, 'BASIC', true), false],
    ['generic next to a main basic skill', makeUser(), [basicMain], generic, true],
    ['the chancellery skill (toggle only)', makeUser(), [], chancellery, false],
    ['an already selected skill', makeUser(), [skill(2)], skill(2), false],
    ['an additional skill without purchases', makeUser(), [], extra, false],
    ['an additional skill with one purchased', makeUser({ purchased_skills: 1 }), [], extra, true],
    [
      'a second additional with one purchased',
      makeUser({ purchased_skills: 1 }),
      [extra],
      skill(31, 'ADDITIONAL_SKILLS'),
      false,
    ],
    ['any skill for an accountant', accountant, [], skill(2), false],
  ])('can add %s: %p', (_name, user, selected, candidate, expected) => {
    expect(canAddSkill(user, selected, candidate)).toBe(expected);
  });

  it('counts the purchased skills left', () => {
    expect(skillsRemaining(makeUser({ purchased_skills: 3 }), [extra, skill(2)])).toBe(2);
    expect(skillsRemaining(makeUser({ purchased_skills: 0 }), [extra])).toBe(0);
  });

  it('allows 2 skills in the wizard, 4 when certified', () => {
    expect(wizardSkillsMax(makeUser())).toBe(2);
    expect(wizardSkillsMax(makeUser({ is_certified: true }))).toBe(4);
  });

  it('locks saved skills until skills_locked_until', () => {
    const locked = makeUser({
      skills_locked_until: '2026-11-10T10:00:00+01:00',
      profile: { skills: [skill(2)] },
    });
    expect(areSkillsLocked(locked, NOW)).toBe(true);
    expect(canRemoveSkill(locked, 2, NOW)).toBe(false);
    expect(canRemoveSkill(locked, 3, NOW)).toBe(true);
    const expired = makeUser({ skills_locked_until: '2026-03-10T09:00:00+01:00' });
    expect(areSkillsLocked(expired, NOW)).toBe(false);
    expect(areSkillsLocked(makeUser(), NOW)).toBe(false);
    expect(canRemoveSkill(makeUser({ profile: { skills: [skill(2)] } }), 2, NOW)).toBe(true);
  });

  it.each([
    ['no skills', [], PROFILE_MESSAGES.selectSkills],
    ['2 non-main skills', [basicMain, skill(2), skill(3)], PROFILE_MESSAGES.selectSkills],
    ['3 non-main skills', [basicMain, skill(2), skill(3), skill(4)], PROFILE_MESSAGES.addSkills],
  ])('skills button with %s', (_name, skills, label) => {
    expect(skillsButtonLabel(makeUser({ profile: { skills } }))).toBe(label);
  });

  it('texts of the skills button', () => {
    expect(PROFILE_MESSAGES.selectSkills).toBe('Seleziona competenze');
    expect(PROFILE_MESSAGES.addSkills).toBe('Aggiungi competenze');
  });

  it('shows the onboarding with one main skill or fewer', () => {
    expect(showsSkillsOnboarding(makeUser())).toBe(true);
    expect(showsSkillsOnboarding(makeUser({ profile: { skills: [basicMain, skill(2)] } }))).toBe(
      true,
    );
    expect(
      showsSkillsOnboarding(
        makeUser({ profile: { skills: [basicMain, skill(7, 'PROFESSIONAL', true)] } }),
      ),
    ).toBe(false);
  });

  it('descriptions and qualifications', () => {
    expect(canEditSkillDescription(makeUser({ is_gold: true }))).toBe(true);
    expect(canEditSkillDescription(makeUser())).toBe(false);
    const qualification = { id: 1, name: 'Mediatore', description: null, payment: null };
    expect(freeQualificationSlots(makeUser({ custom_skills_count: 2 }))).toBe(2);
    expect(
      freeQualificationSlots(
        makeUser({ custom_skills_count: 1, profile: { custom_skills: [qualification] } }),
      ),
    ).toBe(0);
    expect(freeQualificationSlots(makeUser({ profile: { custom_skills: [qualification] } }))).toBe(
      0,
    );
    expect(canSaveQualification('  ')).toBe(false);
    expect(canSaveQualification(' Mediatore ')).toBe(true);
  });
});
