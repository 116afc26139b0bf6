import type { AgendaEvent, LawyerEvent, Office } from '@colleghi/api-contract';
import {
  makeEvent as makeBaseEvent,
  makeLawyerEvent as makeBaseLawyerEvent,
  makeOffice,
} from '@colleghi/shared/testing';

// The shared builders around the frozen today (Monday 2026-11-23); override what a test is about.

export const TODAY = '2026-11-23';
export const FROZEN_NOW = new Date('2026-11-23T10:00:00+01:00');

export const office: Office = makeOffice({ name: 'Tribunale di Milano', city: null });

export function makeLawyerEvent(overrides: Partial<LawyerEvent> = {}): LawyerEvent {
  return makeBaseLawyerEvent({
    activity: 'Udienza di comparizione',
    judge: 'Dott. Verdi',
    office,
    ...overrides,
  });
}

export function makeEvent(overrides: Partial<AgendaEvent> = {}): AgendaEvent {
  return makeBaseEvent({
    date: TODAY,
    created_at: '2026-11-01T09:00:00+01:00',
    updated_at: '2026-11-01T09:00:00+01:00',
    lawyerevent: makeLawyerEvent(),
    ...overrides,
  });
}

export const hearing = makeEvent();

export const appointment = makeEvent({
  id: 2,
  resourcetype: 'Appointment',
  date: '2026-11-25',
  all_day: true,
  start: null,
  end: null,
  display_name: 'Appuntamento · Studio Neri',
  lawyerevent: makeLawyerEvent({
    part1: 'Studio Neri',
    part2: null,
    hearing: null,
    appointment: { nrg: null, expense1: 100, expense2: 20, expense3: 300, notes: null },
  }),
});

export const fulfillment = makeEvent({
  id: 3,
  resourcetype: 'Fulfillment',
  date: '2026-11-30',
  start: '10:00:00',
  end: '10:30:00',
  display_name: 'Adempimento · Deposito memoria',
  notice: 4,
  lawyerevent: makeLawyerEvent({
    part1: null,
    part2: null,
    activity: 'Deposito memoria',
    hearing: null,
    fulfillment: { nrg: '55/2026', notice_days: 7, notes: null },
  }),
});

export const notice = makeEvent({
  id: 4,
  resourcetype: 'Notice',
  date: TODAY,
  all_day: true,
  start: null,
  end: null,
  display_name: 'Avviso · Adempimento · Deposito memoria',
  fulfillment: 3,
  lawyerevent: makeLawyerEvent({ hearing: null }),
});

export const news = makeEvent({
  id: 5,
  resourcetype: 'News',
  date: '2026-11-20',
  all_day: true,
  start: null,
  end: null,
  display_name: 'Riforma del processo civile',
  news: { title: 'Riforma del processo civile', link: 'https://news.example.it/riforma' },
  lawyerevent: null,
});

export const doneHearing = makeEvent({
  id: 6,
  date: '2026-11-10',
  display_name: 'Udienza · Gialli c/ Blu',
  lawyerevent: makeLawyerEvent({ status: 'DONE', part1: 'Gialli', part2: 'Blu' }),
});

export const postponedHearing = makeEvent({
  id: 7,
  date: '2026-11-12',
  display_name: 'Udienza · Viola c/ Rosa',
  lawyerevent: makeLawyerEvent({ status: 'POSTPONED', part1: 'Viola', part2: 'Rosa' }),
});

export const allEvents = [
  news,
  doneHearing,
  postponedHearing,
  notice,
  hearing,
  appointment,
  fulfillment,
];
