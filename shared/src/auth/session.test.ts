import { sharedStore } from '../store';
import { HttpResponse, apiUrl, http, makeUser, server } from '../testing';
import { tokenAtom, userAtom, userLoadFailedAtom, userLoadingAtom } from './atoms';
import { endSession } from './end-session';
import { loadCurrentUser, startSession } from './session';

describe('startSession', () => {
  it('stores the key, loads the user with it and stores the user id', async () => {
    const user = makeUser({ id: 42 });
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('users/me/'), ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(user);
      }),
    );

    const loaded = await startSession('new-key');

    expect(loaded).toEqual(user);
    expect(authorization).toBe('Token new-key');
    expect(localStorage.getItem('auth_token')).toBe('new-key');
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(sharedStore.get(tokenAtom)).toBe('new-key');
    expect(sharedStore.get(userAtom)).toEqual(user);
    expect(sharedStore.get(userLoadingAtom)).toBe(false);
  });

  it('keeps the key when the user cannot be loaded, and says the load failed', async () => {
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.json({}, { status: 500 })));

    const loaded = await startSession('good-key');

    expect(loaded).toBeNull();
    // Only a 401 for the key ends the session; the session gate offers to load the user again.
    expect(localStorage.getItem('auth_token')).toBe('good-key');
    expect(sharedStore.get(tokenAtom)).toBe('good-key');
    expect(sharedStore.get(userAtom)).toBeNull();
    expect(sharedStore.get(userLoadingAtom)).toBe(false);
    expect(sharedStore.get(userLoadFailedAtom)).toBe(true);
  });

  it('keeps the key when users/me/ is cut short (the page is being left)', async () => {
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.error()));

    expect(await startSession('leaving-key')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBe('leaving-key');
    expect(sharedStore.get(tokenAtom)).toBe('leaving-key');
  });

  it('a new load clears the failure of the last one', async () => {
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.error()));
    await startSession('k');
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.json(makeUser())));

    expect(await loadCurrentUser()).toEqual(makeUser());
    expect(sharedStore.get(userLoadFailedAtom)).toBe(false);
  });

  it('drops the key when the server refuses it', async () => {
    server.use(
      http.get(apiUrl('users/me/'), () =>
        HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
      ),
    );

    expect(await startSession('refused')).toBeNull();
    expect(sharedStore.get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows loading while users/me/ is in flight', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get(apiUrl('users/me/'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(makeUser());
      }),
    );

    const pending = startSession('k');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sharedStore.get(userLoadingAtom)).toBe(true);
    release();
    await pending;
    expect(sharedStore.get(userLoadingAtom)).toBe(false);
  });
});

describe('loadCurrentUser', () => {
  it('returns null without calling the API when there is no token', async () => {
    // onUnhandledRequest: 'error' would fail the test if a request went out.
    expect(await loadCurrentUser()).toBeNull();
  });

  it('uses a token that only local storage knows about', async () => {
    localStorage.setItem('auth_token', 'stored');
    server.use(
      http.get(apiUrl('users/me/'), ({ request }) =>
        request.headers.get('authorization') === 'Token stored'
          ? HttpResponse.json(makeUser())
          : HttpResponse.json({}, { status: 401 }),
      ),
    );

    expect(await loadCurrentUser()).toEqual(makeUser());
    expect(sharedStore.get(tokenAtom)).toBe('stored');
  });

  it('drops an answer that arrives after the session ended (logout while loading)', async () => {
    localStorage.setItem('auth_token', 'leaving');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(apiUrl('users/me/'), async () => {
        await answered;
        return HttpResponse.json(makeUser({ id: 7 }));
      }),
    );

    const loading = loadCurrentUser();
    endSession();
    answer();

    expect(await loading).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(sharedStore.get(userAtom)).toBeNull();
  });
});

describe('endSession', () => {
  it('clears the token, the user id, the payment token and the atoms', () => {
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('user_id', '1');
    localStorage.setItem('payment_token', 'p');
    localStorage.setItem('show_skills_buttons', 'true');
    sharedStore.set(tokenAtom, 't');
    sharedStore.set(userAtom, makeUser());
    sharedStore.set(userLoadingAtom, true);

    endSession();

    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_id')).toBeNull();
    expect(localStorage.getItem('payment_token')).toBeNull();
    // Not part of the session: a UI preference survives sign-out.
    expect(localStorage.getItem('show_skills_buttons')).toBe('true');
    expect(sharedStore.get(tokenAtom)).toBeNull();
    expect(sharedStore.get(userAtom)).toBeNull();
    expect(sharedStore.get(userLoadingAtom)).toBe(false);
  });
});
