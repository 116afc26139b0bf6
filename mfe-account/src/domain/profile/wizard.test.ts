import type { ProfileWizardDraft, ProfileWizardStep } from './wizard';
import { makeCity, makeUser } from '@colleghi/shared/testing';
import {
  PROFILE_WIZARD_STEPS,
  canProceed,
  isToggleSkill,
  profileStepFilled,
  profileWizardDraft,
  profileWizardProgress,
  profileWizardToUpdate,
} from './wizard';

const COMPLETE: ProfileWizardDraft = {
  role: 'LAWYER',
  picture: 'data:image/png;base64,iVBORw0KGgo=',
  skills: [{ id: 3 }],
  birth_date: '1985-05-12',
  fiscal_code: 'bncgli85e52f205z',
  vat: '12345678901',
  pec: 'giulia.bianchi@pec.it',
  register_number: 'A12345',
  coa_office: { id: 7 },
  lawfirm: {
    name: 'Studio Bianchi',
    address: 'Via Roma 1',
    city: { id: 1 },
    zip: '20121',
    phone: '021234567',
    fax: '021234568',
  },
};

const EMPTY = profileWizardDraft(null);

/** The first step whose Next is disabled, 7 when every step can proceed. */
function firstBlocked(draft: ProfileWizardDraft): number {
  return PROFILE_WIZARD_STEPS.find((step) => !canProceed(step, draft, false)) ?? 7;
}

describe('profile wizard', () => {
  it.each([
    ['an empty draft', EMPTY, 2],
    ['a complete draft', COMPLETE, 7],
    ['no skills', { ...COMPLETE, skills: [] }, 2],
    ['an accountant with no skills', { ...COMPLETE, role: 'ACCOUNTANT' as const, skills: [] }, 7],
    ['no picture (optional)', { ...COMPLETE, picture: null }, 7],
    ['no birth date', { ...COMPLETE, birth_date: null }, 3],
    ['an invalid fiscal code', { ...COMPLETE, fiscal_code: 'BNCGLI85' }, 3],
    ['no VAT', { ...COMPLETE, vat: '  ' }, 4],
    ['an invalid PEC', { ...COMPLETE, pec: 'giulia@pec' }, 4],
    ['no register number', { ...COMPLETE, register_number: '' }, 4],
    ['no COA office', { ...COMPLETE, coa_office: null }, 4],
    ['no law firm name', { ...COMPLETE, lawfirm: { ...COMPLETE.lawfirm, name: '' } }, 5],
    ['no law firm city', { ...COMPLETE, lawfirm: { ...COMPLETE.lawfirm, city: null } }, 5],
    ['no fax', { ...COMPLETE, lawfirm: { ...COMPLETE.lawfirm, fax: ' ' } }, 5],
  ])('with %s the first disabled step is %i', (_name, draft, blocked) => {
    expect(firstBlocked(draft)).toBe(blocked);
  });

  it('needs every earlier step too', () => {
    const laterOnly = { ...COMPLETE, skills: [] };
    expect(profileStepFilled(5, laterOnly)).toBe(true);
    expect(canProceed(5, laterOnly, false)).toBe(false);
  });

  it.each(PROFILE_WIZARD_STEPS)('step %i is disabled while server errors exist', (step) => {
    expect(canProceed(step, COMPLETE, true)).toBe(false);
  });

  it.each([
    [1, 17],
    [3, 50],
    [6, 100],
  ] as [ProfileWizardStep, number][])('progress of step %i is %i', (step, value) => {
    expect(profileWizardProgress(step)).toBe(value);
  });

  it.each([
    ['the chancellery skill', 16, true],
    ['the chamber of commerce skill', 17, true],
    ['the generic skill', 12, false],
    ['a picked skill', 3, false],
  ])('%s (%i) follows a profile toggle: %s', (_name, id, toggle) => {
    expect(isToggleSkill(id)).toBe(toggle);
  });

  it('prefills from the user, leaving out the toggle skills', () => {
    const city = makeCity();
    const user = makeUser({
      profile: {
        skills: [
          {
            id: 3,
            name: 'Diritto civile',
            type: 'PROFESSIONAL',
            is_main: false,
            description: null,
          },
          { id: 16, name: 'Cancelleria', type: 'PROFESSIONAL', is_main: false, description: null },
        ],
        lawfirm: {
          id: 1,
          name: 'Studio Bianchi',
          lawyer: null,
          description: null,
          description2: null,
          address: null,
          city,
          city2: null,
          zip: null,
          phone: null,
          fax: null,
        },
      },
    });
    const draft = profileWizardDraft(user);
    expect(draft.skills.map((skill) => skill.id)).toEqual([3]);
    expect(draft).toMatchObject({
      role: 'LAWYER',
      birth_date: '1985-05-12',
      fiscal_code: 'BNCGLI85E52F205Z',
      pec: 'giulia.bianchi@pec.it',
      coa_office: null,
      lawfirm: { name: 'Studio Bianchi', address: '', city, zip: '' },
    });
  });

  it('builds the save body: ids, nulls for empty texts, upper-case fiscal code', () => {
    expect(profileWizardToUpdate(COMPLETE)).toEqual({
      birth_date: '1985-05-12',
      fiscal_code: 'BNCGLI85E52F205Z',
      profile: {
        picture: 'data:image/png;base64,iVBORw0KGgo=',
        skills: [3],
        vat: '12345678901',
        pec: 'giulia.bianchi@pec.it',
        register_number: 'A12345',
        coa_office: 7,
        lawfirm: {
          name: 'Studio Bianchi',
          address: 'Via Roma 1',
          city: 1,
          zip: '20121',
          phone: '021234567',
          fax: '021234568',
        },
      },
    });
    const body = profileWizardToUpdate({
      ...EMPTY,
      picture: 'https://cdn.example.it/p.png',
      skills: [{ id: 17 }, { id: 12 }],
    });
    expect(body.fiscal_code).toBeNull();
    expect(body.profile).not.toHaveProperty('picture');
    expect(body.profile?.skills).toEqual([12]);
    expect(body.profile?.lawfirm).toEqual({
      name: null,
      address: null,
      city: null,
      zip: null,
      phone: null,
      fax: null,
    });
  });
});
