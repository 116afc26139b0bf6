import type { CandidateStatus, DemandStatus } from '@colleghi/api-contract';
import { DEMAND_STATUSES, EXPIRING_WINDOW_MS } from '@colleghi/shared/domain';
import {
  assigneeLabels,
  availableColleaguesLabel,
  candidateLabels,
  isExpiring,
  labelTone,
  requesterLabels,
} from './labels';
import { NOW, makeCandidate, makeDemand, makeInvitation } from '@colleghi/shared/testing';

const FAR = '2026-04-01T09:00:00+02:00';
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const accepted = (id: number) => makeCandidate({ id, status: 'ACCEPTED' });

describe('requesterLabels', () => {
  it.each<[DemandStatus, string[]]>([
    ['PENDING', ['Inviata']],
    ['ASSIGNED', ['Assegnata', 'In esecuzione']],
    ['COMPLETED', ['Conclusa', 'Da pagare']],
    ['PAID', ['Pagata']],
    ['ANNULLED', ['Annullata']],
    ['EXPIRED', ['Scaduta']],
  ])('%s -> %j', (status, labels) => {
    expect(requesterLabels(makeDemand({ status, datetime: FAR }), NOW)).toEqual(labels);
  });

  it.each(DEMAND_STATUSES)('a deleted %s demand shows only Eliminata', (status) => {
    expect(requesterLabels(makeDemand({ status, deleted: true, datetime: FAR }), NOW)).toEqual([
      'Eliminata',
    ]);
  });

  it.each<[number, string]>([
    [0, 'Inviata'],
    [1, '1 collega disponibile'],
    [2, '2 colleghi disponibili'],
    [5, '5 colleghi disponibili'],
  ])('PENDING with %i active candidates -> %s', (count, label) => {
    const active_candidates = Array.from({ length: count }, (_, i) => accepted(i + 1));
    expect(requesterLabels(makeDemand({ active_candidates, datetime: FAR }), NOW)).toEqual([label]);
  });

  it('counts only ACCEPTED candidates as available', () => {
    const demand = makeDemand({
      datetime: FAR,
      active_candidates: [accepted(1), makeCandidate({ id: 2, status: 'DEAD' })],
    });
    expect(requesterLabels(demand, NOW)).toEqual(['1 collega disponibile']);
  });

  it.each<[string, number, string[]]>([
    ['23:59:59.999 away', EXPIRING_WINDOW_MS - 1, ['Inviata', 'In scadenza']],
    ['exactly 24 h away', EXPIRING_WINDOW_MS, ['Inviata']],
    ['24 h and 1 ms away', EXPIRING_WINDOW_MS + 1, ['Inviata']],
    ['1 minute away', 60_000, ['Inviata', 'In scadenza']],
  ])('PENDING %s -> %j', (_, offset, labels) => {
    expect(requesterLabels(makeDemand({ datetime: at(offset) }), NOW)).toEqual(labels);
  });

  it('adds In scadenza after the colleague count', () => {
    const demand = makeDemand({ datetime: at(3_600_000), active_candidates: [accepted(1)] });
    expect(requesterLabels(demand, NOW)).toEqual(['1 collega disponibile', 'In scadenza']);
  });

  it.each<DemandStatus>(['ASSIGNED', 'COMPLETED', 'PAID', 'ANNULLED', 'EXPIRED'])(
    'never marks a %s demand as expiring',
    (status) => {
      expect(requesterLabels(makeDemand({ status, datetime: at(1000) }), NOW)).not.toContain(
        'In scadenza',
      );
    },
  );

  it('accepts a timestamp as now', () => {
    expect(requesterLabels(makeDemand({ datetime: at(1000) }), NOW.getTime())).toContain(
      'In scadenza',
    );
  });
});

describe('availableColleaguesLabel and isExpiring', () => {
  it('is singular for one colleague only', () => {
    expect(availableColleaguesLabel(1)).toBe('1 collega disponibile');
    expect(availableColleaguesLabel(3)).toBe('3 colleghi disponibili');
  });

  it('uses the 24 h boundary', () => {
    expect(isExpiring(at(EXPIRING_WINDOW_MS - 1), NOW)).toBe(true);
    expect(isExpiring(at(EXPIRING_WINDOW_MS), NOW)).toBe(false);
  });
});

describe('candidateLabels', () => {
  const OTHER = 'Assegnata ad altro collega';
  // Rows: the candidate's status; columns: the demand's status, in DEMAND_STATUSES order.
  // assigned_candidate is left null: an ACCEPTED row of an assigned demand is its assignee.
  const TABLE: Record<CandidateStatus, string[][]> = {
    PENDING: [['Nuova'], [OTHER], [OTHER], [OTHER], ['Annullata'], ['Non più disponibile']],
    ACCEPTED: [
      ['In attesa di assegnazione'],
      ['Assegnata'],
      ['Conclusa', 'In attesa di pagamento'],
      ['Pagamento ricevuto'],
      ['Annullata'],
      ['Non più disponibile'],
    ],
    REJECTED: [['Rifiutata'], [OTHER], [OTHER], [OTHER], ['Annullata'], ['Non più disponibile']],
    DEAD: DEMAND_STATUSES.map(() => ['Non assegnata']),
  };
  const rows = (Object.keys(TABLE) as CandidateStatus[]).flatMap((candidate) =>
    DEMAND_STATUSES.map((demand, i) => [candidate, demand, TABLE[candidate][i]] as const),
  );

  it.each(rows)('candidate %s, demand %s -> %j', (status, demandStatus, labels) => {
    expect(
      candidateLabels(makeInvitation({ status, demand: { status: demandStatus } }), NOW),
    ).toEqual(labels);
  });

  it.each(rows)('a deleted invitation (candidate %s, demand %s) shows Eliminata', (status, d) => {
    const invitation = makeInvitation({ status, deleted: true, demand: { status: d } });
    expect(candidateLabels(invitation, NOW)).toEqual(['Eliminata']);
  });

  it.each<DemandStatus>(['ASSIGNED', 'COMPLETED', 'PAID'])(
    'an ACCEPTED candidate of a %s demand assigned to someone else sees it went elsewhere',
    (status) => {
      const invitation = makeInvitation({
        id: 30,
        status: 'ACCEPTED',
        demand: { status, assigned_candidate: accepted(31) },
      });
      expect(candidateLabels(invitation, NOW)).toEqual([OTHER]);
    },
  );

  it('the assignee named by assigned_candidate sees the assignment progress', () => {
    const invitation = makeInvitation({
      id: 30,
      status: 'ACCEPTED',
      demand: { status: 'COMPLETED', assigned_candidate: accepted(30) },
    });
    expect(candidateLabels(invitation, NOW)).toEqual(['Conclusa', 'In attesa di pagamento']);
  });

  it.each<[CandidateStatus, string[]]>([
    ['PENDING', ['Nuova', 'In scadenza']],
    ['ACCEPTED', ['In attesa di assegnazione', 'In scadenza']],
    ['REJECTED', ['Rifiutata']],
    ['DEAD', ['Non assegnata']],
  ])('a %s invitation on an open request less than 24 h away -> %j', (status, labels) => {
    const soon = makeInvitation({ status, demand: { datetime: at(EXPIRING_WINDOW_MS - 1) } });
    expect(candidateLabels(soon, NOW)).toEqual(labels);
    const dayAway = makeInvitation({ status, demand: { datetime: at(EXPIRING_WINDOW_MS) } });
    expect(candidateLabels(dayAway, NOW)).not.toContain('In scadenza');
  });

  it.each<DemandStatus>(['ASSIGNED', 'ANNULLED', 'EXPIRED'])(
    'no In scadenza once the request is %s, however close',
    (status) => {
      const invitation = makeInvitation({
        status: 'ACCEPTED',
        demand: { status, datetime: at(60_000) },
      });
      expect(candidateLabels(invitation, NOW)).not.toContain('In scadenza');
    },
  );
});

describe('assigneeLabels', () => {
  it.each<[DemandStatus, string[]]>([
    ['ASSIGNED', ['Assegnata']],
    ['COMPLETED', ['Conclusa', 'In attesa di pagamento']],
    ['PAID', ['Pagamento ricevuto']],
    ['PENDING', []],
    ['ANNULLED', []],
    ['EXPIRED', []],
  ])('%s -> %j', (status, labels) => {
    expect(assigneeLabels(makeDemand({ status }))).toEqual(labels);
  });

  it.each<DemandStatus>(['ASSIGNED', 'COMPLETED', 'PAID'])('deleted %s -> Eliminata', (status) => {
    expect(assigneeLabels(makeDemand({ status, deleted: true }))).toEqual(['Eliminata']);
  });
});

describe('labelTone', () => {
  it.each([
    ['Inviata', 'pending'],
    ['1 collega disponibile', 'pending'],
    ['3 colleghi disponibili', 'pending'],
    ['In attesa di pagamento', 'pending'],
    ['In scadenza', 'expiring'],
    ['Rifiutata', 'refused'],
    ['Scaduta', 'refused'],
    ['Annullata', 'refused'],
    ['Pagamento ricevuto', 'done'],
    ['Pagata', 'done'],
    ['Conclusa', 'done'],
    ['Eliminata', 'neutral'],
    ['Assegnata ad altro collega', 'neutral'],
  ])('gives %s the %s tone', (label, tone) => {
    expect(labelTone(label)).toBe(tone);
  });
});
