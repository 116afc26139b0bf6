import type { Api } from './http';

export const EVENT_KEYS = [
  'id',
  'resourcetype',
  'date',
  'created_at',
  'updated_at',
  'all_day',
  'display_name',
  'start',
  'end',
  'news',
  'fulfillment',
  'notice',
  'lawyerevent',
];
export const LAWYER_EVENT_KEYS = [
  'user',
  'status',
  'part1',
  'part2',
  'activity',
  'judge',
  'office',
  'hearing',
  'appointment',
  'fulfillment',
];
export const RECORD_KEYS = ['id', 'identifier', 'created_at', 'code', 'link', 'mine'];
export const ARTICLE_KEYS = [
  'id',
  'title',
  'summary',
  'body',
  'link',
  'image',
  'category',
  'published_at',
];

/** The test clock starts on 2026-03-02 (10:00 in Italy). */
export const TODAY = '2026-03-02';
export const MINUTE = 60 * 1000;

/** A valid EventWrite body of the given type (a timed hearing by default). */
export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    resourcetype: 'Hearing',
    date: '2026-03-20',
    all_day: false,
    start: '09:30',
    end: '10:00',
    part1: 'Rossi',
    part2: 'Bianchi',
    activity: 'Prima udienza',
    judge: 'Dott. Neri',
    office: null,
    nrg: '123/2026',
    notes: null,
    ...overrides,
  };
}

export async function createEvent(
  api: Api,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const res = await api('events/', { token, body: eventBody(overrides) });
  if (res.status !== 201)
    throw new Error(`create event: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
