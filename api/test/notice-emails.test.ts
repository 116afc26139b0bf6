import { eq } from 'drizzle-orm';
import { outboxEmails, users } from '../src/db/schema';
import { unsubscribeToken } from '../src/lib/unsubscribe-token';
import { serverSecret } from '../src/lib/server-secrets';
import {
  DAVIDE,
  FRANCESCA,
  GIULIA,
  LUCA,
  candidateIdFor,
  demandBody,
  officeId,
  userId,
} from './helpers/activities';
import { COURSE } from './helpers/learning';
import { CARD_OK, MARCO, declareLawyer, order, payByCard, poll } from './helpers/subscriptions';
import { setupTestServer, setupTokens } from './helpers/suite';

// The e-mails of the app's events: queued with the change, to the users who keep e-mail on,
// each with its unsubscribe link; the account's security mail whatever the setting.

const { server, api } = setupTestServer({
  webUrl: 'https://app.colleghi.it',
  apiUrl: 'https://api.colleghi.it',
  rateLimit: { unsubscribeIp: { max: 3, windowMs: 15 * 60 * 1000 } },
});
const tokens = setupTokens(server, { giulia: GIULIA, luca: LUCA, marco: MARCO });
let tribunaleRoma: number;
beforeAll(async () => {
  tribunaleRoma = await officeId(server, 'Tribunale di Roma');
});

const DAY = 24 * 60 * 60 * 1000;

async function mails(kind?: string) {
  const rows = await server.database.db.select().from(outboxEmails).orderBy(outboxEmails.id);
  return rows.filter((row) => kind === undefined || row.kind === kind);
}

const to = async (kind: string) => (await mails(kind)).map((row) => row.to).sort();

async function emailEnabled(email: string, enabled?: boolean): Promise<boolean> {
  const db = server.database.db;
  if (enabled !== undefined) {
    await db.update(users).set({ emailEnabled: enabled }).where(eq(users.email, email));
  }
  const [row] = await db
    .select({ on: users.emailEnabled })
    .from(users)
    .where(eq(users.email, email));
  return row.on;
}

async function assignedToLuca() {
  const created = await api('demands/', {
    token: tokens.giulia,
    body: demandBody(server, tribunaleRoma, { activity: 'Udienza <b>di</b> trattazione' }),
  });
  expect(created.status).toBe(201);
  const demand = created.body as { id: number };
  const luca = await candidateIdFor(server, demand.id, LUCA);
  await api(`invitations/received/${luca}/accept/`, { token: tokens.luca });
  await api(`demands/${demand.id}/invitations/${luca}/assign/`, { token: tokens.giulia });
  return demand;
}

/** The unsubscribe link of a queued e-mail, as a path of this server. */
function linkPath(url: string | null): string {
  expect(url).toMatch(/^https:\/\/api\.colleghi\.it\/api\/users\/unsubscribe\/\?token=/);
  return (url ?? '').replace('https://api.colleghi.it/api/', '');
}

describe('the e-mails of the activity exchange', () => {
  it('each step e-mails the other side, escaped, with List-Unsubscribe', async () => {
    const demand = await assignedToLuca();
    expect(await to('new-request')).toEqual([DAVIDE, FRANCESCA, LUCA].sort());
    expect(await to('candidacy-accepted')).toEqual([GIULIA]);
    expect(await to('activity-assigned')).toEqual([LUCA]);
    await api(`received-demands/${demand.id}/completed/`, { token: tokens.luca });
    expect(await to('activity-completed')).toEqual([GIULIA]);
    await api(`demands/${demand.id}/paid/`, { token: tokens.giulia });
    expect(await to('activity-paid')).toEqual([LUCA]);

    const [assigned] = await mails('activity-assigned');
    expect(assigned.subject).toBe(
      'Ti è stato assegnato un incarico: Udienza <b>di</b> trattazione',
    );
    expect(assigned.html).toContain('Udienza &lt;b&gt;di&lt;/b&gt; trattazione');
    expect(assigned.html).toContain('<html dir="ltr" lang="it">');
    expect(assigned.body).toContain('Giulia Bianchi ti ha assegnato questa attività');
    expect(assigned.body).toContain('https://app.colleghi.it/activity-assignments');
    expect(assigned.listUnsubscribe).toBe(assigned.html?.match(/href="(https:\/\/api[^"]+)"/)?.[1]);
  });

  it('with e-mail off, the bell only: no notice e-mail', async () => {
    await emailEnabled(LUCA, false);
    await assignedToLuca();
    expect(await to('new-request')).toEqual([DAVIDE, FRANCESCA].sort());
    expect(await to('activity-assigned')).toEqual([]);
  });
});

describe('purchases and records', () => {
  it('a course, a subscription and an opened record each e-mail their user', async () => {
    await api(`catalogitems/${COURSE.freeSafety}/order/`, {
      method: 'POST',
      token: tokens.luca,
      body: {},
    });
    expect(await to('course-purchased')).toEqual([LUCA]);

    await declareLawyer(api, tokens.marco);
    const { intent } = await payByCard(api, tokens.marco, CARD_OK, order());
    await poll(api, tokens.marco, intent.body.id);
    expect(await to('subscription-activated')).toEqual([MARCO]);
    expect((await mails('subscription-activated'))[0].body).toContain('Professional');

    const created = await api('records/', { method: 'POST', token: tokens.giulia });
    const { link, code } = created.body;
    await api('records/open/', { token: tokens.luca, body: { link, code } });
    expect(await to('record-opened')).toEqual([GIULIA]);
  });
});

describe('account security mail, whatever the setting', () => {
  it('a password change is e-mailed with e-mail off, without an unsubscribe link', async () => {
    await emailEnabled(GIULIA, false);
    const change = await api('auth/password/change/', {
      token: tokens.giulia,
      body: { new_password1: 'NuovaPassword77', new_password2: 'NuovaPassword77' },
    });
    expect(change.status).toBe(200);
    const [changed] = await mails('password-changed');
    expect(changed.to).toBe(GIULIA);
    expect(changed.listUnsubscribe).toBeNull();
    expect(changed.body).toContain('lo ricevi anche con le notifiche e-mail disattivate');
  });

  it('a reset link is e-mailed with e-mail off', async () => {
    await emailEnabled(GIULIA, false);
    expect((await api('auth/password/reset/', { body: { email: GIULIA } })).status).toBe(200);
    expect(await to('password-reset')).toEqual([GIULIA]);
  });
});

describe('users/unsubscribe/ (the link of every notice e-mail)', () => {
  async function lucaLink(): Promise<string> {
    await assignedToLuca();
    const [assigned] = await mails('activity-assigned');
    return linkPath(assigned.listUnsubscribe);
  }

  it('GET confirms without changing anything; the form POST turns e-mail off', async () => {
    const path = await lucaLink();
    const page = await api<string>(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('Disattiva le notifiche e-mail');
    expect(page.body).toContain('<form method="post"');
    expect(await emailEnabled(LUCA)).toBe(true);

    const done = await api<string>(path, {
      method: 'POST',
      rawBody: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('non riceverai più e-mail di notifica');
    expect(await emailEnabled(LUCA)).toBe(false);
    // The profile reads it off.
    expect((await api('users/me/', { token: tokens.luca })).body.email_enabled).toBe(false);
  });

  it('one-click POST (RFC 8058), as a mail client sends it', async () => {
    const path = await lucaLink();
    const res = await api<string>(path, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(await emailEnabled(LUCA)).toBe(false);
  });

  it('an expired, forged or altered link changes nothing and says why', async () => {
    const luca = await userId(server, LUCA);
    const key = await serverSecret(server.database.db, 'unsubscribe', new Date());
    const oneClick = (token: string) =>
      api<string>(`users/unsubscribe/?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });

    const expired = unsubscribeToken(key, luca, new Date(server.clock.now().getTime() - 91 * DAY));
    const res = await oneClick(expired);
    expect(res.status).toBe(400);
    expect(res.body).toContain(
      'Il link è scaduto: le impostazioni delle e-mail non sono cambiate.',
    );

    const forged = unsubscribeToken(Buffer.alloc(32, 7), luca, server.clock.now());
    expect((await oneClick(forged)).body).toContain('Il link non è valido');
    // Giulia's signature on Luca's id.
    const giulia = unsubscribeToken(key, await userId(server, GIULIA), server.clock.now());
    const [, expires, signature] = giulia.split('.');
    expect((await oneClick(`${luca}.${expires}.${signature}`)).status).toBe(400);
    expect(await emailEnabled(LUCA)).toBe(true);
    expect(await emailEnabled(GIULIA)).toBe(true);

    // Bad links count per IP (3 here): the next one is refused before it is even read.
    const refused = await oneClick('nonsense');
    expect(refused.status).toBe(429);
  });

  it('a link still works for its 90 days, with the clock moved', async () => {
    const path = await lucaLink();
    server.clock.advance(89 * DAY);
    expect((await api<string>(path)).status).toBe(200);
    server.clock.advance(2 * DAY);
    expect((await api<string>(path)).status).toBe(400);
  });
});
