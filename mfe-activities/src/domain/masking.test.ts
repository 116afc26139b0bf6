import type { CandidateStatus, DemandStatus } from '@colleghi/api-contract';
import { DEMAND_STATUSES } from '@colleghi/shared/domain';
import {
  displayName,
  isAssignedCandidate,
  isCandidateContactVisible,
  isContactVisible,
  isRequesterContactVisible,
  partyContacts,
} from './masking';
import { makeCandidate, makeDemand, makeInvitation, makeParty } from '@colleghi/shared/testing';

describe('isContactVisible', () => {
  // Per candidate status: for each demand status (DEMAND_STATUSES order) [not assigned, assigned].
  const F = false;
  const T = true;
  const TABLE: Record<CandidateStatus, [boolean, boolean][]> = {
    //        PENDING   ASSIGNED  COMPLETED PAID      ANNULLED  EXPIRED
    PENDING: [
      [F, F],
      [F, T],
      [F, T],
      [F, T],
      [F, F],
      [F, F],
    ],
    ACCEPTED: [
      [T, T],
      [T, T],
      [T, T],
      [T, T],
      [T, T],
      [T, T],
    ],
    REJECTED: [
      [F, F],
      [F, T],
      [F, T],
      [F, T],
      [F, F],
      [F, F],
    ],
    DEAD: [
      [F, F],
      [F, T],
      [F, T],
      [F, T],
      [F, F],
      [F, F],
    ],
  };
  const rows = (Object.keys(TABLE) as CandidateStatus[]).flatMap((candidate) =>
    DEMAND_STATUSES.flatMap((demand, i) => [
      [demand, candidate, false, TABLE[candidate][i][0]] as const,
      [demand, candidate, true, TABLE[candidate][i][1]] as const,
    ]),
  );

  it.each(rows)('demand %s, candidate %s, assigned %s -> %s', (demand, candidate, assigned, v) => {
    expect(isContactVisible(demand, { status: candidate }, assigned)).toBe(v);
  });
});

describe('isAssignedCandidate', () => {
  it.each<[DemandStatus, CandidateStatus, number | null, boolean]>([
    ['PENDING', 'ACCEPTED', null, false],
    ['ASSIGNED', 'ACCEPTED', null, true],
    ['ASSIGNED', 'DEAD', null, false],
    ['ASSIGNED', 'ACCEPTED', 30, true],
    ['ASSIGNED', 'ACCEPTED', 31, false],
    ['PAID', 'ACCEPTED', 30, true],
    ['ANNULLED', 'ACCEPTED', 30, false],
  ])('demand %s, candidate 30 %s, assigned id %s -> %s', (status, cStatus, assignedId, v) => {
    const candidate = makeCandidate({ id: 30, status: cStatus });
    const assigned_candidate =
      assignedId === null ? null : makeCandidate({ id: assignedId, status: 'ACCEPTED' });
    expect(isAssignedCandidate(makeDemand({ status, assigned_candidate }), candidate)).toBe(v);
  });
});

describe('the requester and candidate views', () => {
  it('the requester sees an ACCEPTED candidate and the assignee, not the others', () => {
    const assignee = makeCandidate({ id: 30, status: 'ACCEPTED' });
    const demand = makeDemand({ status: 'ASSIGNED', assigned_candidate: assignee });
    expect(isCandidateContactVisible(demand, assignee)).toBe(true);
    expect(isCandidateContactVisible(demand, makeCandidate({ id: 31, status: 'DEAD' }))).toBe(
      false,
    );
    expect(isCandidateContactVisible(makeDemand(), makeCandidate({ status: 'PENDING' }))).toBe(
      false,
    );
    expect(isCandidateContactVisible(makeDemand(), makeCandidate({ status: 'ACCEPTED' }))).toBe(
      true,
    );
  });

  it.each<[CandidateStatus, DemandStatus, boolean]>([
    ['PENDING', 'PENDING', false],
    ['ACCEPTED', 'PENDING', true],
    ['REJECTED', 'PENDING', false],
    ['ACCEPTED', 'ASSIGNED', true],
    ['DEAD', 'ASSIGNED', false],
    ['DEAD', 'ANNULLED', false],
  ])('a candidate %s on a %s demand sees the requester: %s', (status, demandStatus, v) => {
    expect(
      isRequesterContactVisible(makeInvitation({ status, demand: { status: demandStatus } })),
    ).toBe(v);
  });
});

describe('displayName', () => {
  it.each<[string, string, boolean, string]>([
    ['Giulia', 'Bianchi', false, 'Giulia Bianchi'],
    ['Giulia', 'B.', true, 'Giulia B.'],
    ['Giulia', 'Bianchi', true, 'Giulia B.'],
    ['Giulia', 'bianchi', true, 'Giulia B.'],
    ['Giulia', '', true, 'Giulia'],
    [' Giulia ', ' Bianchi ', false, 'Giulia Bianchi'],
  ])('%j %j masked %s -> %j', (first_name, last_name, masked, name) => {
    expect(displayName({ first_name, last_name, masked })).toBe(name);
  });
});

describe('partyContacts', () => {
  it('gives every contact when visible', () => {
    expect(partyContacts(makeParty(), true)).toEqual({
      email: 'collega.roma@demo.colleghi.it',
      phone: '3339876543',
      pec: 'luca.verdi@pec.it',
      lawfirmPhone: '0612345678',
      fax: '0612345679',
      address: 'Via Roma 1',
      city: expect.objectContaining({ name: 'Roma' }),
    });
  });

  it.each<[string, boolean, boolean]>([
    ['not visible', false, false],
    ['masked', true, true],
  ])('hides everything when %s', (_, visible, masked) => {
    expect(Object.values(partyContacts(makeParty({ masked }), visible))).toEqual(
      Array(7).fill(null),
    );
  });

  it('copes with a party without a law firm', () => {
    const party = makeParty();
    const contacts = partyContacts(
      { ...party, profile: { ...party.profile, lawfirm: null } },
      true,
    );
    expect(contacts).toMatchObject({ lawfirmPhone: null, fax: null, address: null });
  });
});
