import { makeUser } from '@colleghi/shared/testing';
import type { Office, Skill, User } from '@colleghi/shared';

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

/** Giulia's signed-in session, with overrides of the user. */
export function sessionOf(user: User): { token: string; user: User } {
  return { token: 'token-giulia', user };
}

export const accountant = (overrides: Parameters<typeof makeUser>[0] = {}) =>
  makeUser({
    first_name: 'Marco',
    last_name: 'Verdi',
    email: 'commercialista@demo.colleghi.it',
    ...overrides,
    profile: { type: 'ACCOUNTANT', ...overrides.profile },
  });
