import { tokenAtom, userAtom } from '../auth/atoms';
import { setUnauthorizedHandler } from '../auth/unauthorized';
import { configureApi } from '../config';
import { sharedStore } from '../store';
import { HttpResponse, apiUrl, http, makeUser, server } from '../testing';
import { NETWORK_ERROR_MESSAGE } from './errors';
import { globalErrorAtom } from './global-error-atom';
import { request } from './request';

function signIn(token = 'tok-123') {
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user_id', '1');
  sharedStore.set(tokenAtom, token);
  sharedStore.set(userAtom, makeUser());
}

/** Answers GET `path` with a 401 once the returned function is called. */
function refuseLater(path: string): () => void {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(apiUrl(path), async () => {
      await answered;
      return HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 });
    }),
  );
  return answer;
}

describe('request()', () => {
  it('sends the token and the client header, and returns the body', async () => {
    signIn();
    let seen: Headers | undefined;
    server.use(
      http.get(apiUrl('users/me/'), ({ request: req }) => {
        seen = req.headers;
        return HttpResponse.json({ id: 1 });
      }),
    );

    const result = await request<{ id: number }>({ url: 'users/me/' });

    expect(result).toEqual({ data: { id: 1 }, error: null, error500: false, status: 200 });
    expect(seen?.get('authorization')).toBe('Token tok-123');
    expect(seen?.get('x-client-app')).toBe('colleghi-web');
  });

  it('sends no Authorization header without a token', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(apiUrl('subjects/'), ({ request: req }) => {
        seen = req.headers;
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      }),
    );

    await request({ url: 'subjects/' });

    expect(seen?.has('authorization')).toBe(false);
    expect(seen?.get('x-client-app')).toBe('colleghi-web');
  });

  it('leaves the token out when auth is false', async () => {
    signIn();
    let seen: Headers | undefined;
    server.use(
      http.post(apiUrl('auth/login/'), ({ request: req }) => {
        seen = req.headers;
        return HttpResponse.json({ key: 'k' });
      }),
    );

    await request({ method: 'POST', url: 'auth/login/', data: {}, auth: false });

    expect(seen?.has('authorization')).toBe(false);
  });

  it('sends the JSON body and the query parameters, leaving out empty ones', async () => {
    let body: unknown;
    let query: URLSearchParams | undefined;
    server.use(
      http.put(apiUrl('users/me/'), async ({ request: req }) => {
        body = await req.json();
        query = new URL(req.url).searchParams;
        return HttpResponse.json({ ok: true });
      }),
    );

    await request({
      method: 'PUT',
      url: 'users/me/',
      data: { first_name: 'Giulia', profile: { city: 3 } },
      params: { search: 'ro', role: undefined, empty: '', page: 2 },
    });

    expect(body).toEqual({ first_name: 'Giulia', profile: { city: 3 } });
    expect(query?.toString()).toBe('search=ro&page=2');
  });

  it('uploads FormData with files (jsdom objects reach MSW intact)', async () => {
    let received: { name: unknown; picture: string; type: string; fileName: string } | undefined;
    server.use(
      http.put(apiUrl('users/me/'), async ({ request: req }) => {
        const form = await req.formData();
        const picture = form.get('picture') as File;
        received = {
          name: form.get('name'),
          picture: await picture.text(),
          type: picture.type,
          fileName: picture.name,
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const form = new FormData();
    form.append('name', 'Giulia');
    form.append('picture', new File(['png-bytes'], 'foto.png', { type: 'image/png' }));

    const result = await request({ method: 'PUT', url: 'users/me/', data: form });

    expect(result.status).toBe(200);
    expect(received).toEqual({
      name: 'Giulia',
      picture: 'png-bytes',
      type: 'image/png',
      fileName: 'foto.png',
    });
  });

  it('keeps a 400 body in error', async () => {
    const body = { email: ['E-mail non valida'], profile: { city: ['Campo obbligatorio'] } };
    server.use(http.post(apiUrl('auth/register/'), () => HttpResponse.json(body, { status: 400 })));

    const result = await request({ method: 'POST', url: 'auth/register/', data: {} });

    expect(result).toEqual({ data: null, error: body, error500: false, status: 400 });
    expect(sharedStore.get(globalErrorAtom)).toBe(false);
  });

  it('ends the session and calls the unauthorized handler on 401', async () => {
    signIn();
    localStorage.setItem('payment_token', 'pay');
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      http.get(apiUrl('users/me/'), () =>
        HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
      ),
    );

    const result = await request({ url: 'users/me/' });

    expect(result.status).toBe(401);
    expect(result.error).toEqual({ detail: 'Token non valido.' });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('payment_token')).toBeNull();
    expect(sharedStore.get(tokenAtom)).toBeNull();
    expect(sharedStore.get(userAtom)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a newer session alone when a 401 answers the key it replaced', async () => {
    signIn('old-key');
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    const answer = refuseLater('users/me/');

    const pending = request({ url: 'users/me/' });
    signIn('new-key');
    answer();

    expect((await pending).status).toBe(401);
    expect(localStorage.getItem('auth_token')).toBe('new-key');
    expect(sharedStore.get(tokenAtom)).toBe('new-key');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone when a request sent before signing in gets a 401', async () => {
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    const answer = refuseLater('notifications/');

    const pending = request({ url: 'notifications/' });
    signIn('fresh-key');
    answer();

    expect((await pending).status).toBe(401);
    expect(localStorage.getItem('auth_token')).toBe('fresh-key');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the session when a request is cut short (no answer)', async () => {
    signIn();
    const onUnauthorized = jest.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.error()));

    const result = await request({ url: 'users/me/' });

    expect(result.status).toBe(0);
    expect(localStorage.getItem('auth_token')).toBe('tok-123');
    expect(sharedStore.get(tokenAtom)).toBe('tok-123');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('raises the global error on 500 and above', async () => {
    server.use(
      http.get(apiUrl('menus/'), () => new HttpResponse('Internal Server Error', { status: 500 })),
    );

    const result = await request({ url: 'menus/' });

    expect(result.error500).toBe(true);
    expect(result.status).toBe(500);
    expect(result.data).toBeNull();
    expect(result.error).not.toBeNull();
    expect(sharedStore.get(globalErrorAtom)).toBe(true);
    // The modal said it: the screen knows not to say it again.
    expect(result.reported).toBe(true);
  });

  it("reports a background call's server error to the caller only", async () => {
    server.use(
      http.get(apiUrl('menus/'), () => new HttpResponse('Internal Server Error', { status: 500 })),
    );

    const result = await request({ url: 'menus/', background: true });

    expect(result.error500).toBe(true);
    expect(sharedStore.get(globalErrorAtom)).toBe(false);
    expect(result.reported).toBeUndefined();
  });

  it('treats 503 as a server error too, but not 429', async () => {
    server.use(
      http.get(apiUrl('a/'), () => HttpResponse.json({}, { status: 503 })),
      http.post(apiUrl('auth/login/'), () =>
        HttpResponse.json(
          { detail: 'Troppi tentativi di accesso. Riprova tra qualche minuto.' },
          { status: 429 },
        ),
      ),
    );

    const limited = await request({ method: 'POST', url: 'auth/login/', auth: false });
    expect(limited.error500).toBe(false);
    expect(limited.error?.detail).toBe('Troppi tentativi di accesso. Riprova tra qualche minuto.');
    expect(sharedStore.get(globalErrorAtom)).toBe(false);

    expect((await request({ url: 'a/' })).error500).toBe(true);
  });

  it('returns the Italian network message when the server cannot be reached', async () => {
    server.use(http.get(apiUrl('menus/'), () => HttpResponse.error()));

    const result = await request({ url: 'menus/' });

    expect(result).toEqual({
      data: null,
      error: { non_field_errors: [NETWORK_ERROR_MESSAGE] },
      error500: false,
      status: 0,
    });
    expect(NETWORK_ERROR_MESSAGE).toBe(
      'Impossibile contattare il server. Controlla la connessione e riprova.',
    );
  });

  it('follows configureApi for the base URL', async () => {
    configureApi({ apiBase: 'https://api.colleghi.example/api' });
    server.use(
      http.get('https://api.colleghi.example/api/menus/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );

    const result = await request({ url: 'menus/' });

    expect(result.status).toBe(200);
  });
});
