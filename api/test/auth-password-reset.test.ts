import { passwordResetTokens } from '../src/db/schema';
import { ACCOUNTANT, GIULIA } from './helpers/activities';
import { outbox } from './helpers/db';
import { DEMO_PASSWORD, login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'NuovaPassword77';
const DONE = { detail: 'La nuova password è stata salvata: accedi con la nuova password.' };
const DEAD_LINK = {
  token: [
    'Il link per reimpostare la password non è valido, è già stato usato o è scaduto: chiedine uno nuovo.',
  ],
};
const REQUIRED = 'Questo campo è obbligatorio.';
const BAD_CREDENTIALS = 'Impossibile accedere con le credenziali fornite.';

// The e-mails' secrets are read back from their bodies, as the development mailbox shows them.
const { server, api } = setupTestServer({ exposeOutbox: true });

type Link = { uid: string; token: string };

/** Asks for a reset link for `email` and reads uid and token back from the e-mail. */
async function resetLink(email = GIULIA): Promise<Link> {
  expect((await api('auth/password/reset/', { body: { email } })).status).toBe(200);
  const sent = (await outbox(server.database)).filter((mail) => mail.to === email).at(-1);
  const match = sent?.body.match(/reset-password\/\?uid=(\d+)&token=([0-9a-f]{48})/);
  if (!match) throw new Error(`no reset link in ${sent?.body}`);
  return { uid: match[1], token: match[2] };
}

const confirm = (link: { uid: string | number; token: string }, password = NEW_PASSWORD) =>
  api('auth/password/reset/confirm/', {
    body: { ...link, new_password1: password, new_password2: password },
  });

/** `link` spoiled: a wrong token, the token of `other`'s link, a malformed uid, an impossible one. */
const wrongLinks = (link: Link, other: Link) => [
  { uid: link.uid, token: 'f'.repeat(48) },
  { uid: link.uid, token: other.token },
  { uid: 'abc', token: link.token },
  { uid: '0', token: link.token },
];

describe('POST auth/password/reset/confirm/', () => {
  it('sets the new password: the old one stops working, the new one signs in', async () => {
    const link = await resetLink();
    const res = await confirm(link);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DONE);
    expect(
      (await api('auth/login/', { body: { email: GIULIA, password: DEMO_PASSWORD } })).body,
    ).toEqual({ non_field_errors: [BAD_CREDENTIALS] });
    expect(await login(api, GIULIA, NEW_PASSWORD)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('accepts the uid as a number too', async () => {
    const link = await resetLink();
    expect((await confirm({ ...link, uid: Number(link.uid) })).status).toBe(200);
  });

  it('revokes every session of the user, tells the owner, leaves other users alone', async () => {
    const giulia = await login(api);
    const paolo = await login(api, ACCOUNTANT);
    const link = await resetLink();
    expect((await confirm(link)).status).toBe(200);
    expect((await api('users/me/', { token: giulia })).status).toBe(401);
    expect((await api('users/me/', { token: paolo })).status).toBe(200);
    const last = (await outbox(server.database)).at(-1);
    expect(last).toMatchObject({ to: GIULIA, subject: 'La password di Colleghi è stata cambiata' });
    expect(last?.body).not.toContain(NEW_PASSWORD);
  });

  it('a uid no account can have is a dead link, never a server error', async () => {
    const link = await resetLink();
    for (const uid of ['9999999999', 2 ** 31]) {
      const res = await confirm({ ...link, uid });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(DEAD_LINK);
    }
  });

  it('a link works once', async () => {
    const link = await resetLink();
    expect((await confirm(link)).status).toBe(200);
    const again = await confirm(link, 'AltraPassword88');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(DEAD_LINK);
    expect(await login(api, GIULIA, NEW_PASSWORD)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('two requests racing with one link: exactly one succeeds', async () => {
    const link = await resetLink();
    const answers = await Promise.all([
      confirm(link, 'PrimaPassword11'),
      confirm(link, 'SecondaPassword22'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('a sign-in with the old password racing the reset leaves no session behind', async () => {
    const link = await resetLink();
    // Four: parallel attempts count as failures until they succeed (five lock the account).
    const signIns = Array.from({ length: 4 }, () =>
      api('auth/login/', { body: { email: GIULIA, password: DEMO_PASSWORD } }),
    );
    const [reset, ...answers] = await Promise.all([confirm(link), ...signIns]);
    expect(reset.status).toBe(200);
    for (const answer of answers) {
      if (answer.status === 200) {
        // Signed in before the reset: the reset ended that session too.
        expect((await api('users/me/', { token: answer.body.key })).status).toBe(401);
      } else {
        expect(answer.body).toEqual({ non_field_errors: [BAD_CREDENTIALS] });
      }
    }
  });

  it('a password change racing the reset: the one that commits last was made by a live session', async () => {
    const session = await login(api);
    const link = await resetLink();
    const changed = 'CambiataOra99';
    const body = { new_password1: changed, new_password2: changed };
    const [reset, change] = await Promise.all([
      confirm(link),
      api('auth/password/change/', { body, token: session }),
    ]);
    const works = async (password: string) =>
      (await api('auth/login/', { body: { email: GIULIA, password } })).status === 200;
    if (change.status === 200) {
      // The change came first: it ended the pending link, and its session stays.
      expect(reset.body).toEqual(DEAD_LINK);
      expect(await works(changed)).toBe(true);
      expect((await api('users/me/', { token: session })).status).toBe(200);
    } else {
      // The reset came first: it ended the session the change was sent with.
      expect(reset.status).toBe(200);
      expect(change.status).toBe(401);
      expect(await works(NEW_PASSWORD)).toBe(true);
      expect(await works(changed)).toBe(false);
      expect((await api('users/me/', { token: session })).status).toBe(401);
    }
  });

  it('a link expires after an hour; the e-mail says so', async () => {
    const link = await resetLink();
    const sent = (await outbox(server.database)).at(-1);
    expect(sent?.body).toContain('entro 1 ora');
    server.clock.advance(60 * MINUTE);
    const res = await confirm(link);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(DEAD_LINK);
    expect(await login(api, GIULIA, DEMO_PASSWORD)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('is valid just before the hour ends', async () => {
    const link = await resetLink();
    server.clock.advance(60 * MINUTE - 1000);
    expect((await confirm(link)).status).toBe(200);
  });

  it('a link dies when the password changes another way, and when a newer link is used', async () => {
    const first = await resetLink();
    const second = await resetLink();
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(first, 'AltraPassword88')).body).toEqual(DEAD_LINK);

    const token = await login(api, GIULIA, NEW_PASSWORD);
    const third = await resetLink();
    const body = { new_password1: 'CambiataOra99', new_password2: 'CambiataOra99' };
    expect((await api('auth/password/change/', { body, token })).status).toBe(200);
    expect((await confirm(third, 'AltraPassword88')).body).toEqual(DEAD_LINK);
  });

  it('refuses a wrong token, a token of another user, a malformed uid', async () => {
    const link = await resetLink();
    const paolo = await resetLink(ACCOUNTANT);
    for (const wrong of wrongLinks(link, paolo)) {
      const res = await confirm(wrong);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(DEAD_LINK);
    }
    expect(await server.database.db.select().from(passwordResetTokens)).toHaveLength(2);
  });

  it('checks the two passwords as sign-up does, without using the link', async () => {
    const link = await resetLink();
    const empty = await api('auth/password/reset/confirm/', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      uid: [REQUIRED],
      token: [REQUIRED],
      new_password1: [REQUIRED],
      new_password2: [REQUIRED],
    });
    const weak = await confirm(link, 'corta');
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body)).toEqual(['new_password1']);
    const mismatch = await api('auth/password/reset/confirm/', {
      body: { ...link, new_password1: NEW_PASSWORD, new_password2: 'Diversa12345' },
    });
    expect(mismatch.body).toEqual({ new_password2: ['Le due password non coincidono.'] });
    // The link is still good after refused attempts.
    expect((await confirm(link)).status).toBe(200);
  });
});

describe('POST auth/password/reset/check/', () => {
  const LIVE = { detail: 'Il link è valido: scegli la nuova password.' };
  const check = (link: { uid: string | number; token: string }) =>
    api('auth/password/reset/check/', { body: link });

  it('says a live link is valid without using it: the link still works, once', async () => {
    const link = await resetLink();
    for (let i = 0; i < 3; i += 1) {
      const res = await check(link);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(LIVE);
    }
    expect((await check({ ...link, uid: Number(link.uid) })).status).toBe(200);
    expect((await confirm(link)).status).toBe(200);
    expect(await login(api, GIULIA, NEW_PASSWORD)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses a used link', async () => {
    const link = await resetLink();
    expect((await confirm(link)).status).toBe(200);
    const used = await check(link);
    expect(used.status).toBe(400);
    expect(used.body).toEqual(DEAD_LINK);
  });

  it('refuses an expired link, and accepts it just before the hour ends', async () => {
    const link = await resetLink();
    server.clock.advance(60 * MINUTE - 1000);
    expect((await check(link)).status).toBe(200);
    server.clock.advance(1000);
    const expired = await check(link);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(DEAD_LINK);
  });

  it('refuses a link the password change ended, a wrong token, a malformed uid', async () => {
    const link = await resetLink();
    const paolo = await resetLink(ACCOUNTANT);
    expect((await check(paolo)).status).toBe(200);
    // Five dead links, the most one IP may check in the window (brute-force.test.ts).
    for (const wrong of wrongLinks(link, paolo)) {
      const res = await check(wrong);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(DEAD_LINK);
    }
    const token = await login(api);
    const body = { new_password1: 'CambiataOra99', new_password2: 'CambiataOra99' };
    expect((await api('auth/password/change/', { body, token })).status).toBe(200);
    expect((await check(link)).body).toEqual(DEAD_LINK);
  });

  it('asks for both parts of the link', async () => {
    const empty = await api('auth/password/reset/check/', { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ uid: [REQUIRED], token: [REQUIRED] });
  });
});
