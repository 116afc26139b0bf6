import type { Demand, DemandCandidate, Invitation, Office, Party } from '@colleghi/api-contract';
import { makeCity } from '../../testing/fixtures';

// Activity exchange objects for the tests of this folder; override only what a test is about.

export const NOW = new Date('2026-03-10T10:00:00+01:00');

export function makeOffice(overrides: Partial<Office> = {}): Office {
  return {
    id: 7,
    name: 'Tribunale di Roma',
    office_type: 'COURT',
    is_coa: false,
    city: makeCity({
      id: 2,
      name: 'Roma',
      zip: '00100',
      province: 'RM',
      display_name: 'Roma (RM)',
    }),
    ...overrides,
  };
}

export function makeParty(overrides: Partial<Party> = {}): Party {
  return {
    id: 2,
    first_name: 'Luca',
    last_name: 'Verdi',
    email: 'collega.roma@demo.colleghi.it',
    phone: '3339876543',
    is_certified: false,
    is_gold: false,
    is_aiga: false,
    masked: false,
    profile: {
      type: 'LAWYER',
      picture: null,
      city: makeCity({ id: 2, name: 'Roma' }),
      is_complete: true,
      pec: 'luca.verdi@pec.it',
      skills: [],
      lawfirm: {
        name: 'Studio Verdi',
        city: makeCity({ id: 2, name: 'Roma' }),
        phone: '0612345678',
        fax: '0612345679',
        address: 'Via Roma 1',
      },
    },
    ...overrides,
  };
}

export function makeCandidate(overrides: Partial<DemandCandidate> = {}): DemandCandidate {
  return {
    id: 30,
    status: 'PENDING',
    user: makeParty(),
    created_at: '2026-03-10T09:00:00+01:00',
    deleted: false,
    ...overrides,
  };
}

export function makeDemand(overrides: Partial<Demand> = {}): Demand {
  return {
    id: 10,
    user: makeParty({ id: 1, first_name: 'Giulia', last_name: 'Bianchi' }),
    type: 'SUBSTITUTE',
    activity: 'Udienza di precisazione delle conclusioni',
    subject: null,
    money: 50,
    notes: null,
    office: makeOffice(),
    section: null,
    judge: null,
    skill: { id: 3, name: 'Diritto civile', type: 'BASIC', is_main: true, description: null },
    datetime: '2026-03-20T09:30:00+01:00',
    status: 'PENDING',
    created_at: '2026-03-10T09:59:00+01:00',
    deleted: false,
    is_delayed: false,
    can_be_delayed: false,
    only_aiga: false,
    only_certified: false,
    only_priority: false,
    active_candidates: [],
    assigned_candidate: null,
    ...overrides,
  };
}

export function makeInvitation(
  overrides: Partial<Omit<Invitation, 'demand'>> & { demand?: Partial<Demand> } = {},
): Invitation {
  const { demand, ...rest } = overrides;
  return { ...makeCandidate(), ...rest, demand: makeDemand(demand) };
}
