import ICAL from 'ical.js';
import { GIULIA, LUCA, tokenFor } from './helpers/activities';
import { createEvent } from './helpers/agenda';
import { setupTestServer, setupTokens } from './helpers/suite';

const { server, api } = setupTestServer();
const tokens = setupTokens(server, { luca: LUCA });

/** Parses an .ics back: the VEVENTs by UID. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return {
    calendar,
    byUid: new Map(events.map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent])),
  };
}

async function ics(url: string) {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('GET events/{id}/ics/', () => {
  it('is one VEVENT in Europe/Rome with two alarms for a hearing', async () => {
    const hearing = await createEvent(api, tokens.luca, {
      date: '2026-07-15',
      start: '09:30',
      end: '10:15',
    });
    const res = await fetch(new URL(`events/${hearing.id}/ics/`, server.baseUrl), {
      headers: { Authorization: `Token ${tokens.luca}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`evento-${hearing.id}.ics`);
    const text = await res.text();
    expect(text).toContain('DTSTART;TZID=Europe/Rome:20260715T093000');
    expect(text).toContain('BEGIN:VTIMEZONE');
    const { byUid } = parse(text);
    expect([...byUid.keys()]).toEqual([`event-${hearing.id}@colleghi.it`]);
    const vevent = byUid.get(`event-${hearing.id}@colleghi.it`) as ICAL.Component;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Udienza · Rossi c/ Bianchi');
    // 09:30 in Rome in July (CEST, UTC+2) is 07:30 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-15T07:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-15T08:15:00.000Z');
    const triggers = vevent
      .getAllSubcomponents('valarm')
      .map((alarm) => String(alarm.getFirstPropertyValue('trigger')));
    expect(triggers).toEqual(['-P1D', '-PT1H']);
    expect((await api(`events/${hearing.id}/ics/`)).status).toBe(401);
  });
});

describe('calendar feed', () => {
  it('GET events/feed/ gives one stable URL; the feed has stable UIDs, alarms on hearings only and all-day dates', async () => {
    const first = await api('events/feed/', { token: tokens.luca });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/,
    );
    expect((await api('events/feed/', { token: tokens.luca })).body).toEqual(first.body);

    const hearing = await createEvent(api, tokens.luca, {
      date: '2026-01-20',
      start: '11:00',
      end: null,
    });
    const appointment = await createEvent(api, tokens.luca, {
      resourcetype: 'Appointment',
      date: '2026-03-05',
      all_day: true,
    });
    const fulfillment = await createEvent(api, tokens.luca, {
      resourcetype: 'Fulfillment',
      date: '2026-04-10',
      notice_days: 7,
    });
    // Outside the window (6 months back, 18 months ahead): not in the feed.
    const old = await createEvent(api, tokens.luca, { date: '2025-08-01' });
    const far = await createEvent(api, tokens.luca, { date: '2027-09-03' });

    const one = await ics(first.body.url);
    expect(one.status).toBe(200);
    expect(one.type).toBe('text/calendar; charset=utf-8');
    const { byUid } = parse(one.text);
    const uid = (id: number) => `event-${id}@colleghi.it`;
    expect([...byUid.keys()].sort()).toEqual(
      [hearing.id, appointment.id, fulfillment.id, fulfillment.notice].map(uid).sort(),
    );
    expect(byUid.has(uid(old.id)) || byUid.has(uid(far.id))).toBe(false);

    const alarms = (id: number) =>
      (byUid.get(uid(id)) as ICAL.Component).getAllSubcomponents('valarm').length;
    expect(alarms(hearing.id)).toBe(2);
    expect(alarms(appointment.id)).toBe(0);
    expect(alarms(fulfillment.id)).toBe(0);
    expect(alarms(fulfillment.notice)).toBe(0);

    const allDay = new ICAL.Event(byUid.get(uid(appointment.id)) as ICAL.Component);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe('2026-03-05');
    expect(allDay.endDate.toString()).toBe('2026-03-06');
    const notice = new ICAL.Event(byUid.get(uid(fulfillment.notice)) as ICAL.Component);
    expect(notice.startDate.toString()).toBe('2026-04-03');
    // A timed event without an end lasts 30 minutes; 11:00 in Rome in January is 10:00 UTC.
    const timed = new ICAL.Event(byUid.get(uid(hearing.id)) as ICAL.Component);
    expect(timed.startDate.isDate).toBe(false);
    expect(timed.startDate.toJSDate().toISOString()).toBe('2026-01-20T10:00:00.000Z');
    expect(timed.endDate.toJSDate().toISOString()).toBe('2026-01-20T10:30:00.000Z');
    expect(one.text).toContain('DTSTART;VALUE=DATE:20260305');

    // A later call (after an edit) keeps every UID: calendars update instead of duplicating.
    server.clock.advance(60 * 1000);
    await api(`events/${appointment.id}/done/`, { token: tokens.luca });
    const two = await ics(first.body.url);
    expect([...parse(two.text).byUid.keys()].sort()).toEqual([...byUid.keys()].sort());
  });

  it('rotation invalidates the old URL; unknown secrets are 404; feeds are per user', async () => {
    const before = (await api('events/feed/', { token: tokens.luca })).body.url;
    const rotated = await api('events/feed/rotate/', { method: 'POST', token: tokens.luca });
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(before);
    expect((await api('events/feed/', { token: tokens.luca })).body.url).toBe(rotated.body.url);
    expect((await ics(before)).status).toBe(404);
    expect((await ics(rotated.body.url)).status).toBe(200);
    for (const path of ['ical/nope.ics', `ical/${'a'.repeat(32)}.ics`, 'ical/abc']) {
      const res = await api(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Non trovato.' });
    }
    expect((await api('events/feed/')).status).toBe(401);

    // The demo lawyer's feed carries her seeded agenda, not Luca's.
    await createEvent(api, tokens.luca);
    const giulia = await tokenFor(server, GIULIA);
    const hers = await ics((await api('events/feed/', { token: giulia })).body.url);
    expect(parse(hers.text).byUid.size).toBe(10);
    expect(hers.text).toContain('STATUS:CANCELLED');
  });
});
