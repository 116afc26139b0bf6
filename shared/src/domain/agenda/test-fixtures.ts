import type { AgendaEvent, LawyerEvent } from '@colleghi/api-contract';
import { makeOffice } from '../activities/test-fixtures';

// Agenda objects for the tests of this folder and of api/; override only what a test is about.

export function makeLawyerEvent(overrides: Partial<LawyerEvent> = {}): LawyerEvent {
  return {
    user: 1,
    status: 'TODO',
    part1: 'Rossi',
    part2: 'Bianchi',
    activity: null,
    judge: 'Dott. Neri',
    office: makeOffice(),
    hearing: { nrg: '1234/2026', notes: 'Portare il fascicolo' },
    appointment: null,
    fulfillment: null,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<AgendaEvent> = {}): AgendaEvent {
  return {
    id: 1,
    resourcetype: 'Hearing',
    date: '2026-03-10',
    created_at: '2026-03-01T10:00:00+01:00',
    updated_at: '2026-03-01T10:00:00+01:00',
    all_day: false,
    display_name: 'Udienza · Rossi c/ Bianchi',
    start: '09:30:00',
    end: '10:00:00',
    news: null,
    fulfillment: null,
    notice: null,
    lawyerevent: makeLawyerEvent(),
    ...overrides,
  };
}
