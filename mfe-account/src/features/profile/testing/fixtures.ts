import { makeUser } from '@colleghi/shared/testing';
import type { Lawfirm, Office, Skill } from '@colleghi/api-contract';

// Skills as the seed has them (ids fixed): main basic, specific (PROFESSIONAL) and additional.
export function makeSkill(overrides: Partial<Skill> & Pick<Skill, 'id' | 'name'>): Skill {
  return { type: 'PROFESSIONAL', is_main: false, description: null, ...overrides };
}

export const civil = makeSkill({ id: 1, name: 'Diritto civile', type: 'BASIC', is_main: true });
export const criminal = makeSkill({ id: 2, name: 'Diritto penale', type: 'BASIC', is_main: true });
export const generic = makeSkill({ id: 12, name: 'Generica', type: 'BASIC' });
export const labour = makeSkill({ id: 5, name: 'Diritto del lavoro', is_main: true });
export const family = makeSkill({ id: 6, name: 'Diritto di famiglia', is_main: true });
export const credit = makeSkill({ id: 7, name: 'Recupero crediti', is_main: true });
export const roads = makeSkill({ id: 8, name: 'Infortunistica stradale' });
export const condo = makeSkill({ id: 9, name: 'Diritto condominiale' });
export const chancellery = makeSkill({
  id: 16,
  name: 'Attività di cancelleria',
  type: 'ADDITIONAL_SKILLS',
});
export const immigration = makeSkill({
  id: 18,
  name: "Diritto dell'immigrazione",
  type: 'ADDITIONAL_SKILLS',
});
export const privacy = makeSkill({
  id: 22,
  name: 'Privacy e protezione dei dati',
  type: 'ADDITIONAL_SKILLS',
});

/** What GET skills/ lists (12, 16 and 17 are left out by the server). */
export const pickableSkills: Skill[] = [
  civil,
  criminal,
  labour,
  family,
  credit,
  roads,
  condo,
  immigration,
  privacy,
];

export const coaRoma: Office = {
  id: 40,
  name: 'Consiglio dell’Ordine degli Avvocati di Roma',
  office_type: 'COA',
  is_coa: true,
  city: null,
};

/** Studio Bianchi, Giulia's firm; override what a test is about. */
export function makeLawfirm(overrides: Partial<Lawfirm> = {}): Lawfirm {
  return {
    id: 3,
    name: 'Studio Bianchi',
    lawyer: null,
    description: null,
    description2: null,
    address: 'Via Roma 1',
    city: null,
    city2: null,
    zip: '20121',
    phone: '02123456',
    fax: '02123457',
    ...overrides,
  };
}

export const accountant = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({
    first_name: 'Marco',
    last_name: 'Verdi',
    email: 'commercialista@demo.colleghi.it',
    ...overrides,
    profile: { type: 'ACCOUNTANT', ...overrides.profile },
  });
