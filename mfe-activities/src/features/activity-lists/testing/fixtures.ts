import type { Demand, DemandCandidate, Invitation, Page, Party } from '@colleghi/api-contract';
import {
  makeCandidate as makeBaseCandidate,
  makeCity,
  makeDemand as makeBaseDemand,
  makeOffice,
  makeParty as makeBaseParty,
} from '@colleghi/shared/testing';

// The shared builders with this feature's scenario (a certified colleague in Rome, a hearing in
// 2030 with every detail filled in); override what a test is about.

const ROMA = makeCity({
  id: 2,
  name: 'Roma',
  zip: '00100',
  province: 'RM',
  display_name: 'Roma (RM)',
});

export function makeParty(overrides: Partial<Party> = {}): Party {
  const base = makeBaseParty();
  return makeBaseParty({
    id: 7,
    is_certified: true,
    profile: {
      ...base.profile,
      picture: 'https://cdn.colleghi.it/luca.jpg',
      city: ROMA,
      skills: [{ id: 3, name: 'Diritto civile', type: 'BASIC', is_main: true, description: null }],
      lawfirm: {
        name: 'Studio Verdi',
        city: ROMA,
        phone: '0612345678',
        fax: '0612345679',
        address: 'Via Cola di Rienzo 10',
      },
    },
    ...overrides,
  });
}

/** The server's view of a party the viewer may not contact yet. */
export function makeMaskedParty(overrides: Partial<Party> = {}): Party {
  const party = makeParty(overrides);
  return {
    ...party,
    last_name: `${party.last_name.charAt(0)}.`,
    email: null,
    phone: null,
    masked: true,
    profile: {
      ...party.profile,
      city: null,
      pec: null,
      lawfirm: party.profile.lawfirm && {
        ...party.profile.lawfirm,
        city: null,
        phone: null,
        fax: null,
        address: null,
      },
    },
  };
}

export function makeCandidate(overrides: Partial<DemandCandidate> = {}): DemandCandidate {
  return makeBaseCandidate({
    id: 50,
    status: 'ACCEPTED',
    user: makeParty(),
    created_at: '2026-03-09T10:00:00+01:00',
    ...overrides,
  });
}

export function makeDemand(overrides: Partial<Demand> = {}): Demand {
  return makeBaseDemand({
    user: makeParty({
      id: 1,
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email: 'avvocato@demo.colleghi.it',
      phone: '3331234567',
    }),
    subject: { id: 1, name: 'Civile' },
    notes: 'Portare il fascicolo di parte.',
    office: makeOffice({ id: 4 }),
    section: 'II sezione civile',
    judge: 'Dott. Rossi',
    datetime: '2030-03-12T09:30:00+01:00',
    created_at: '2026-03-09T10:00:00+01:00',
    ...overrides,
  });
}

export function makeInvitation(
  overrides: Partial<Omit<Invitation, 'demand'>> & { demand?: Partial<Demand> } = {},
): Invitation {
  const { demand, ...rest } = overrides;
  return {
    ...makeCandidate({
      id: 60,
      status: 'PENDING',
      user: makeParty({ id: 2, first_name: 'Marco', last_name: 'Neri' }),
    }),
    demand: makeDemand({
      user: makeMaskedParty({ id: 1, first_name: 'Giulia', last_name: 'Bianchi' }),
      ...demand,
    }),
    ...rest,
  };
}

/** A page of a list as DRF paginates it. */
export function makePage<T>(
  results: T[],
  { next = false, count }: { next?: boolean; count?: number } = {},
): Page<T> {
  return {
    count: count ?? results.length,
    next: next ? 'http://localhost:8000/api/next/?page=2' : null,
    previous: null,
    results,
  };
}
