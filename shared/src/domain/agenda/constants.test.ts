import { TIME_STEP_MINUTES as ACTIVITY_STEP } from '../activities/constants';
import {
  CREATABLE_TYPES,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_START,
  EVENT_TYPE_LABELS,
  NOTICE_CHOICES,
  TIME_STEP_MINUTES,
  TYPE_FILTERS,
} from './constants';

describe('agenda constants', () => {
  it('labels every type in Italian', () => {
    expect(EVENT_TYPE_LABELS).toEqual({
      Hearing: 'Udienza',
      Appointment: 'Appuntamento',
      Fulfillment: 'Adempimento',
      Notice: 'Avviso',
      News: 'Notizia',
    });
  });

  it('lets users create hearings, appointments and fulfilments only', () => {
    expect(CREATABLE_TYPES).toEqual([
      { value: 'Hearing', label: 'Udienza' },
      { value: 'Appointment', label: 'Appuntamento' },
      { value: 'Fulfillment', label: 'Adempimento' },
    ]);
  });

  it('filters by the four kinds in display order', () => {
    expect(TYPE_FILTERS.map((f) => [f.label, f.type])).toEqual([
      ['Appuntamenti', 'Appointment'],
      ['Adempimenti', 'Fulfillment'],
      ['Avvisi', 'Notice'],
      ['Udienze', 'Hearing'],
    ]);
  });

  it('offers the notice choices', () => {
    expect(NOTICE_CHOICES.map((c) => [c.value, c.label])).toEqual([
      [1, '1 giorno prima'],
      [2, '2 giorni prima'],
      [7, '1 settimana prima'],
      [14, '2 settimane prima'],
    ]);
  });

  it('starts at 09:00 for 30 minutes on a 5-minute step (the wizard step)', () => {
    expect([DEFAULT_START, DEFAULT_DURATION_MINUTES, TIME_STEP_MINUTES]).toEqual(['09:00', 30, 5]);
    expect(TIME_STEP_MINUTES).toBe(ACTIVITY_STEP);
  });
});
