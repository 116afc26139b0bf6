import { GIULIA, LUCA, officeId, tokenFor } from './helpers/activities';
import { EVENT_KEYS, LAWYER_EVENT_KEYS, createEvent, eventBody } from './helpers/agenda';
import { setupTestServer, setupTokens } from './helpers/suite';

const REQUIRED = 'Questo campo è obbligatorio.';
const NOT_ALLOWED = 'Campo non consentito.';

const { server, api } = setupTestServer();
// The Roma colleague has no demo events: every list starts empty.
const tokens = setupTokens(server, { luca: LUCA });
let tribunaleMilano: number;

beforeAll(async () => {
  tribunaleMilano = await officeId(server, 'Tribunale di Milano');
});

const put = (id: number, body: unknown, token = tokens.luca) =>
  api(`events/${id}/`, { method: 'PUT', token, body });

describe('POST events/', () => {
  it('creates a hearing with the Event shape', async () => {
    const res = await api('events/', {
      token: tokens.luca,
      body: eventBody({ office: tribunaleMilano, notes: 'Portare il fascicolo' }),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual([...EVENT_KEYS].sort());
    expect(Object.keys(res.body.lawyerevent).sort()).toEqual([...LAWYER_EVENT_KEYS].sort());
    expect(res.body).toMatchObject({
      resourcetype: 'Hearing',
      date: '2026-03-20',
      all_day: false,
      start: '09:30:00',
      end: '10:00:00',
      display_name: 'Udienza · Rossi c/ Bianchi',
      news: null,
      fulfillment: null,
      notice: null,
      created_at: '2026-03-02T09:00:00.000Z',
      lawyerevent: {
        status: 'TODO',
        part1: 'Rossi',
        part2: 'Bianchi',
        judge: 'Dott. Neri',
        office: { id: tribunaleMilano, name: 'Tribunale di Milano', office_type: 'COURT' },
        hearing: { nrg: '123/2026', notes: 'Portare il fascicolo' },
        appointment: null,
        fulfillment: null,
      },
    });
    expect(res.body.lawyerevent.office.city).toMatchObject({ name: 'Milano' });
  });

  it('creates an appointment with integer expenses and an all-day event without times', async () => {
    const appointment = await createEvent(api, tokens.luca, {
      resourcetype: 'Appointment',
      part1: null,
      part2: null,
      activity: 'Consulenza',
      expense1: 120,
      expense2: '80',
      expense3: null,
      all_day: true,
      start: '09:00',
      end: '08:00',
    });
    expect(appointment).toMatchObject({
      display_name: 'Appuntamento · Consulenza',
      all_day: true,
      start: null,
      end: null,
      lawyerevent: {
        hearing: null,
        appointment: { nrg: '123/2026', expense1: 120, expense2: 80, expense3: null, notes: null },
      },
    });
    const bare = await createEvent(api, tokens.luca, {
      part1: null,
      part2: null,
      activity: null,
      judge: '',
      nrg: '',
    });
    expect(bare.display_name).toBe('Udienza');
    expect(bare.lawyerevent).toMatchObject({ judge: null, hearing: { nrg: null } });
  });

  it('reports field errors with the spec keys', async () => {
    const res = await api('events/', { token: tokens.luca, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ resourcetype: [REQUIRED], date: [REQUIRED], all_day: [REQUIRED] });

    const bad = await api('events/', {
      token: tokens.luca,
      body: eventBody({
        resourcetype: 'Notice',
        date: '2026-02-30',
        start: '9.30',
        office: 999999,
        part1: 'x'.repeat(201),
        status: 'FINITO',
        color: 'red',
      }),
    });
    expect(bad.body).toEqual({
      resourcetype: ['Seleziona un valore valido.'],
      date: ['Inserisci una data valida nel formato AAAA-MM-GG.'],
      start: ['Inserisci un orario valido nel formato HH:mm.'],
      office: ["Seleziona un ufficio dall'elenco."],
      part1: ['Assicurati che questo campo non abbia più di 200 caratteri.'],
      status: ['Seleziona un valore valido.'],
      color: [NOT_ALLOWED],
    });

    const times = await api('events/', { token: tokens.luca, body: eventBody({ start: null }) });
    expect(times.body).toEqual({ start: [REQUIRED] });
    for (const end of ['09:30', '09:00']) {
      const order = await api('events/', { token: tokens.luca, body: eventBody({ end }) });
      expect(order.body).toEqual({ end: ["L'ora di fine deve essere successiva all'inizio."] });
    }
    const types = await api('events/', {
      token: tokens.luca,
      body: eventBody({ all_day: 'yes', activity: 12, judge: ['a'], nrg: {} }),
    });
    expect(types.body).toEqual({
      all_day: ['Inserisci un valore booleano valido (true o false).'],
      activity: ['Inserisci un testo valido.'],
      judge: ['Inserisci un testo valido.'],
      nrg: ['Inserisci un testo valido.'],
    });
    const news = await api('events/', {
      token: tokens.luca,
      body: eventBody({ resourcetype: 'News' }),
    });
    expect(news.body).toEqual({ resourcetype: ['Seleziona un valore valido.'] });
    expect(await api('events/?page=1', { token: tokens.luca })).toMatchObject({
      body: { count: 0 },
    });
  });

  it('accepts only whole non-negative expenses, and only on appointments', async () => {
    const appointment = (expenses: object) =>
      api('events/', {
        token: tokens.luca,
        body: eventBody({ resourcetype: 'Appointment', ...expenses }),
      });
    const res = await appointment({ expense1: 12.5, expense2: -1, expense3: '12,50' });
    expect(res.status).toBe(400);
    const integer = ['Inserisci un numero intero.'];
    expect(res.body).toEqual({
      expense1: integer,
      expense2: integer,
      expense3: integer,
      expenses: integer,
    });
    const hearing = await api('events/', {
      token: tokens.luca,
      body: eventBody({ expense1: 10, notice_days: 7, expense2: null }),
    });
    expect(hearing.body).toEqual({ expense1: [NOT_ALLOWED], notice_days: [NOT_ALLOWED] });
    const noticeChoice = await api('events/', {
      token: tokens.luca,
      body: eventBody({ resourcetype: 'Fulfillment', notice_days: 3 }),
    });
    expect(noticeChoice.body).toEqual({ notice_days: ['Seleziona un valore valido.'] });
  });

  it('needs a session', async () => {
    expect((await api('events/', { body: eventBody() })).status).toBe(401);
    expect((await api('events/')).status).toBe(401);
  });
});

describe('fulfilment and its notice', () => {
  it('creates the notice notice_days before, all day, and links the two', async () => {
    const fulfillment = await createEvent(api, tokens.luca, {
      resourcetype: 'Fulfillment',
      date: '2026-03-20',
      all_day: true,
      notice_days: 7,
      activity: 'Deposito memoria',
    });
    expect(fulfillment.lawyerevent.fulfillment).toEqual({
      nrg: '123/2026',
      notice_days: 7,
      notes: null,
    });
    expect(fulfillment.notice).toEqual(expect.any(Number));
    const notice = await api(`events/${fulfillment.notice}/`, { token: tokens.luca });
    expect(notice.body).toMatchObject({
      resourcetype: 'Notice',
      date: '2026-03-13',
      all_day: true,
      start: null,
      fulfillment: fulfillment.id,
      notice: null,
      display_name: 'Avviso · Adempimento · Rossi c/ Bianchi',
      lawyerevent: { status: 'TODO', part1: 'Rossi', fulfillment: null, hearing: null },
    });
  });

  it('moves, removes and re-creates the notice on PUT', async () => {
    const fulfillment = await createEvent(api, tokens.luca, {
      resourcetype: 'Fulfillment',
      notice_days: 1,
    });
    const body = eventBody({ resourcetype: 'Fulfillment', notice_days: 14, date: '2026-04-01' });
    const moved = await put(fulfillment.id, { ...body, part1: 'Verdi' });
    expect(moved.status).toBe(200);
    expect(moved.body.notice).toBe(fulfillment.notice);
    const notice = await api(`events/${fulfillment.notice}/`, { token: tokens.luca });
    expect(notice.body).toMatchObject({
      date: '2026-03-18',
      display_name: 'Avviso · Adempimento · Verdi c/ Bianchi',
    });

    const without = await put(fulfillment.id, { ...body, notice_days: null });
    expect(without.body.notice).toBeNull();
    expect((await api(`events/${fulfillment.notice}/`, { token: tokens.luca })).status).toBe(404);

    const again = await put(fulfillment.id, { ...body, notice_days: 2 });
    expect(again.body.notice).toEqual(expect.any(Number));
    const recreated = await api(`events/${again.body.notice}/`, { token: tokens.luca });
    expect(recreated.body.date).toBe('2026-03-30');
  });

  it('deleting either one deletes both', async () => {
    for (const which of ['fulfillment', 'notice'] as const) {
      const fulfillment = await createEvent(api, tokens.luca, {
        resourcetype: 'Fulfillment',
        notice_days: 2,
      });
      const target = which === 'fulfillment' ? fulfillment.id : fulfillment.notice;
      const res = await api(`events/${target}/`, { method: 'DELETE', token: tokens.luca });
      expect(res.status).toBe(204);
      for (const id of [fulfillment.id, fulfillment.notice]) {
        expect((await api(`events/${id}/`, { token: tokens.luca })).status).toBe(404);
      }
    }
    const unrelated = await createEvent(api, tokens.luca);
    await api(`events/${unrelated.id}/`, { method: 'DELETE', token: tokens.luca });
    expect((await api('events/', { token: tokens.luca })).body.count).toBe(0);
  });

  it('a notice cannot be edited', async () => {
    const fulfillment = await createEvent(api, tokens.luca, {
      resourcetype: 'Fulfillment',
      notice_days: 2,
    });
    const res = await put(fulfillment.notice, eventBody({ resourcetype: 'Fulfillment' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      detail: "Un avviso non può essere modificato: modifica l'adempimento collegato.",
    });
  });
});

describe('PUT events/{id}/', () => {
  it('replaces the writable fields and keeps the type', async () => {
    const event = await createEvent(api, tokens.luca);
    server.clock.advance(60 * 1000);
    const res = await put(event.id, {
      ...event,
      ...eventBody({ part2: null, activity: 'Rinvio', all_day: true, status: 'TODO' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: event.id,
      display_name: 'Udienza · Rossi',
      all_day: true,
      start: null,
      end: null,
      created_at: event.created_at,
      updated_at: '2026-03-02T09:01:00.000Z',
    });
  });

  it('refuses a type change and a status change', async () => {
    const event = await createEvent(api, tokens.luca);
    const res = await put(
      event.id,
      eventBody({ resourcetype: 'Appointment', status: 'DONE', expense1: 5 }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      resourcetype: ['Il tipo di evento non può essere modificato.'],
      status: ["Lo stato si cambia con le azioni dell'evento (fatto, da fare, rinvia)."],
      expense1: [NOT_ALLOWED],
    });
  });

  it('refuses DONE and POSTPONED events', async () => {
    const done = await createEvent(api, tokens.luca);
    await api(`events/${done.id}/done/`, { token: tokens.luca });
    const postponed = await createEvent(api, tokens.luca);
    await api(`events/${postponed.id}/postponed/`, { token: tokens.luca });
    for (const event of [done, postponed]) {
      const res = await put(event.id, eventBody());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        detail: 'Un evento completato o rinviato non può essere modificato.',
      });
    }
  });
});

describe('permissions and lists', () => {
  it("another user's event is a 404 everywhere", async () => {
    const event = await createEvent(api, tokens.luca);
    const giulia = await tokenFor(server, GIULIA);
    for (const path of ['', 'todo/', 'done/', 'postponed/', 'ics/']) {
      const res = await api(`events/${event.id}/${path}`, { token: giulia });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Non trovato.' });
    }
    expect((await put(event.id, eventBody(), giulia)).status).toBe(404);
    expect((await api(`events/${event.id}/`, { method: 'DELETE', token: giulia })).status).toBe(
      404,
    );
    expect((await api('events/abc/', { token: tokens.luca })).status).toBe(404);
    expect((await api(`events/${event.id}/`, { token: tokens.luca })).status).toBe(200);
  });

  it('GET events/ lists my events newest first and searches', async () => {
    await createEvent(api, tokens.luca, { date: '2026-03-10', part1: 'Alfa', part2: null });
    await createEvent(api, tokens.luca, {
      resourcetype: 'Appointment',
      date: '2026-04-10',
      part1: null,
      part2: null,
      activity: 'Riunione',
      notes: 'Parlare del caso Beta',
    });
    await createEvent(api, tokens.luca, { date: '2026-03-25', nrg: '999/2026', part1: 'Gamma' });
    const all = await api('events/', { token: tokens.luca });
    expect(all.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(all.body.results.map((e: { date: string }) => e.date)).toEqual([
      '2026-04-10',
      '2026-03-25',
      '2026-03-10',
    ]);
    const search = async (text: string) =>
      (
        await api(`events/?search=${encodeURIComponent(text)}`, { token: tokens.luca })
      ).body.results.map((e: { date: string }) => e.date);
    expect(await search('beta')).toEqual(['2026-04-10']);
    expect(await search('999/')).toEqual(['2026-03-25']);
    expect(await search('udienza · alfa')).toEqual(['2026-03-10']);
    expect(await search('dott. neri')).toHaveLength(3);
    expect(await search('nessuno')).toEqual([]);
    // The demo lawyer's own events are not Luca's.
    const giulia = await tokenFor(server, GIULIA);
    const hers = await api('events/?page_size=100', { token: giulia });
    expect(hers.body.count).toBe(10);
    expect((await api('events/?page=2', { token: tokens.luca })).status).toBe(404);
  });
});
