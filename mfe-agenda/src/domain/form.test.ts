import type { EventFormValues } from './form';
import {
  emptyEventForm,
  endAfter,
  eventFormToWrite,
  eventToForm,
  integerOnly,
  isCreatableType,
  noticeDate,
  isLaterSlot,
} from './form';
import { makeEvent, makeLawyerEvent, makeOffice } from '@colleghi/shared/testing';

describe('endAfter', () => {
  it.each([
    ['09:00', '09:30'],
    ['09:45', '10:15'],
    ['00:00', '00:30'],
    ['23:20', '23:50'],
    ['23:25', '23:55'],
    ['23:40', '23:55'],
    ['23:55', '23:55'],
    ['12:00:00', '12:30'],
    ['', ''],
    ['9', ''],
    ['25:00', ''],
  ])('%s -> %s', (start, end) => {
    expect(endAfter(start)).toBe(end);
  });
});

describe('integerOnly', () => {
  it.each([
    ['12,50', '12'],
    ['1.999', '1'],
    ['abc', ''],
    ['007', '7'],
    ['0', '0'],
    ['000', '0'],
    ['1 200', '1200'],
    ['€ 35', '35'],
    ['-5', '5'],
    [',5', ''],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(integerOnly(raw)).toBe(expected);
  });
});

describe('emptyEventForm', () => {
  it('starts at 09:00 for 30 minutes, not all day, with empty fields', () => {
    expect(emptyEventForm('Appointment', '2026-03-10')).toEqual({
      type: 'Appointment',
      date: '2026-03-10',
      all_day: false,
      start: '09:00',
      end: '09:30',
      part1: '',
      part2: '',
      activity: '',
      judge: '',
      office: null,
      nrg: '',
      notes: '',
      expense1: '',
      expense2: '',
      expense3: '',
      notice_days: null,
      status: null,
    });
  });
});

function filled(overrides: Partial<EventFormValues>): EventFormValues {
  return {
    ...emptyEventForm('Hearing', '2026-03-10'),
    start: '10:00',
    end: '10:30',
    part1: 'Rossi',
    part2: ' ',
    activity: '',
    judge: 'Dott. Neri',
    office: makeOffice(),
    nrg: ' 1234/2026 ',
    notes: '',
    // Left over from switching type: must never reach the server for a foreign type.
    expense1: '12',
    expense2: '3,50',
    expense3: '',
    notice_days: 7,
    ...overrides,
  };
}

const COMMON = {
  date: '2026-03-10',
  all_day: false,
  start: '10:00',
  end: '10:30',
  part1: 'Rossi',
  part2: null,
  activity: null,
  judge: 'Dott. Neri',
  office: 7,
  nrg: '1234/2026',
  notes: null,
};

describe('eventFormToWrite', () => {
  it('sends a hearing with its fields only, empty texts as null', () => {
    expect(eventFormToWrite(filled({ type: 'Hearing' }))).toEqual({
      resourcetype: 'Hearing',
      ...COMMON,
    });
  });

  it('sends an appointment with its expenses as integers or null', () => {
    expect(eventFormToWrite(filled({ type: 'Appointment' }))).toEqual({
      resourcetype: 'Appointment',
      ...COMMON,
      expense1: 12,
      expense2: 3,
      expense3: null,
    });
  });

  it('sends a fulfilment with its notice days', () => {
    expect(eventFormToWrite(filled({ type: 'Fulfillment' }))).toEqual({
      resourcetype: 'Fulfillment',
      ...COMMON,
      notice_days: 7,
    });
    expect(eventFormToWrite(filled({ type: 'Fulfillment', notice_days: null }))).toMatchObject({
      notice_days: null,
    });
  });

  it('drops the times of an all-day event', () => {
    expect(eventFormToWrite(filled({ all_day: true }))).toMatchObject({
      all_day: true,
      start: null,
      end: null,
    });
  });

  it('sends no office when none was chosen, and the status on edit', () => {
    const body = eventFormToWrite(filled({ office: null, status: 'TODO' }));
    expect(body).toMatchObject({ office: null, status: 'TODO' });
    expect(eventFormToWrite(filled({}))).not.toHaveProperty('status');
  });
});

describe('eventToForm', () => {
  it('reads a hearing back and round-trips through eventFormToWrite', () => {
    const form = eventToForm(makeEvent({ start: '09:30:00', end: '11:05:00' }));

    expect(form).toEqual({
      ...emptyEventForm('Hearing', '2026-03-10'),
      start: '09:30',
      end: '11:05',
      part1: 'Rossi',
      part2: 'Bianchi',
      judge: 'Dott. Neri',
      office: makeOffice(),
      nrg: '1234/2026',
      notes: 'Portare il fascicolo',
      status: 'TODO',
    });
    expect(form && eventFormToWrite(form)).toEqual({
      resourcetype: 'Hearing',
      date: '2026-03-10',
      all_day: false,
      start: '09:30',
      end: '11:05',
      part1: 'Rossi',
      part2: 'Bianchi',
      activity: null,
      judge: 'Dott. Neri',
      office: 7,
      nrg: '1234/2026',
      notes: 'Portare il fascicolo',
      status: 'TODO',
    });
  });

  it('reads an appointment with expenses', () => {
    const event = makeEvent({
      resourcetype: 'Appointment',
      lawyerevent: makeLawyerEvent({
        part1: null,
        part2: null,
        activity: 'Consulenza',
        judge: null,
        office: null,
        hearing: null,
        appointment: { nrg: null, expense1: 100, expense2: 0, expense3: null, notes: null },
      }),
    });

    const form = eventToForm(event);

    expect(form).toMatchObject({
      type: 'Appointment',
      activity: 'Consulenza',
      part1: '',
      office: null,
      nrg: '',
      expense1: '100',
      expense2: '0',
      expense3: '',
    });
    expect(form && eventFormToWrite(form)).toMatchObject({
      resourcetype: 'Appointment',
      activity: 'Consulenza',
      expense1: 100,
      expense2: 0,
      expense3: null,
    });
  });

  it('reads an all-day fulfilment with its notice, offering default times', () => {
    const event = makeEvent({
      resourcetype: 'Fulfillment',
      all_day: true,
      start: null,
      end: null,
      notice: 12,
      lawyerevent: makeLawyerEvent({
        status: 'DONE',
        hearing: null,
        fulfillment: { nrg: '55/2026', notice_days: 14, notes: 'Deposito' },
      }),
    });

    const form = eventToForm(event);

    expect(form).toMatchObject({
      type: 'Fulfillment',
      all_day: true,
      start: '09:00',
      end: '09:30',
      nrg: '55/2026',
      notes: 'Deposito',
      notice_days: 14,
      status: 'DONE',
    });
    expect(form && eventFormToWrite(form)).toMatchObject({
      all_day: true,
      start: null,
      end: null,
      notice_days: 14,
      status: 'DONE',
    });
  });

  it('has no form for notices and news', () => {
    expect(eventToForm(makeEvent({ resourcetype: 'Notice' }))).toBeNull();
    expect(eventToForm(makeEvent({ resourcetype: 'News', lawyerevent: null }))).toBeNull();
  });
});

describe('isCreatableType', () => {
  it.each([
    ['Hearing', true],
    ['Appointment', true],
    ['Fulfillment', true],
    ['Notice', false],
    ['News', false],
  ])('%s -> %s', (type, expected) => {
    expect(isCreatableType(type)).toBe(expected);
  });
});

describe('noticeDate', () => {
  it.each([
    ['2026-03-10', 1, '2026-03-09'],
    ['2026-03-10', 2, '2026-03-08'],
    ['2026-03-10', 7, '2026-03-03'],
    ['2026-03-10', 14, '2026-02-24'],
    ['2028-03-01', 1, '2028-02-29'],
    ['2026-01-05', 7, '2025-12-29'],
  ] as const)('%s - %d days = %s', (date, days, expected) => {
    expect(noticeDate(date, days)).toBe(expected);
  });
});

describe('isLaterSlot', () => {
  const at = (date: string, start: string, all_day = false) => ({ date, start, all_day });
  it.each([
    [at('2026-11-23', '09:00'), at('2026-11-23', '09:00'), false],
    [at('2026-11-23', '09:00'), at('2026-11-23', '08:55'), false],
    [at('2026-11-23', '09:00'), at('2026-11-23', '09:05'), true],
    [at('2026-11-23', '09:00'), at('2026-11-20', '18:00'), false],
    [at('2026-11-23', '09:00'), at('2026-12-01', '08:00'), true],
    [at('2026-11-23', '', true), at('2026-11-23', '10:00'), false],
    [at('2026-11-23', '09:00'), at('2026-11-24', '', true), true],
  ])('%j -> %j: %p', (original, next, later) => {
    expect(isLaterSlot(original, next)).toBe(later);
  });
});
