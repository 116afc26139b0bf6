import { HttpResponse, apiUrl, http, makeCity, makeUser, server } from '../testing';
import {
  changePassword,
  confirmPasswordReset,
  lightRegister,
  login,
  register,
  resetPassword,
} from './auth';
import { autocomplete } from './autocomplete';
import { searchCities } from './cities';
import { searchOffices } from './offices';
import { getMe, updateAuthUser, updateMe } from './users';
import { ROLES, ROLE_LABELS } from '../domain/profile/roles';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

describe('auth api', () => {
  it('logs in without sending a stale token', async () => {
    localStorage.setItem('auth_token', 'stale');
    server.use(
      http.post(apiUrl('auth/login/'), async ({ request }) => {
        expect(request.headers.has('authorization')).toBe(false);
        expect(await request.json()).toEqual({ email: 'a@b.it', password: 'x' });
        return HttpResponse.json({ key: 'k' });
      }),
    );
    expect((await login({ email: 'a@b.it', password: 'x' })).data).toEqual({ key: 'k' });
  });

  it('posts the registrations, the reset and the change to their endpoints', async () => {
    const seen: string[] = [];
    const record =
      (status: number, body: object) =>
      ({ request }: { request: Request }) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json(body, { status });
      };
    server.use(
      http.post(apiUrl('auth/register/'), record(201, { key: 'r' })),
      http.post(apiUrl('auth/light-register/'), record(201, { key: 'l' })),
      http.post(apiUrl('auth/password/reset/'), record(200, { detail: 'ok' })),
      http.post(apiUrl('auth/password/change/'), record(200, { detail: 'ok' })),
    );

    const registered = await register({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email: 'g@b.it',
      password1: 'password1',
      password2: 'password1',
      phone: '3331234567',
      terms: true,
      privacy: true,
      profile: { type: 'LAWYER', city: 1 },
    });
    const light = await lightRegister({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email: 'g@b.it',
      phone: '3331234567',
      terms: true,
      privacy: true,
      profile: { type: 'LAWYER', lawfirm: { city: 1 } },
    });
    await resetPassword({ email: 'g@b.it' });
    await changePassword({ new_password1: 'password2', new_password2: 'password2' });

    expect(registered).toMatchObject({ data: { key: 'r' }, status: 201 });
    expect(light.data).toEqual({ key: 'l' });
    expect(seen).toEqual([
      'POST /api/auth/register/',
      'POST /api/auth/light-register/',
      'POST /api/auth/password/reset/',
      'POST /api/auth/password/change/',
    ]);
  });

  it("confirms a reset without the stored token, with the link's uid and token", async () => {
    localStorage.setItem('auth_token', 'stale');
    server.use(
      http.post(apiUrl('auth/password/reset/confirm/'), async ({ request }) => {
        expect(request.headers.has('authorization')).toBe(false);
        expect(await request.json()).toEqual({
          uid: '7',
          token: 'abc',
          new_password1: 'nuova2026',
          new_password2: 'nuova2026',
        });
        return HttpResponse.json({ detail: 'Salvata.' });
      }),
    );
    const result = await confirmPasswordReset({
      uid: '7',
      token: 'abc',
      new_password1: 'nuova2026',
      new_password2: 'nuova2026',
    });
    expect(result.data).toEqual({ detail: 'Salvata.' });
  });
});

describe('users api', () => {
  it('reads and updates the current user', async () => {
    const user = makeUser();
    server.use(
      http.get(apiUrl('users/me/'), () => HttpResponse.json(user)),
      http.put(apiUrl('users/me/'), async ({ request }) =>
        HttpResponse.json({ ...user, ...((await request.json()) as object) }),
      ),
      http.put(apiUrl('auth/user/'), () => HttpResponse.json({ ...user, last_name: 'Rossi' })),
    );
    expect((await getMe()).data).toEqual(user);
    expect((await updateMe({ first_name: 'Anna' })).data?.first_name).toBe('Anna');
    expect((await updateAuthUser({ last_name: 'Rossi' })).data?.last_name).toBe('Rossi');
  });
});

describe('search api', () => {
  it.each([['cities/', () => searchCities('mil')]])('%s sends the search', async (path, call) => {
    let search: string | null = null;
    server.use(
      http.get(apiUrl(path), ({ request }) => {
        search = new URL(request.url).searchParams.get('search');
        return HttpResponse.json(page([makeCity()]));
      }),
    );
    const { data } = await call();
    expect(search).toBe('mil');
    expect(data?.results).toHaveLength(1);
  });

  it('filters offices and autocomplete kinds', async () => {
    const queries: string[] = [];
    server.use(
      http.get(apiUrl('offices/'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(page([]));
      }),
      http.get(apiUrl('autocomplete/judges/'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(page([{ id: 1, name: 'Dott. Verdi' }]));
      }),
    );
    await searchOffices({ search: 'rom', role: 'accountant', is_coa: true });
    const judges = await autocomplete('judges', { search: 've', role: 'lawyer' });
    expect(queries).toEqual(['?search=rom&role=accountant&is_coa=true', '?search=ve&role=lawyer']);
    expect(judges.data?.results[0].name).toBe('Dott. Verdi');
  });
});

describe('roles', () => {
  it('labels every role in Italian', () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual([
      'Avvocato',
      'Avvocato stabilito',
      'Praticante avvocato',
      'Praticante avvocato abilitato',
      'Commercialista',
    ]);
  });
});
