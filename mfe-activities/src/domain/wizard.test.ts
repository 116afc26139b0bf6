import type { GuestData, RequestDraft, WizardStep } from './wizard';
import {
  GUEST_STEPS,
  LOGGED_IN_STEPS,
  canReachStep,
  canSubmit,
  draftToDemandCreate,
  emptyDraft,
  emptyGuestData,
  guestToLightRegister,
  isGuestDataValid,
  isSkillLocked,
  PAST_DATETIME_MESSAGE,
  notesError,
  pastDateTimeError,
  stepFilled,
  validateGuestData,
  withOffice,
  withSkill,
  withType,
  wizardSteps,
} from './wizard';
import { makeCity, makeOffice } from '@colleghi/shared/testing';

const SKILL = { id: 3, name: 'Diritto civile' };

function fullDraft(overrides: Partial<RequestDraft> = {}): RequestDraft {
  return {
    ...emptyDraft('SUBSTITUTE'),
    activity: 'Udienza di trattazione',
    office: makeOffice(),
    skill: SKILL,
    is_delayed: true,
    date: '2026-03-10',
    time: '09:30',
    ...overrides,
  };
}

function guest(overrides: Partial<GuestData> = {}): GuestData {
  return {
    first_name: 'Marco',
    last_name: 'Neri',
    email: 'marco.neri@example.it',
    phone: '3331234567',
    type: 'LAWYER',
    city: makeCity({ id: 2, name: 'Roma' }),
    privacy: true,
    terms: true,
    ...overrides,
  };
}

describe('emptyDraft', () => {
  it('starts blank, fee custom at the type start', () => {
    expect(emptyDraft()).toEqual({
      type: null,
      activity: '',
      subject: null,
      money: 35,
      moneyMode: 'custom',
      notes: '',
      office: null,
      section: '',
      judge: '',
      skill: null,
      date: '',
      time: '',
      only_aiga: false,
      only_certified: false,
      only_priority: false,
      is_delayed: false,
    });
  });

  it.each([
    ['CHANCELLERY', 20],
    ['DOMICILIARY', 35],
    ['SUBSTITUTE', 35],
  ] as const)('keyed by %s starts the fee at %i', (type, money) => {
    expect(emptyDraft(type)).toMatchObject({ type, money });
  });
});

describe('draft updates', () => {
  it('choosing a type restarts the fee from its start', () => {
    const draft = { ...emptyDraft('SUBSTITUTE'), money: 80 };
    expect(withType(draft, 'DOMICILIARY').money).toBe(35);
    expect(withType(draft, 'CHANCELLERY').money).toBe(20);
  });

  it.each([
    ['LAWYER', 16],
    ['ACCOUNTANT', 17],
    [null, 16],
  ] as const)('CHANCELLERY for %s sets and locks skill %i', (role, id) => {
    const draft = withType(emptyDraft(), 'CHANCELLERY', role);
    expect(draft.skill?.id).toBe(id);
    expect(draft.is_delayed).toBe(true);
    expect(isSkillLocked(draft)).toBe(true);
    expect(withSkill(draft, SKILL)).toBe(draft);
    expect(withOffice(draft, makeOffice({ id: 99 }))).toMatchObject({
      office: { id: 99 },
      skill: { id },
    });
  });

  it('leaving CHANCELLERY drops its reserved skill; other switches keep the skill', () => {
    const chancellery = withType(emptyDraft(), 'CHANCELLERY', 'LAWYER');
    expect(withType(chancellery, 'SUBSTITUTE')).toMatchObject({ skill: null, is_delayed: false });
    const substitute = fullDraft();
    expect(withType(substitute, 'DOMICILIARY').skill).toEqual(SKILL);
  });

  it('changing the office clears the skill', () => {
    expect(withOffice(fullDraft(), makeOffice({ id: 8 }))).toMatchObject({
      office: { id: 8 },
      skill: null,
      is_delayed: false,
    });
  });

  it('choosing a skill turns on the delayed search; clearing it turns it off', () => {
    const chosen = withSkill(emptyDraft('SUBSTITUTE'), SKILL);
    expect(chosen).toMatchObject({ skill: SKILL, is_delayed: true });
    expect(withSkill(chosen, null)).toMatchObject({ skill: null, is_delayed: false });
  });
});

describe('steps', () => {
  it('has 5 steps logged in, 6 as a guest', () => {
    expect(wizardSteps(false)).toEqual([1, 2, 3, 4, 5]);
    expect(wizardSteps(true)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(LOGGED_IN_STEPS).toHaveLength(5);
    expect(GUEST_STEPS).toHaveLength(6);
  });

  it.each<[string, WizardStep, Partial<RequestDraft>, boolean]>([
    ['type missing', 1, { type: null }, false],
    ['type chosen', 1, {}, true],
    ['activity empty', 2, { activity: '' }, false],
    ['activity blank', 2, { activity: '   ' }, false],
    ['activity typed', 2, {}, true],
    ['fee to agree', 2, { moneyMode: 'to-agree', money: Number.NaN }, true],
    ['fee not a whole number', 2, { money: 35.5 }, false],
    ['fee negative', 2, { money: -5 }, false],
    ['notes of 1000 characters', 2, { notes: 'a'.repeat(1000) }, true],
    ['notes of 1001 characters', 2, { notes: 'a'.repeat(1001) }, false],
    ['office missing', 3, { office: null }, false],
    ['office chosen', 3, {}, true],
    ['skill missing', 4, { skill: null }, false],
    ['skill chosen', 4, {}, true],
    ['date missing', 5, { date: '' }, false],
    ['time missing', 5, { time: '' }, false],
    ['impossible date', 5, { date: '2026-02-30' }, false],
    ['date and time', 5, {}, true],
  ])('step %#: %s -> step %i filled %s', (_, step, overrides, filled) => {
    expect(stepFilled(fullDraft(overrides), step)).toBe(filled);
  });

  it('given the time, the date step needs a day and time still to come (Italian clock)', () => {
    // 2026-03-10 09:30 in Rome is 08:30 UTC.
    const draft = fullDraft({ date: '2026-03-10', time: '09:30' });
    const before = new Date('2026-03-10T08:29:00Z');
    const after = new Date('2026-03-10T08:31:00Z');
    expect(stepFilled(draft, 5, undefined, before)).toBe(true);
    expect(pastDateTimeError(draft, before)).toBeNull();
    expect(stepFilled(draft, 5, undefined, after)).toBe(false);
    expect(pastDateTimeError(draft, after)).toBe(PAST_DATETIME_MESSAGE);
    expect(pastDateTimeError(fullDraft({ date: '2026-03-09' }), before)).toBe(
      PAST_DATETIME_MESSAGE,
    );
    expect(pastDateTimeError(fullDraft({ time: '' }), after)).toBeNull();
    expect(canSubmit(draft, undefined, after)).toBe(false);
    expect(canSubmit(draft, undefined, before)).toBe(true);
    expect(canReachStep(draft, 6, guest(), after)).toBe(false);
  });

  it('says by how much a note is too long, and keeps it whole', () => {
    expect(notesError(fullDraft({ notes: 'a'.repeat(1000) }))).toBeNull();
    expect(notesError(fullDraft({ notes: 'a'.repeat(1250) }))).toBe(
      'Le note superano di 250 caratteri il massimo di 1000: accorciale per continuare.',
    );
  });

  it('step 6 is filled only with valid guest data', () => {
    expect(stepFilled(fullDraft(), 6)).toBe(false);
    expect(stepFilled(fullDraft(), 6, guest({ terms: false }))).toBe(false);
    expect(stepFilled(fullDraft(), 6, guest())).toBe(true);
  });

  // Each draft fills one more step than the previous one.
  const progressive: [string, RequestDraft, WizardStep][] = [
    ['nothing', emptyDraft(), 1],
    ['type', { ...emptyDraft('SUBSTITUTE') }, 2],
    ['activity', { ...emptyDraft('SUBSTITUTE'), activity: 'Udienza' }, 3],
    ['office', fullDraft({ skill: null, date: '', time: '' }), 4],
    ['skill', fullDraft({ date: '', time: '' }), 5],
    ['datetime', fullDraft(), 6],
  ];

  it.each(progressive)('filled up to %s: reaches step %i and no further', (_, draft, max) => {
    for (const step of GUEST_STEPS) {
      expect([step, canReachStep(draft, step, guest())]).toEqual([step, step <= max]);
    }
  });

  it('needs every earlier step, not only the previous one', () => {
    const noActivity = fullDraft({ activity: '' });
    expect(canReachStep(noActivity, 2)).toBe(true);
    expect(canReachStep(noActivity, 3)).toBe(false);
    expect(canReachStep(noActivity, 5)).toBe(false);
  });

  it('submits when every step of the variant is filled', () => {
    expect(canSubmit(fullDraft())).toBe(true);
    expect(canSubmit(fullDraft({ skill: null }))).toBe(false);
    expect(canSubmit(fullDraft(), guest())).toBe(true);
    expect(canSubmit(fullDraft(), guest({ city: null }))).toBe(false);
  });
});

describe('draftToDemandCreate', () => {
  it('builds the body: ids, trimmed texts, Rome datetime with offset', () => {
    const draft = fullDraft({
      activity: '  Udienza di trattazione ',
      subject: { id: 4, name: 'Civile' },
      money: 60,
      notes: ' Portare il fascicolo ',
      section: 'II',
      judge: 'Dott. Rossi',
      only_aiga: true,
      only_certified: true,
      only_priority: true,
    });
    expect(draftToDemandCreate(draft)).toEqual({
      type: 'SUBSTITUTE',
      activity: 'Udienza di trattazione',
      subject: 4,
      money: 60,
      notes: 'Portare il fascicolo',
      office: 7,
      section: 'II',
      judge: 'Dott. Rossi',
      skill: 3,
      datetime: '2026-03-10T09:30:00+01:00',
      is_delayed: true,
      only_aiga: true,
      only_certified: true,
      only_priority: true,
    });
  });

  it('sends empty texts as null and a fee to agree as money null', () => {
    const body = draftToDemandCreate(
      fullDraft({ notes: '  ', section: '', judge: '', moneyMode: 'to-agree', money: 45 }),
    );
    expect(body).toMatchObject({
      notes: null,
      section: null,
      judge: null,
      subject: null,
      money: null,
    });
  });

  it('uses the summer offset in summer', () => {
    const body = draftToDemandCreate(fullDraft({ date: '2026-07-15', time: '18:05' }));
    expect(body.datetime).toBe('2026-07-15T18:05:00+02:00');
  });

  it.each<[string, Partial<RequestDraft>]>([
    ['type', { type: null }],
    ['office', { office: null }],
    ['skill', { skill: null }],
    ['date', { date: '' }],
  ])('throws without a %s', (_, overrides) => {
    expect(() => draftToDemandCreate(fullDraft(overrides))).toThrow('incomplete');
  });
});

describe('guest data', () => {
  it('is valid when complete', () => {
    expect(validateGuestData(guest())).toEqual({});
    expect(isGuestDataValid(guest())).toBe(true);
  });

  it('reports every missing field of an empty form', () => {
    expect(validateGuestData(emptyGuestData())).toEqual({
      first_name: 'Il campo è obbligatorio',
      last_name: 'Il campo è obbligatorio',
      email: 'Il campo è obbligatorio',
      phone: 'Il campo è obbligatorio',
      type: 'Il campo è obbligatorio',
      city: 'Il campo è obbligatorio',
      privacy: 'Il campo è obbligatorio',
      terms: 'Il campo è obbligatorio',
    });
  });

  it.each<[string, Partial<GuestData>, keyof GuestData, string]>([
    ['blank first name', { first_name: ' ' }, 'first_name', 'Il campo è obbligatorio'],
    ['blank last name', { last_name: '' }, 'last_name', 'Il campo è obbligatorio'],
    ['bad e-mail', { email: 'marco@' }, 'email', 'E-mail non valida'],
    ['bad phone', { phone: '12' }, 'phone', 'Numero di cellulare non valido'],
    ['no type', { type: null }, 'type', 'Il campo è obbligatorio'],
    ['no city', { city: null }, 'city', 'Il campo è obbligatorio'],
    ['privacy refused', { privacy: false }, 'privacy', 'Il campo è obbligatorio'],
    ['terms refused', { terms: false }, 'terms', 'Il campo è obbligatorio'],
  ])('%s -> only %s: %s', (_, overrides, field, message) => {
    expect(validateGuestData(guest(overrides))).toEqual({ [field]: message });
    expect(isGuestDataValid(guest(overrides))).toBe(false);
  });

  it('accepts surrounding spaces in e-mail and phone', () => {
    expect(validateGuestData(guest({ email: ' a@b.it ', phone: ' 333 123 4567 ' }))).toEqual({});
  });

  it('builds the light registration body', () => {
    expect(guestToLightRegister(guest({ email: ' marco.neri@example.it ' }), 10)).toEqual({
      first_name: 'Marco',
      last_name: 'Neri',
      email: 'marco.neri@example.it',
      phone: '3331234567',
      privacy: true,
      terms: true,
      profile: { type: 'LAWYER', lawfirm: { city: 2 } },
      temp_demand: 10,
    });
    expect(guestToLightRegister(guest()).temp_demand).toBeNull();
    expect(() => guestToLightRegister(guest({ city: null }))).toThrow('incomplete');
  });
});
