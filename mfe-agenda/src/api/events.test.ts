import { configureApi } from '@colleghi/shared/platform';
import { makeEvent, recordAll } from '@colleghi/shared/testing';
import type { RequestBody } from '@colleghi/api-contract';
import {
  createEvent,
  deleteEvent,
  getCalendar,
  getCalendarFeed,
  getEvent,
  getEventIcs,
  getEventIcsUrl,
  rotateCalendarFeed,
  searchEvents,
  setEventStatus,
  updateEvent,
} from './events';

const BODY: RequestBody<'/api/events/', 'post'> = {
  resourcetype: 'Appointment',
  date: '2026-03-10',
  all_day: false,
  start: '09:00',
  end: '09:30',
  part1: 'Rossi',
  part2: null,
  activity: null,
  judge: null,
  office: 7,
  nrg: null,
  notes: null,
  expense1: 100,
  expense2: null,
  expense3: null,
};

const ICS =
  'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:event-1@colleghi.it\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

describe('events api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('loads the calendar range as a plain array', async () => {
    const seen = recordAll(() => [[makeEvent()], 200]);

    const result = await getCalendar({ date_min: '2026-02-13', date_max: '2026-05-15' });

    expect(result).toMatchObject({ status: 200, error: null, data: [{ id: 1 }] });
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/api/events/calendar/',
        query: { date_min: '2026-02-13', date_max: '2026-05-15' },
        body: undefined,
        auth: 'Token tok',
      },
    ]);
  });

  it.each([
    ['no arguments', undefined, {}],
    ['an empty search', { page: 1, search: '' }, { page: '1' }],
    ['a page and a search', { page: 2, search: 'Rossi' }, { page: '2', search: 'Rossi' }],
  ])('searches with %s', async (_, query, expected) => {
    const seen = recordAll(() => [
      { count: 1, next: null, previous: null, results: [makeEvent()] },
      200,
    ]);

    const result = await searchEvents(query);

    expect(result.data?.results).toHaveLength(1);
    expect(seen.map(({ method, path, query: q }) => [method, path, q])).toEqual([
      ['GET', '/api/events/', expected],
    ]);
  });

  it('creates, reads, updates and deletes on their paths with the flat body', async () => {
    const seen = recordAll((method) =>
      method === 'DELETE' ? [null, 204] : [makeEvent(), method === 'POST' ? 201 : 200],
    );

    const created = await createEvent(BODY);
    await getEvent(1);
    await updateEvent(1, { ...BODY, status: 'TODO' });
    const deleted = await deleteEvent(1);

    expect(created).toMatchObject({ status: 201, data: { id: 1 } });
    expect(deleted).toMatchObject({ status: 204, error: null });
    expect(seen.map(({ method, path, body, auth }) => [method, path, body, auth])).toEqual([
      ['POST', '/api/events/', BODY, 'Token tok'],
      ['GET', '/api/events/1/', undefined, 'Token tok'],
      ['PUT', '/api/events/1/', { ...BODY, status: 'TODO' }, 'Token tok'],
      ['DELETE', '/api/events/1/', undefined, 'Token tok'],
    ]);
  });

  it.each(['todo', 'done', 'postponed'] as const)(
    'sets the status with GET …/%s/',
    async (action) => {
      const seen = recordAll(() => [makeEvent(), 200]);

      await setEventStatus(4, action);

      expect(seen.map(({ method, path }) => [method, path])).toEqual([
        ['GET', `/api/events/4/${action}/`],
      ]);
    },
  );

  it('hands back a refused transition and field errors', async () => {
    const detail = "Operazione non consentita per lo stato attuale dell'evento.";
    recordAll((method) =>
      method === 'GET'
        ? [{ detail }, 400]
        : [{ end: ["L'ora di fine deve essere successiva all'inizio."] }, 400],
    );

    expect(await setEventStatus(4, 'postponed')).toMatchObject({ status: 400, error: { detail } });
    expect(await createEvent(BODY)).toMatchObject({
      data: null,
      error: { end: ["L'ora di fine deve essere successiva all'inizio."] },
    });
  });

  it('builds the absolute .ics URL from the configured API base', () => {
    expect(getEventIcsUrl(42)).toBe('http://localhost:8000/api/events/42/ics/');
    configureApi({ apiBase: 'https://api.colleghi.it/api' });
    try {
      expect(getEventIcsUrl(42)).toBe('https://api.colleghi.it/api/events/42/ics/');
    } finally {
      configureApi({ apiBase: 'http://localhost:8000/api/' });
    }
  });

  it('downloads the .ics text with the token', async () => {
    const seen = recordAll(() => [ICS, 200]);

    const result = await getEventIcs(42);

    expect(result).toMatchObject({ status: 200, data: ICS });
    expect(seen.map(({ method, path, auth }) => [method, path, auth])).toEqual([
      ['GET', '/api/events/42/ics/', 'Token tok'],
    ]);
  });

  it('reads and rotates the calendar feed', async () => {
    const seen = recordAll((method) => [
      { url: `http://localhost:8000/api/ical/${method === 'POST' ? 'new' : 'old'}.ics` },
      200,
    ]);

    const feed = await getCalendarFeed();
    const rotated = await rotateCalendarFeed();

    expect(feed.data).toEqual({ url: 'http://localhost:8000/api/ical/old.ics' });
    expect(rotated.data).toEqual({ url: 'http://localhost:8000/api/ical/new.ics' });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/api/events/feed/', undefined],
      ['POST', '/api/events/feed/rotate/', undefined],
    ]);
  });
});
