import { login } from './helpers/http';
import { setupTestServer } from './helpers/suite';

const { api } = setupTestServer();

describe('popups', () => {
  it('tracks which popups were seen (missing_popups follows)', async () => {
    const token = await login(api);
    const before = await api('popups/has-seen-popup/?popup_id=1', { token });
    expect(before.body).toEqual({ popup_id: 1, seen: false });
    const seen = await api('popups/seen/', { body: { popup_id: 1 }, token });
    expect(seen.status).toBe(201);
    expect(seen.body).toEqual({ popup_id: 1, seen: true });
    expect((await api('popups/seen/', { body: { popup_id: 1 }, token })).status).toBe(201);
    expect((await api('popups/has-seen-popup/?popup_id=1', { token })).body).toEqual({
      popup_id: 1,
      seen: true,
    });
    expect((await api('popups/has-seen-popup/?popup_id=2', { token })).body.seen).toBe(false);
    expect((await api('users/me/', { token })).body.missing_popups).toEqual([2]);
  });

  it('validates popup_id and needs a token', async () => {
    const token = await login(api);
    expect((await api('popups/has-seen-popup/', { token })).body).toEqual({
      popup_id: ['Questo campo è obbligatorio.'],
    });
    const bad = await api('popups/seen/', { body: { popup_id: 3 }, token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ popup_id: ['Popup non valido: i valori ammessi sono 1 e 2.'] });
    expect((await api('popups/seen/', { body: { popup_id: '1' }, token })).body).toEqual({
      popup_id: ['Inserisci un numero intero valido.'],
    });
    expect((await api('popups/seen/', { body: { popup_id: 1 } })).status).toBe(401);
    expect((await api('popups/has-seen-popup/?popup_id=1')).status).toBe(401);
  });
});
