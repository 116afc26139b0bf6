import * as shared from '../../index';

// The agenda, records and news surface the remotes import from @colleghi/shared (issue 4 contract).
const AGENDA_EXPORTS = [
  'EVENT_TYPE_VALUES',
  'CREATABLE_EVENT_TYPES',
  'EVENT_STATUSES',
  'NOTICE_DAYS_VALUES',
  'RECORDS_FILTERS',
  'EVENT_TYPE_LABELS',
  'CREATABLE_TYPES',
  'TYPE_FILTERS',
  'NOTICE_CHOICES',
  'DEFAULT_START',
  'DEFAULT_DURATION_MINUTES',
  'TIME_STEP_MINUTES',
  'LATEST_TIME',
];

describe('@colleghi/shared agenda surface', () => {
  it.each(AGENDA_EXPORTS)('exports %s', (name) => {
    expect(shared).toHaveProperty(name);
    expect((shared as Record<string, unknown>)[name]).toBeDefined();
  });
});
