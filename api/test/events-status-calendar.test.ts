import { GIULIA, LUCA, tokenFor } from './helpers/activities';
import { createEvent } from './helpers/agenda';
import { setupTestServer, setupTokens } from './helpers/suite';

const REFUSED = { detail: "Operazione non consentita per lo stato attuale dell'evento." };

const { server, api } = setupTestServer();
const tokens = setupTokens(server, { luca: LUCA });

const action = (id: number, name: string) => api(`events/${id}/${name}/`, { token: tokens.luca });

describe('GET events/{id}/todo|done|postponed/', () => {
  it('done only from TODO, todo only from DONE', async () => {
    const event = await createEvent(api, tokens.luca, { resourcetype: 'Appointment' });
    expect(await action(event.id, 'todo')).toMatchObject({ status: 400, body: REFUSED });
    const done = await action(event.id, 'done');
    expect(done.status).toBe(200);
    expect(done.body.lawyerevent.status).toBe('DONE');
    expect(await action(event.id, 'done')).toMatchObject({ status: 400, body: REFUSED });
    expect(await action(event.id, 'postponed')).toMatchObject({ status: 400, body: REFUSED });
    const todo = await action(event.id, 'todo');
    expect(todo.body.lawyerevent.status).toBe('TODO');
  });

  it('postpones only hearings in TODO; a postponed event accepts nothing but delete', async () => {
    const appointment = await createEvent(api, tokens.luca, { resourcetype: 'Appointment' });
    expect(await action(appointment.id, 'postponed')).toMatchObject({ status: 400, body: REFUSED });
    const fulfillment = await createEvent(api, tokens.luca, { resourcetype: 'Fulfillment' });
    expect(await action(fulfillment.id, 'postponed')).toMatchObject({ status: 400 });

    const hearing = await createEvent(api, tokens.luca);
    // The client's postpone flow: the new hearing first, then the old one POSTPONED.
    const copy = await createEvent(api, tokens.luca, { date: '2026-05-04' });
    const postponed = await action(hearing.id, 'postponed');
    expect(postponed.status).toBe(200);
    expect(postponed.body.lawyerevent.status).toBe('POSTPONED');
    for (const name of ['todo', 'done', 'postponed']) {
      expect(await action(hearing.id, name)).toMatchObject({ status: 400, body: REFUSED });
    }
    expect(
      (await api(`events/${hearing.id}/`, { method: 'DELETE', token: tokens.luca })).status,
    ).toBe(204);
    expect((await api(`events/${copy.id}/`, { token: tokens.luca })).body.lawyerevent.status).toBe(
      'TODO',
    );

    const done = await createEvent(api, tokens.luca);
    await action(done.id, 'done');
    expect(await action(done.id, 'postponed')).toMatchObject({ status: 400, body: REFUSED });
  });

  it('notices have no status actions', async () => {
    const fulfillment = await createEvent(api, tokens.luca, {
      resourcetype: 'Fulfillment',
      notice_days: 1,
    });
    for (const name of ['done', 'todo', 'postponed']) {
      expect(await action(fulfillment.notice, name)).toMatchObject({ status: 400, body: REFUSED });
    }
  });

  it('racing requests: exactly one wins', async () => {
    const event = await createEvent(api, tokens.luca);
    const results = await Promise.all([
      action(event.id, 'done'),
      action(event.id, 'done'),
      action(event.id, 'postponed'),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
  });
});

describe('GET events/calendar/', () => {
  const calendar = (query: string, token = tokens.luca) =>
    api(`events/calendar/?${query}`, { token });

  it('validates the range', async () => {
    expect(await calendar('')).toMatchObject({
      status: 400,
      body: {
        date_min: ['Questo campo è obbligatorio.'],
        date_max: ['Questo campo è obbligatorio.'],
      },
    });
    expect((await calendar('date_min=2026-13-01&date_max=oggi')).body).toEqual({
      date_min: ['Inserisci una data valida nel formato AAAA-MM-GG.'],
      date_max: ['Inserisci una data valida nel formato AAAA-MM-GG.'],
    });
    expect((await calendar('date_min=2026-03-10&date_max=2026-03-09')).body).toEqual({
      date_max: ['La data finale non può precedere quella iniziale.'],
    });
    expect((await calendar('date_min=2026-01-01&date_max=2027-02-06')).body).toEqual({
      date_max: ["L'intervallo di date non può superare 400 giorni."],
    });
    expect((await calendar('date_min=2026-01-01&date_max=2027-02-05')).status).toBe(200);
    expect((await api('events/calendar/?date_min=2026-01-01&date_max=2026-01-02')).status).toBe(
      401,
    );
  });

  it('returns my events in the range with the News of the articles, in calendar order', async () => {
    await createEvent(api, tokens.luca, { date: '2026-03-02', start: '15:00', end: null });
    await createEvent(api, tokens.luca, { date: '2026-03-02', start: '08:00', end: '08:30' });
    await createEvent(api, tokens.luca, { date: '2026-03-01', resourcetype: 'Appointment' });
    await createEvent(api, tokens.luca, {
      date: '2026-03-04',
      resourcetype: 'Fulfillment',
      all_day: true,
      notice_days: 2,
    });
    await createEvent(api, tokens.luca, { date: '2026-03-09' });
    const res = await calendar('date_min=2026-03-02&date_max=2026-03-08');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const rows = res.body.map(
      (e: { date: string; resourcetype: string; start: string | null }) =>
        `${e.date} ${e.resourcetype} ${e.start ?? 'all-day'}`,
    );
    // Today (2026-03-02) has the seed's 2 articles, yesterday's are out of range.
    expect(rows).toEqual([
      '2026-03-02 Notice all-day',
      '2026-03-02 News all-day',
      '2026-03-02 News all-day',
      '2026-03-02 Hearing 08:00:00',
      '2026-03-02 Hearing 15:00:00',
      '2026-03-04 Fulfillment all-day',
    ]);
    const news = res.body.find((e: { resourcetype: string }) => e.resourcetype === 'News');
    expect(news).toMatchObject({
      all_day: true,
      start: null,
      lawyerevent: null,
      fulfillment: null,
      notice: null,
      news: { title: expect.any(String), link: expect.stringMatching(/^https:\/\//) },
    });
    expect(news.id).toBeLessThan(0);
    expect(news.display_name).toBe(`Notizia · ${news.news.title}`);

    // A week back: yesterday's 2 articles and the 4 others of the week, plus the 2 of today.
    const week = await calendar(
      'date_min=2026-02-23&date_max=2026-03-02',
      await tokenFor(server, GIULIA),
    );
    const types = week.body.map((e: { resourcetype: string }) => e.resourcetype);
    expect(types.filter((t: string) => t === 'News')).toHaveLength(8);
    // The demo lawyer's past hearings (one DONE, one POSTPONED) and today's.
    expect(types.filter((t: string) => t === 'Hearing')).toHaveLength(2);
  });
});
