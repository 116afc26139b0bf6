import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { agendaReminders, notifications, outboxEmails, users } from '../src/db/schema';
import { serverSecret } from '../src/lib/server-secrets';
import { giveDueReminders } from '../src/services/agenda/reminders';
import { GIULIA, officeId } from './helpers/activities';
import { createEvent, eventBody } from './helpers/agenda';
import { setupTestServer, setupTokens } from './helpers/suite';

const { server, api } = setupTestServer({ webUrl: 'https://app.colleghi.it' });
const tokens = setupTokens(server, { giulia: GIULIA });

/** 07:59 and 08:00 in Italy (CET, UTC+1) on 3 March 2026. */
const BEFORE_EIGHT = new Date('2026-03-03T06:59:00Z');
const AT_EIGHT = new Date('2026-03-03T07:00:00Z');
const TOMORROW = '2026-03-03';

async function reminderCtx() {
  const db = server.database.db;
  return {
    db,
    webUrl: 'https://app.colleghi.it',
    apiUrl: 'https://api.colleghi.it',
    unsubscribeKey: await serverSecret(db, 'unsubscribe', new Date()),
    mail: { wake: () => {} },
  };
}

const fulfillment = (overrides: Record<string, unknown>) =>
  createEvent(api, tokens.giulia, {
    resourcetype: 'Fulfillment',
    all_day: true,
    start: null,
    end: null,
    ...overrides,
  });

/** The reminders given for these events (the seed's own events stay out of the counts). */
async function remindersOf(ids: number[]) {
  return server.database.db
    .select()
    .from(agendaReminders)
    .where(inArray(agendaReminders.eventId, ids));
}

async function bellOf(ids: number[]) {
  return server.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'REMINDER'), inArray(notifications.eventId, ids)));
}

async function mailsAbout(subject: string) {
  const rows = await server.database.db.select().from(outboxEmails);
  return rows.filter((row) => row.kind === 'agenda-reminder' && row.subject.includes(subject));
}

describe('agenda reminders at 08:00 Europe/Rome', () => {
  it('reminds a notice and a fulfilment due on the day, once, with bell and e-mail', async () => {
    const tribunale = await officeId(server, 'Tribunale di Roma');
    // Due in a week: its notice falls tomorrow.
    const week = await fulfillment({
      date: '2026-03-10',
      notice_days: 7,
      part1: 'Verdi',
      part2: 'Neri',
      nrg: '555/2026',
      office: tribunale,
    });
    // Due tomorrow.
    const due = await fulfillment({ date: TOMORROW, part1: 'Gialli', part2: 'Blu' });
    const ctx = await reminderCtx();

    expect(await giveDueReminders(ctx, BEFORE_EIGHT)).toBe(0);
    expect(await remindersOf([week.notice, due.id])).toEqual([]);

    await giveDueReminders(ctx, AT_EIGHT);
    expect((await remindersOf([week.notice, due.id])).map((row) => row.eventId).sort()).toEqual(
      [week.notice, due.id].sort(),
    );
    // Again, and later the same day: nothing more.
    await giveDueReminders(ctx, AT_EIGHT);
    await giveDueReminders(ctx, new Date('2026-03-03T16:00:00Z'));
    const bell = await bellOf([week.id, due.id]);
    expect(bell).toHaveLength(2);
    expect(bell.map((row) => row.subtitle).sort()).toEqual([
      'Adempimento · Gialli c/ Blu: scade oggi, il 3 marzo 2026.',
      'Adempimento · Verdi c/ Neri: scade tra 7 giorni, il 10 marzo 2026.',
    ]);

    const [weekMail] = await mailsAbout('Verdi c/ Neri');
    expect(weekMail.subject).toBe('Promemoria: Adempimento · Verdi c/ Neri');
    for (const part of ['10 marzo 2026', '555/2026', 'Tribunale di Roma', 'tra 7 giorni']) {
      expect(weekMail.body).toContain(part);
    }
    expect(weekMail.html).toContain(
      `https://app.colleghi.it/agenda?event=${week.id}&amp;date=2026-03-10`,
    );
    expect(weekMail.listUnsubscribe).toMatch(
      /^https:\/\/api\.colleghi\.it\/api\/users\/unsubscribe\/\?token=/,
    );
    expect(await mailsAbout('Gialli c/ Blu')).toHaveLength(1);

    // The bell's item opens the fulfilment in the agenda.
    const feed = await api('notifications/', { token: tokens.giulia });
    expect(feed.body.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ event: week.id, deeplink: 'agenda' })]),
    );
  });

  it('nothing for a fulfilment done or deleted before then, nor for a notice moved away', async () => {
    const done = await fulfillment({ date: TOMORROW, part1: 'Fatto' });
    expect((await api(`events/${done.id}/done/`, { token: tokens.giulia })).status).toBe(200);
    const noticeOfDone = await fulfillment({ date: '2026-03-05', notice_days: 2, part1: 'Chiuso' });
    expect((await api(`events/${noticeOfDone.id}/done/`, { token: tokens.giulia })).status).toBe(
      200,
    );
    const deleted = await fulfillment({ date: TOMORROW, part1: 'Cancellato' });
    expect(
      (await api(`events/${deleted.id}/`, { method: 'DELETE', token: tokens.giulia })).status,
    ).toBe(204);
    // Moved a week later: its notice follows it, to the 10th.
    const moved = await fulfillment({ date: '2026-03-10', notice_days: 7, part1: 'Spostato' });
    const body = eventBody({
      resourcetype: 'Fulfillment',
      all_day: true,
      start: null,
      end: null,
      date: '2026-03-17',
      notice_days: 7,
      part1: 'Spostato',
    });
    const put = await api(`events/${moved.id}/`, { method: 'PUT', token: tokens.giulia, body });
    expect(put.status).toBe(200);

    const ctx = await reminderCtx();
    await giveDueReminders(ctx, AT_EIGHT);
    const ids = [done.id, noticeOfDone.notice, deleted.notice ?? deleted.id, moved.notice];
    expect(await remindersOf(ids.filter(Boolean))).toEqual([]);
    expect(await bellOf([done.id, noticeOfDone.id, moved.id])).toEqual([]);

    // On the notice's new day it comes.
    await giveDueReminders(ctx, new Date('2026-03-10T07:00:00Z'));
    expect(await bellOf([moved.id])).toHaveLength(1);
  });

  it('with e-mail off: the bell only', async () => {
    await server.database.db
      .update(users)
      .set({ emailEnabled: false })
      .where(eq(users.email, GIULIA));
    const due = await fulfillment({ date: TOMORROW, part1: 'Silenzioso' });
    await giveDueReminders(await reminderCtx(), AT_EIGHT);
    expect(await bellOf([due.id])).toHaveLength(1);
    expect(await mailsAbout('Silenzioso')).toEqual([]);
  });

  it('two processes looking at once give each reminder once', async () => {
    const due = await fulfillment({ date: TOMORROW, part1: 'Conteso' });
    const [a, b] = [await reminderCtx(), await reminderCtx()];
    await Promise.all([
      giveDueReminders(a, AT_EIGHT),
      giveDueReminders(b, AT_EIGHT),
      giveDueReminders(a, AT_EIGHT),
    ]);
    expect(await remindersOf([due.id])).toHaveLength(1);
    expect(await bellOf([due.id])).toHaveLength(1);
    expect(await mailsAbout('Conteso')).toHaveLength(1);
  });

  describe('the timer of a process', () => {
    let app: FastifyInstance | null = null;
    afterEach(async () => {
      await app?.close();
      app = null;
    });

    it('gives the reminders once its clock reaches 08:00, and after a restart not again', async () => {
      const due = await fulfillment({ date: TOMORROW, part1: 'Orologio' });
      let now = BEFORE_EIGHT;
      const start = () =>
        buildApp({
          db: server.database.db,
          clock: () => now,
          expirySweepMs: 0,
          reminderPollMs: 20,
        });
      app = await start();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await bellOf([due.id])).toEqual([]);
      now = AT_EIGHT;
      const deadline = Date.now() + 10_000;
      while ((await bellOf([due.id])).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await bellOf([due.id])).toHaveLength(1);
      await app.close();
      // A restart the same morning looks again, and finds the reminder given.
      app = await start();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await bellOf([due.id])).toHaveLength(1);
    });
  });
});
