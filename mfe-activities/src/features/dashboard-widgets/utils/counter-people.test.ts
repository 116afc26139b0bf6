import { makeDashboardCandidate, makeDemand } from '@colleghi/shared/testing';
import {
  MAX_COUNTER_PICTURES,
  colleaguePeople,
  firstPeople,
  fullName,
  initials,
  requestPeople,
} from './counter-people';

const person = (id: number, first_name = `Nome${id}`) => ({
  id,
  first_name,
  last_name: 'Rossi',
  profile: { picture: null },
});

const withCandidates = (requesterId: number, candidateIds: number[]) => ({
  user: person(requesterId),
  active_candidates: candidateIds.map((id) => ({ user: person(id) })),
});

describe('counter pictures', () => {
  it('never shows more than the spec’s two pictures', () => {
    expect(MAX_COUNTER_PICTURES).toBe(2);
    expect(firstPeople([person(1), person(2), person(3)]).map((p) => p.id)).toEqual([1, 2]);
  });

  it('counts a colleague once even when they answered several requests', () => {
    expect(firstPeople([person(1), person(1), person(2)]).map((p) => p.id)).toEqual([1, 2]);
  });

  it('shows the colleagues available for your requests, across requests', () => {
    const demands = [withCandidates(1, [5]), withCandidates(1, [5, 6, 7])];
    expect(requestPeople(demands).map((p) => p.id)).toEqual([5, 6]);
  });

  it('takes the dashboard’s candidate previews as they come', () => {
    const demand = {
      ...makeDemand(),
      active_candidates: [makeDashboardCandidate({ id: 41, first_name: 'Anna' })],
    };
    expect(requestPeople([demand]).map(fullName)).toEqual(['Anna Verdi']);
  });

  it('on others’ demands shows the other colleagues, never you, else the requester', () => {
    const self = 9;
    const demands = [withCandidates(3, [self]), withCandidates(4, [self, 8])];
    expect(colleaguePeople(demands, self).map((p) => p.id)).toEqual([3, 8]);
  });

  it('shows nobody when there is nobody else', () => {
    expect(colleaguePeople([withCandidates(9, [9])], 9)).toEqual([]);
    expect(requestPeople([])).toEqual([]);
  });

  it('writes initials in capitals', () => {
    expect(initials({ first_name: 'luca', last_name: 'verdi' })).toBe('LV');
  });
});
