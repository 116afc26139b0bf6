import { screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  makeDashboard,
  makeUser,
  renderWithProviders,
  serveEndpoint,
  server,
} from '@colleghi/shared/testing';
import { sharedStore, STORAGE_KEYS, userLoadFailedAtom } from '@colleghi/shared/platform';
import {
  remoteModule,
  resetFederationDouble,
  setRemoteLoader,
} from '../../testing/federation-runtime-double';
import { Children, isValidElement, type ReactNode } from 'react';
import { repositoryRouteTable } from '../../testing/remote-declarations';
import { AppRoutes } from './app-routes';
import { HOST_PATHS } from './host-paths';
import { buildRouteTable, setRouteTable } from './route-table';

function RemoteStub() {
  return <h1>Contenuto remoto</h1>;
}

const giulia = makeUser({ id: 7, first_name: 'Giulia', last_name: 'Bianchi' });

beforeEach(() => {
  sharedStore.set(userLoadFailedAtom, false);
  resetFederationDouble();
  setRemoteLoader(() => remoteModule(RemoteStub));
  server.use(
    http.get(apiUrl('users/me/'), () => HttpResponse.json(giulia)),
    // Signed-in pages: the dashboard payload and the header bell's unread total.
    http.get(apiUrl('dashboard/'), () => HttpResponse.json(makeDashboard({ cards: [] }))),
    http.get(apiUrl('notifications/unread_notifications/'), () => HttpResponse.json({ total: 2 })),
  );
});

describe('host routing', () => {
  it('sends unknown paths to the 404 page', async () => {
    const { location } = renderWithProviders(<AppRoutes />, { route: '/non-esiste' });
    expect(await screen.findByText('Siamo spiacenti, pagina non trovata!')).toBeInTheDocument();
    expect(location().pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Torna in home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/terms', 'Termini e condizioni'],
    ['/privacy', 'Informativa sulla privacy'],
  ])('shows %s to everyone', async (route, title) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('sends visitors of a signed-in page to /signin with a callback', async () => {
    const { location } = renderWithProviders(<AppRoutes />, { route: '/agenda?giorno=2' });
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(new URLSearchParams(location().search).get('callback')).toBe('/agenda?giorno=2');
  });

  it('lets visitors open public remote pages', async () => {
    renderWithProviders(<AppRoutes />, { route: '/courses' });
    expect(await screen.findByRole('heading', { name: 'Contenuto remoto' })).toBeInTheDocument();
  });

  it('mounts the remote that owns a signed-in path, under the header', async () => {
    renderWithProviders(<AppRoutes />, { route: '/agenda', session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { name: 'Contenuto remoto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu profilo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oggi' })).toBeInTheDocument();
  });

  it('mounts the agenda remote on its deadline calculator page, without "Oggi"', async () => {
    renderWithProviders(<AppRoutes />, {
      route: '/agenda/calcolatore',
      session: { token: 'k', user: giulia },
    });
    expect(await screen.findByRole('heading', { name: 'Contenuto remoto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oggi' })).not.toBeInTheDocument();
  });

  it('leads to every signed-in section from the main navigation, News included', async () => {
    renderWithProviders(<AppRoutes />, { route: '/agenda', session: { token: 'k', user: giulia } });
    const nav = await screen.findByRole('navigation', { name: 'Navigazione principale' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['Attività', '/activity-request'],
      ['Agenda', '/agenda'],
      ['Verbali', '/records'],
      ['News', '/news'],
      ['Corsi', '/courses'],
    ]);
  });

  it('tells the remote app it runs under the host header', async () => {
    setRemoteLoader(() =>
      remoteModule(({ inHost }: { inHost?: boolean }) => (
        <h1>{inHost ? 'Remoto nel host' : 'Remoto da solo'}</h1>
      )),
    );
    renderWithProviders(<AppRoutes />, { route: '/agenda', session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { name: 'Remoto nel host' })).toBeInTheDocument();
  });

  it('opens each new page at its top', async () => {
    const scroll = jest.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/agenda',
      session: { token: 'k', user: giulia },
    });
    await screen.findByRole('heading', { name: 'Contenuto remoto' });
    scroll.mockClear();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(scroll).toHaveBeenCalledWith(0, 0));
    scroll.mockRestore();
  });

  it('puts the notification bell, with its unread badge, just before the profile menu', async () => {
    renderWithProviders(<AppRoutes />, { route: '/agenda', session: { token: 'k', user: giulia } });
    const bell = await screen.findByRole('button', { name: 'Notifiche' });
    await waitFor(() => expect(bell).toHaveAccessibleDescription('2 notifiche non lette'));
    const profile = screen.getByRole('button', { name: 'Menu profilo' });
    expect(bell.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no bell to visitors', async () => {
    renderWithProviders(<AppRoutes />, { route: '/courses' });
    expect(await screen.findByRole('heading', { name: 'Contenuto remoto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifiche' })).not.toBeInTheDocument();
  });

  it('sends signed-in users away from guest pages, to the dashboard', async () => {
    const { location } = renderWithProviders(<AppRoutes />, {
      route: '/signin',
      session: { token: 'k', user: giulia },
    });
    expect(await screen.findByRole('heading', { name: 'Bentornato, Giulia!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  it.each(['/reset-password/7/abc', '/reset-password/?uid=7&token=abc'])(
    'opens the reset link %s to visitors, in the host',
    async (route) => {
      serveEndpoint('post', 'auth/password/reset/check/', { body: { detail: 'Link valido.' } });
      renderWithProviders(<AppRoutes />, { route });
      expect(
        await screen.findByRole('heading', { name: 'Reimposta la password' }),
      ).toBeInTheDocument();
      expect(await screen.findByLabelText('Conferma nuova password')).toBeInTheDocument();
    },
  );

  it('keeps the reset link a guest page', async () => {
    const { location } = renderWithProviders(<AppRoutes />, {
      route: '/reset-password/7/abc',
      session: { token: 'k', user: giulia },
    });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('after signing in, a guest page follows a safe callback', async () => {
    const { location } = renderWithProviders(<AppRoutes />, {
      route: `/signin?callback=${encodeURIComponent('/agenda')}`,
      session: { token: 'k', user: giulia },
    });
    await waitFor(() => expect(location().pathname).toBe('/agenda'));
  });

  it('after signing in, a guest page ignores an unsafe callback', async () => {
    const { location } = renderWithProviders(<AppRoutes />, {
      route: `/signin?callback=${encodeURIComponent('https://evil.example')}`,
      session: { token: 'k', user: giulia },
    });
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('loads the user behind a stored token at start', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard', session: { token: 'k' } });
    expect(await screen.findByRole('heading', { name: 'Bentornato, Giulia!' })).toBeInTheDocument();
  });

  it('says so when the profile cannot be loaded, and Riprova loads it', async () => {
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.error()));
    const { user } = renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      session: { token: 'k' },
    });
    expect(
      await screen.findByText(
        'Non riusciamo a caricare il tuo profilo. Controlla la connessione e riprova.',
      ),
    ).toBeInTheDocument();
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.json(giulia)));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Bentornato, Giulia!' })).toBeInTheDocument();
  });

  it('signing in keeps the key when the profile load is cut short; Riprova loads it', async () => {
    server.use(
      http.post(apiUrl('auth/login/'), () => HttpResponse.json({ key: 'nuova' })),
      http.get(apiUrl('users/me/'), () => HttpResponse.error()),
    );
    const { user, location } = renderWithProviders(<AppRoutes />, { route: '/signin' });
    await user.type(await screen.findByLabelText('E-mail o cellulare'), 'giulia@example.it');
    await user.type(screen.getByLabelText('Password'), 'avvocato2026');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    expect(
      await screen.findByText(
        'Non riusciamo a caricare il tuo profilo. Controlla la connessione e riprova.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('nuova');
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.json(giulia)));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Bentornato, Giulia!' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard');
  });

  /** Records the Authorization header of each POST auth/logout/ and answers with `answer`. */
  function logoutEndpoint(answer: () => Response = () => HttpResponse.json({ detail: 'ok' })) {
    const calls: (string | null)[] = [];
    server.use(
      http.post(apiUrl('auth/logout/'), ({ request }) => {
        calls.push(request.headers.get('Authorization'));
        return answer();
      }),
    );
    return calls;
  }

  it.each([
    ['the server revokes the key', () => HttpResponse.json({ detail: 'ok' })],
    ['the network fails', () => HttpResponse.error()],
    ['the server fails', () => HttpResponse.json({ detail: 'Errore' }, { status: 500 })],
    [
      'the key has already expired',
      () => HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
    ],
  ])('logs out after POST auth/logout/ when %s', async (_case, answer) => {
    const calls = logoutEndpoint(answer);
    const { location } = renderWithProviders(<AppRoutes />, {
      route: '/logout',
      session: { token: 'k', user: giulia },
    });
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(calls).toEqual(['Token k']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signing out drops the browser’s push subscription too', async () => {
    const calls = logoutEndpoint();
    const unsubscribe = jest.fn().mockResolvedValue(true);
    const getRegistration = jest.fn(() =>
      Promise.resolve({
        pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) },
      }),
    );
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration },
    });
    Object.assign(window, { PushManager: class {}, Notification: {} });
    try {
      const { location } = renderWithProviders(<AppRoutes />, {
        route: '/logout',
        session: { token: 'k', user: giulia },
      });
      await waitFor(() => expect(location().pathname).toBe('/signin'));
      expect(calls).toEqual(['Token k']);
      expect(getRegistration).toHaveBeenCalledWith('/');
      await waitFor(() => expect(unsubscribe).toHaveBeenCalledTimes(1));
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    }
  });

  it('logs out from the profile menu', async () => {
    const calls = logoutEndpoint();
    const { user, location } = renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      session: { token: 'k', user: giulia },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu profilo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(calls).toEqual(['Token k']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('an expired key (401 on any call) leads to sign in', async () => {
    server.use(
      http.get(apiUrl('dashboard/'), () =>
        HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
      ),
    );
    const { location } = renderWithProviders(<AppRoutes />, {
      route: '/dashboard',
      session: { token: 'scaduta', user: giulia },
    });
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});

describe('sso', () => {
  it('stores the token, loads the user and follows a same-origin callback', async () => {
    const { location } = renderWithProviders(<AppRoutes />, {
      route: `/sso/chiave-sso?callback=${encodeURIComponent('/records?tab=mine')}`,
    });
    await waitFor(() => expect(location().pathname).toBe('/records'));
    expect(location().search).toBe('?tab=mine');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('chiave-sso');
  });

  it('asks for the user once, not again from the shell when the token arrives', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('users/me/'), () => {
        asked += 1;
        return HttpResponse.json(giulia);
      }),
    );
    const { location } = renderWithProviders(<AppRoutes />, {
      route: `/sso/chiave-sso?callback=${encodeURIComponent('/terms')}`,
    });
    await waitFor(() => expect(location().pathname).toBe('/terms'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it.each(['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)'])(
    'refuses the callback %s and goes home',
    async (callback) => {
      const { location } = renderWithProviders(<AppRoutes />, {
        route: `/sso/chiave-sso?callback=${encodeURIComponent(callback)}`,
      });
      expect(await screen.findByText('Indirizzo di ritorno non consentito.')).toBeInTheDocument();
      await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    },
  );

  it('goes to sign in when the token is not valid', async () => {
    server.use(
      http.get(apiUrl('users/me/'), () =>
        HttpResponse.json({ detail: 'Token non valido.' }, { status: 401 }),
      ),
    );
    const { location } = renderWithProviders(<AppRoutes />, { route: '/sso/scaduto' });
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('keeps a good key whose user could not be loaded, and offers Riprova there', async () => {
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.error()));
    const { location } = renderWithProviders(<AppRoutes />, {
      route: `/sso/chiave-sso?callback=${encodeURIComponent('/agenda')}`,
    });
    expect(
      await screen.findByText(
        'Non riusciamo a caricare il tuo profilo. Controlla la connessione e riprova.',
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/agenda');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('chiave-sso');
  });
});

describe('mobile gate', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows the app-store page below 941 px', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width:940px'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    renderWithProviders(<AppRoutes />, { route: '/signin' });
    expect(await screen.findByRole('link', { name: /app store/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accedi' })).not.toBeInTheDocument();
  });
});

describe('route table from the remotes’ declarations', () => {
  type RouteProps = { path?: string; index?: boolean; children?: ReactNode };

  /** The <Route> elements directly under an element, by their props. */
  function routesUnder(element: ReactNode): RouteProps[] {
    if (!isValidElement<RouteProps>(element)) return [];
    const { children } = element.props;
    return Children.toArray(children).flatMap((child) =>
      isValidElement<RouteProps>(child) ? [child.props] : [],
    );
  }

  it('knows every path the host itself routes, which no remote may take', () => {
    const [shell] = routesUnder(AppRoutes());
    const { children } = shell ?? {};
    const paths = Children.toArray(children).flatMap((child) => {
      if (!isValidElement<RouteProps>(child)) return [];
      const { path, index } = child.props;
      return index ? ['/'] : path && path !== '*' ? [`/${path}`] : [];
    });
    expect([...paths].sort()).toEqual([...HOST_PATHS].sort());
  });

  it('opens a page a remote declares, with no change to the host', async () => {
    setRouteTable(
      buildRouteTable([
        ['learning', [{ path: '/formazione-prova', access: 'public', nav: 'Prova' }]],
      ]),
    );
    renderWithProviders(<AppRoutes />, { route: '/formazione-prova' });
    expect(await screen.findByRole('heading', { name: 'Contenuto remoto' })).toBeInTheDocument();
  });

  it('leaves a page the host owns to the host when a remote declares it too', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    setRouteTable(buildRouteTable([['learning', [{ path: '/terms', access: 'public' }]]]));
    renderWithProviders(<AppRoutes />, { route: '/terms' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termini e condizioni' }),
    ).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/learning.*\/terms.*host/));
    errors.mockRestore();
  });

  it('shows the section’s fallback with Riprova, not /404, on a known path of a remote that is down', async () => {
    setRemoteLoader(() => Promise.reject(new Error('offline')));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderWithProviders(<AppRoutes />, { route: '/courses' });
    expect(await screen.findByText('La sezione Formazione non è disponibile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
    expect(location().pathname).toBe('/courses');
    errors.mockRestore();
  });

  it('while a remote’s routes are unknown, offers Riprova instead of /404, which reads them again', async () => {
    setRouteTable({ routes: [], unknown: ['learning'] });
    server.use(
      http.get('http://localhost:3004/routes.json', () =>
        HttpResponse.json({ routes: [{ path: '/courses', access: 'public' }] }),
      ),
    );
    const { user, location } = renderWithProviders(<AppRoutes />, { route: '/courses' });
    expect(
      await screen.findByText('Questa pagina non è disponibile al momento'),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/courses');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Contenuto remoto' })).toBeInTheDocument();
    setRouteTable(repositoryRouteTable());
  });
});
