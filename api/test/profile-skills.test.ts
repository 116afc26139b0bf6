import { giveSubscription, tokenFor } from './helpers/activities';
import { GIULIA, MARCO, PAOLO, SARA, userIdOf } from './helpers/subscriptions';
import { setupTestServer } from './helpers/suite';

const { server, api } = setupTestServer();
const DAY = 24 * 3600 * 1000;

const putSkills = (token: string, skills: unknown, profile: object = {}) =>
  api('users/me/', { method: 'PUT', token, body: { profile: { skills, ...profile } } });
const ids = (body: { profile: { skills: { id: number }[] } }) =>
  body.profile.skills.map((s) => s.id);

describe('PUT users/me/ profile.skills', () => {
  it('a basic user: one main basic skill, two specific ones, generic always', async () => {
    const token = await tokenFor(server, MARCO);
    const ok = await putSkills(token, [1, 5, 6, 12]);
    expect(ok.status).toBe(200);
    expect(ids(ok.body)).toEqual([1, 5, 6, 12]);
    expect(ok.body.skills_locked_until).toBeNull();
    const cases: [unknown, string][] = [
      [[1, 5, 6, 8], 'Puoi selezionare al massimo 2 competenze specifiche.'],
      [[1, 2], 'Puoi selezionare una sola competenza di base principale.'],
      [[1, 18], 'Per selezionare questa competenza acquista il pacchetto Competenze aggiuntive.'],
      [[1, 999], "Seleziona una competenza dall'elenco."],
      [[1, 16], "Questa competenza si attiva con l'interruttore dedicato del profilo."],
      ['1,5', 'Invia le competenze come elenco di id.'],
    ];
    for (const [skills, message] of cases) {
      const res = await putSkills(token, skills);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ skills: [message] });
    }
    // The Skill objects the API returned are accepted too (an echo changes nothing).
    const echo = await putSkills(token, ok.body.profile.skills);
    expect(echo.status).toBe(200);
  });

  it('certified and purchased slots; saving them locks the skills until expiry', async () => {
    const token = await tokenFor(server, GIULIA);
    const me = (await api('users/me/', { token })).body;
    expect(me.skills_limit).toBe(5);
    const tooMany = await putSkills(token, [1, 7, 5, 6, 8, 9]);
    expect(tooMany.body).toEqual({
      skills: ['Puoi selezionare al massimo 4 competenze specifiche.'],
    });
    const twoExtra = await putSkills(token, [1, 7, 18, 22]);
    expect(twoExtra.body).toEqual({
      skills: ['Puoi selezionare al massimo 1 competenze aggiuntive.'],
    });
    const saved = await putSkills(token, [1, 7, 5, 6, 8, 18]);
    expect(saved.status).toBe(200);
    expect(ids(saved.body)).toEqual([1, 5, 6, 7, 8, 18]);
    expect(saved.body.skills_locked_until).toBe('2026-11-02T09:00:00.000Z');
    const removal = await putSkills(token, [1, 7, 5, 6, 18]);
    expect(removal.status).toBe(400);
    expect(removal.body).toEqual({
      skills: ["Le competenze non possono essere modificate fino alla scadenza dell'abbonamento."],
    });
    // Other profile fields still save while the skills are locked.
    const other = await api('users/me/', {
      method: 'PUT',
      token,
      body: { first_name: 'Giulia M.' },
    });
    expect(other.status).toBe(200);
    server.clock.advance(246 * DAY);
    const later = await putSkills(token, [1, 7]);
    expect(later.status).toBe(200);
    expect(ids(later.body)).toEqual([1, 7]);
  });

  it('skills 16 and 17 follow the toggles (lawyers 16, accountants 17)', async () => {
    const token = await tokenFor(server, GIULIA);
    const on = await api('users/me/', {
      method: 'PUT',
      token,
      body: { profile: { is_chancellor: true } },
    });
    expect(ids(on.body)).toEqual([1, 7, 16]);
    const echo = await putSkills(token, [1, 7, 16]);
    expect(echo.status).toBe(200);
    const off = await putSkills(token, [1, 7], { is_chancellor: false });
    expect(ids(off.body)).toEqual([1, 7]);
    const accountant = await tokenFor(server, PAOLO);
    const chamber = await api('users/me/', {
      method: 'PUT',
      token: accountant,
      body: { profile: { is_chamber_of_commerce: true } },
    });
    expect(ids(chamber.body)).toEqual([17]);
    const refused = await putSkills(accountant, [1, 17]);
    expect(refused.body).toEqual({
      skills: ['I commercialisti non possono selezionare competenze.'],
    });
    const chamberOff = await api('users/me/', {
      method: 'PUT',
      token: accountant,
      body: { profile: { is_chamber_of_commerce: false } },
    });
    expect(ids(chamberOff.body)).toEqual([]);
  });
});

describe('skill descriptions (Gold only)', () => {
  it('403 without Gold; the own skill description with Gold; 404 for a skill not held', async () => {
    const token = await tokenFor(server, GIULIA);
    const denied = await api('profile-skills/7/description/', {
      token,
      body: { description: 'x' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ detail: 'Le descrizioni sono riservate agli utenti Gold.' });
    await giveSubscription(server, await userIdOf(server, GIULIA), {
      paymentTypeId: 2,
      monthlyCents: 1990,
    });
    const res = await api('profile-skills/7/description/', {
      token,
      body: { description: ' Oltre 500 pratiche seguite. ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 7, description: 'Oltre 500 pratiche seguite.' });
    const me = (await api('users/me/', { token })).body;
    expect(me.profile.skills.find((s: { id: number }) => s.id === 7).description).toBe(
      'Oltre 500 pratiche seguite.',
    );
    expect(
      (await api('profile-skills/9/description/', { token, body: { description: 'x' } })).status,
    ).toBe(404);
  });
});

describe('descriptive qualifications (profile-custom-skills)', () => {
  it('one per slot; delete; description for Gold only', async () => {
    const token = await tokenFor(server, SARA);
    const userId = await userIdOf(server, SARA);
    const none = await api('profile-custom-skills/', { token, body: { name: 'Arbitro' } });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ detail: 'Hai già utilizzato tutte le qualifiche disponibili.' });
    const qualify = await giveSubscription(server, userId, {
      paymentTypeId: 4,
      variantId: 41,
      monthlyCents: 190,
    });
    expect((await api('profile-custom-skills/', { token, body: { name: '  ' } })).body).toEqual({
      name: ['Questo campo è obbligatorio.'],
    });
    const created = await api('profile-custom-skills/', { token, body: { name: 'Arbitro' } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Arbitro',
      description: null,
      payment: qualify.id,
    });
    const full = await api('profile-custom-skills/', { token, body: { name: 'Curatore' } });
    expect(full.body).toEqual({ detail: 'Hai già utilizzato tutte le qualifiche disponibili.' });
    const noGold = await api(`profile-custom-skills/${created.body.id}/description/`, {
      token,
      body: { description: 'Camera arbitrale di Milano' },
    });
    expect(noGold.status).toBe(403);
    await giveSubscription(server, userId, { paymentTypeId: 2, monthlyCents: 1990 });
    const described = await api(`profile-custom-skills/${created.body.id}/description/`, {
      token,
      body: { description: 'Camera arbitrale di Milano' },
    });
    expect(described.body).toMatchObject({
      name: 'Arbitro',
      description: 'Camera arbitrale di Milano',
    });
    const other = await tokenFor(server, MARCO);
    const foreign = await api(`profile-custom-skills/${created.body.id}/`, {
      method: 'DELETE',
      token: other,
    });
    expect(foreign.status).toBe(404);
    const deleted = await api(`profile-custom-skills/${created.body.id}/`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(204);
    expect((await api('users/me/', { token })).body.profile.custom_skills).toEqual([]);
  });

  it('two concurrent creations with one free slot: exactly one succeeds', async () => {
    const token = await tokenFor(server, SARA);
    await giveSubscription(server, await userIdOf(server, SARA), {
      paymentTypeId: 4,
      variantId: 41,
      monthlyCents: 190,
    });
    const results = await Promise.all(
      ['A', 'B', 'C'].map((name) => api('profile-custom-skills/', { token, body: { name } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
  });
});

describe('POST users/confirm-account/', () => {
  const confirm = (token: string, body: object) => api('users/confirm-account/', { token, body });
  const marco = {
    first_name: 'Marco',
    last_name: 'Rossi',
    fiscal_code: 'rssmrc79p03h501z',
    type: 'ESTABLISHED',
  };

  it('updates names, fiscal code and role, and returns the User', async () => {
    const token = await tokenFor(server, MARCO);
    const res = await confirm(token, { ...marco, type: 'LAWYER' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      first_name: 'Marco',
      fiscal_code: 'RSSMRC79P03H501Z',
      profile: { type: 'LAWYER' },
    });
  });

  it('answers with the messages the form shows', async () => {
    const token = await tokenFor(server, MARCO);
    expect((await confirm(token, {})).body).toEqual({
      first_name: ['Il campo è obbligatorio'],
      last_name: ['Il campo è obbligatorio'],
      fiscal_code: ['Il campo è obbligatorio'],
      type: ['Il campo è obbligatorio'],
    });
    expect((await confirm(token, { ...marco, fiscal_code: 'RSSMRC79P03H501' })).body).toEqual({
      fiscal_code: ['Il codice fiscale deve essere di 16 caratteri'],
    });
    const unverifiable = {
      fiscal_code: ['Non riusciamo a verificare i tuoi dati. Controlla che siano corretti.'],
    };
    expect((await confirm(token, { ...marco, fiscal_code: '1234567890123456' })).body).toEqual(
      unverifiable,
    );
    expect((await confirm(token, { ...marco, first_name: 'Mario' })).body).toEqual(unverifiable);
    expect((await confirm(token, { ...marco, type: 'ACCOUNTANT' })).body).toEqual({
      type: ['Non puoi passare a questo ruolo.'],
    });
  });
});
