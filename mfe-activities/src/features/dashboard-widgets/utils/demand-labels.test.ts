import { makeDashboardCandidate, makeDemand } from '@colleghi/shared/testing';
import { dashboardDemandLabels } from './demand-labels';

const NOW = new Date('2026-03-10T10:00:00+01:00');
const demand = (overrides: Parameters<typeof makeDemand>[0] = {}, candidates = 0) => ({
  ...makeDemand({ datetime: '2026-03-20T09:30:00+01:00', ...overrides }),
  active_candidates: Array.from({ length: candidates }, (_, i) =>
    makeDashboardCandidate({ id: 40 + i }),
  ),
});

describe('dashboardDemandLabels', () => {
  it('says a pending request was sent while nobody answered', () => {
    expect(dashboardDemandLabels(demand(), NOW)).toEqual(['Inviata']);
  });

  it('counts the available colleagues of a pending request', () => {
    expect(dashboardDemandLabels(demand({}, 1), NOW)).toEqual(['1 collega disponibile']);
    expect(dashboardDemandLabels(demand({}, 2), NOW)).toEqual(['2 colleghi disponibili']);
  });

  it('adds the expiring label under 24 hours', () => {
    const soon = demand({ datetime: '2026-03-11T09:00:00+01:00' }, 2);
    expect(dashboardDemandLabels(soon, NOW)).toEqual(['2 colleghi disponibili', 'In scadenza']);
  });

  it('uses the shared labels of the other states', () => {
    expect(dashboardDemandLabels(demand({ status: 'ASSIGNED' }, 1), NOW)).toEqual([
      'Assegnata',
      'In esecuzione',
    ]);
    expect(dashboardDemandLabels(demand({ deleted: true }, 1), NOW)).toEqual(['Eliminata']);
  });
});
