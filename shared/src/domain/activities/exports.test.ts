import * as shared from '../../index';

// The activity exchange surface the remotes import from @colleghi/shared (issue 3 contract).
const ACTIVITY_EXPORTS = [
  'DEMAND_TYPE_VALUES',
  'DEMAND_STATUSES',
  'CANDIDATE_STATUSES',
  'DEMAND_TYPES',
  'DEMAND_TYPE_LABELS',
  'REQUESTER_TABS',
  'CANDIDATE_TABS',
  'ASSIGNEE_TABS',
  'CANCEL_WINDOW_MS',
  'EXPIRING_WINDOW_MS',
  'FEE_START',
  'GENERIC_SKILL_ID',
  'CHANCELLERY_SKILL_ID',
  'CHAMBER_OF_COMMERCE_SKILL_ID',
  'timeOptions',
  'italianDateParts',
  'InfiniteList',
] as const;

describe('@colleghi/shared activity exchange exports', () => {
  it.each(ACTIVITY_EXPORTS)('exports %s', (name) => {
    expect(shared[name]).toBeDefined();
  });

  it('keeps the numeric constants of the contract', () => {
    expect(shared.CANCEL_WINDOW_MS).toBe(120_000);
    expect(shared.EXPIRING_WINDOW_MS).toBe(86_400_000);
    expect(shared.FEE_START).toEqual({ CHANCELLERY: 20, DOMICILIARY: 35, SUBSTITUTE: 35 });
    expect([
      shared.GENERIC_SKILL_ID,
      shared.CHANCELLERY_SKILL_ID,
      shared.CHAMBER_OF_COMMERCE_SKILL_ID,
    ]).toEqual([12, 16, 17]);
  });

  it('registers the time zone plugins on the shared dayjs', () => {
    expect(shared.dayjs.tz('2026-03-10T09:30:00', 'Europe/Rome').format()).toBe(
      '2026-03-10T09:30:00+01:00',
    );
  });
});
