import { act, screen, waitFor, within } from '@testing-library/react';
import {
  apiUrl,
  http,
  HttpResponse,
  installIntersectionObserver,
  makeNotification,
  makeUser,
  renderWithProviders,
  server,
  serveEventStream,
} from '@colleghi/shared/testing';
import { liveStreamStatusAtom, sharedStore, startLiveUpdates } from '@colleghi/shared/platform';
import type { AppNotification } from '@colleghi/api-contract';
import { NotificationBell } from './notification-bell';
import { UNREAD_POLL_MS } from './use-unread-notifications';

const giulia = makeUser({ id: 7, first_name: 'Giulia' });

type Feed = { unread: number; pages: AppNotification[][] };

/** The notifications API of one user: pages of 10, an unread total, read-all. */
function serveNotifications(feed: Feed) {
  const seen = { unread: 0, readall: 0, pages: [] as number[] };
  server.use(
    http.get(apiUrl('notifications/unread_notifications/'), () => {
      seen.unread += 1;
      return HttpResponse.json({ total: feed.unread });
    }),
    http.get(apiUrl('notifications/readall/'), () => {
      seen.readall += 1;
      feed.unread = 0;
      return HttpResponse.json({ total: 0 });
    }),
    http.get(apiUrl('notifications/'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      seen.pages.push(page);
      const results = feed.pages[page - 1] ?? [];
      return HttpResponse.json({
        count: feed.pages.flat().length,
        next: page < feed.pages.length ? apiUrl(`notifications/?page=${page + 1}`) : null,
        previous: null,
        results,
      });
    }),
  );
  return seen;
}

function renderBell() {
  return renderWithProviders(<NotificationBell />, {
    route: '/dashboard',
    session: { token: 'k', user: giulia },
  });
}

// hidden: while the dropdown is open the rest of the page is aria-hidden behind it.
const bell = () => screen.getByRole('button', { name: 'Notifiche', hidden: true });

describe('notification bell', () => {
  it('shows the unread total on the badge', async () => {
    serveNotifications({ unread: 3, pages: [] });
    renderBell();

    await waitFor(() => expect(bell()).toHaveAccessibleDescription('3 notifiche non lette'));
    expect(within(bell()).getByText('3')).toBeInTheDocument();
  });

  it('says when nothing is unread', async () => {
    const seen = serveNotifications({ unread: 0, pages: [] });
    renderBell();

    await waitFor(() => expect(seen.unread).toBe(1));
    expect(bell()).toHaveAccessibleDescription('Nessuna notifica non letta');
  });

  describe('polling', () => {
    let visibility: DocumentVisibilityState;
    const setVisibility = (state: DocumentVisibilityState) => {
      visibility = state;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };

    beforeEach(() => {
      visibility = 'visible';
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      jest.useFakeTimers();
    });

    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    const advance = (ms: number) =>
      act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });

    it('asks every 30 s while visible, pauses while hidden, asks at once on return', async () => {
      const feed = { unread: 1, pages: [] };
      const seen = serveNotifications(feed);
      renderBell();
      await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 notifica non letta'));
      expect(seen.unread).toBe(1);

      feed.unread = 2;
      await advance(UNREAD_POLL_MS);
      await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 notifiche non lette'));
      expect(seen.unread).toBe(2);

      setVisibility('hidden');
      feed.unread = 5;
      await advance(UNREAD_POLL_MS * 4);
      expect(seen.unread).toBe(2);
      expect(bell()).toHaveAccessibleDescription('2 notifiche non lette');

      setVisibility('visible');
      await waitFor(() => expect(bell()).toHaveAccessibleDescription('5 notifiche non lette'));
      expect(seen.unread).toBe(3);

      // Polling resumed.
      await advance(UNREAD_POLL_MS);
      await waitFor(() => expect(seen.unread).toBe(4));
    });

    describe('with the page’s event stream', () => {
      let stopLive: () => void = () => undefined;
      afterEach(() => act(() => stopLive()));
      const streamStatus = () => sharedStore.get(liveStreamStatusAtom);

      it('does not poll while the stream is open: its events refresh the badge', async () => {
        const feed = { unread: 1, pages: [] };
        const seen = serveNotifications(feed);
        const stream = serveEventStream();
        renderBell();
        act(() => {
          stopLive = startLiveUpdates();
        });
        await waitFor(() => expect(streamStatus()).toBe('open'));
        await waitFor(() => expect(bell()).toHaveAccessibleDescription('1 notifica non letta'));
        const asked = seen.unread;

        await advance(UNREAD_POLL_MS * 3);
        expect(seen.unread).toBe(asked);

        feed.unread = 2;
        act(() => stream.send('notification', { notification_id: 9 }));
        await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 notifiche non lette'));
        expect(seen.unread).toBe(asked + 1);
      });

      it('polls again once the stream is lost, and while it cannot be opened', async () => {
        const seen = serveNotifications({ unread: 1, pages: [] });
        const stream = serveEventStream();
        renderBell();
        act(() => {
          stopLive = startLiveUpdates();
        });
        await waitFor(() => expect(streamStatus()).toBe('open'));
        const asked = seen.unread;

        // The server goes away and answers 503 to every reconnection.
        serveEventStream({ status: 503 });
        act(() => stream.close());
        await waitFor(() => expect(streamStatus()).toBe('connecting'));
        await advance(UNREAD_POLL_MS);
        await waitFor(() => expect(seen.unread).toBe(asked + 1));
        await advance(UNREAD_POLL_MS);
        await waitFor(() => expect(seen.unread).toBe(asked + 2));
        expect(streamStatus()).not.toBe('open');
      });
    });

    it('stops asking once the bell is gone (signed out)', async () => {
      const seen = serveNotifications({ unread: 1, pages: [] });
      const { unmount } = renderBell();
      await waitFor(() => expect(seen.unread).toBe(1));

      unmount();
      await advance(UNREAD_POLL_MS * 3);
      expect(seen.unread).toBe(1);
    });
  });

  it('opening the dropdown shows the feed, calls readall/ and clears the badge', async () => {
    const seen = serveNotifications({
      unread: 2,
      pages: [
        [
          makeNotification({ id: 2, status: 'UNREAD', title: 'Sei stato incaricato' }),
          makeNotification({ id: 1, status: 'READ', title: 'Verbale condiviso con te' }),
        ],
      ],
    });
    const { user } = renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleDescription('2 notifiche non lette'));

    await user.click(bell());

    const dropdown = await screen.findByRole('dialog', { name: 'Notifiche' });
    const list = await within(dropdown).findByRole('list', { name: 'Elenco notifiche' });
    // Unread rows announce it (and look bold with a dot); read rows do not.
    expect(
      within(list).getByRole('link', { name: /^Non letta: Sei stato incaricato/ }),
    ).toBeInTheDocument();
    expect(
      within(list).getByRole('link', { name: /^Verbale condiviso con te/ }),
    ).toBeInTheDocument();
    expect(within(list).getByText('Sei stato incaricato')).toHaveStyle({ fontWeight: 700 });

    await waitFor(() => expect(seen.readall).toBe(1));
    expect(bell()).toHaveAccessibleDescription('Nessuna notifica non letta');
    expect(seen.pages).toEqual([1]);
  });

  it("says 'Non ci sono notifiche!' when the feed is empty", async () => {
    serveNotifications({ unread: 0, pages: [[]] });
    const { user } = renderBell();

    await user.click(bell());

    expect(await screen.findByText('Non ci sono notifiche!')).toBeInTheDocument();
  });

  it('loads the next page when the bottom of the feed scrolls into view', async () => {
    const observer = installIntersectionObserver();
    try {
      const first = Array.from({ length: 10 }, (_, i) =>
        makeNotification({ id: 20 - i, title: `Notifica ${20 - i}` }),
      );
      const second = [makeNotification({ id: 10, title: 'Notifica 10' })];
      const seen = serveNotifications({ unread: 0, pages: [first, second] });
      const { user } = renderBell();

      await user.click(bell());
      expect(await screen.findByText('Notifica 11')).toBeInTheDocument();
      expect(screen.queryByText('Notifica 10')).not.toBeInTheDocument();

      observer.scrollToBottom();

      expect(await screen.findByText('Notifica 10')).toBeInTheDocument();
      expect(seen.pages).toEqual([1, 2]);
    } finally {
      observer.uninstall();
    }
  });

  it('keeps the dropdown usable when the feed fails, and Riprova loads it', async () => {
    serveNotifications({ unread: 0, pages: [] });
    server.use(
      http.get(apiUrl('notifications/'), () =>
        HttpResponse.json({ detail: 'Non consentito.' }, { status: 403 }),
      ),
    );
    const { user } = renderBell();
    await user.click(bell());

    expect(
      await screen.findByText('Non siamo riusciti a caricare le notifiche.'),
    ).toBeInTheDocument();
    serveNotifications({ unread: 0, pages: [[makeNotification({ title: 'Eccola' })]] });
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Eccola')).toBeInTheDocument();
  });

  describe('following a notification', () => {
    it.each([
      ['its app link', { link: '/courses/4' }, '/courses/4', ''],
      ['its deep link', { deeplink: 'subscriptions' as const }, '/subscriptions', ''],
      [
        'its record',
        { record: { link: 'http://localhost:3000/records?shared=ab12', code: 'K7PQ2X' } },
        '/records',
        '?shared=ab12&code=K7PQ2X',
      ],
      ['its event', { event: 9 }, '/agenda', ''],
      ['its demand', { demand: 10 }, '/activity-request', ''],
      ['its candidacy', { demand: null, candidate: 30 }, '/activity-proposal', ''],
    ])('opens %s and closes the dropdown', async (_, overrides, pathname, search) => {
      serveNotifications({
        unread: 0,
        pages: [[makeNotification({ title: 'Apri me', demand: null, ...overrides })]],
      });
      const { user, location } = renderBell();
      await user.click(bell());

      await user.click(await screen.findByRole('link', { name: /Apri me/ }));

      expect(location().pathname).toBe(pathname);
      expect(location().search).toBe(search);
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Notifiche' })).not.toBeInTheDocument(),
      );
    });

    it('opens an outside link in a new tab', async () => {
      serveNotifications({
        unread: 0,
        pages: [
          [makeNotification({ title: 'Leggi la notizia', link: 'https://news.example.it/1' })],
        ],
      });
      const { user } = renderBell();
      await user.click(bell());

      const link = await screen.findByRole('link', { name: /Leggi la notizia/ });
      expect(link).toHaveAttribute('href', 'https://news.example.it/1');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    it('shows a notification with nowhere to go as plain text', async () => {
      serveNotifications({
        unread: 0,
        pages: [[makeNotification({ title: 'Benvenuto', demand: null })]],
      });
      const { user } = renderBell();
      await user.click(bell());

      expect(await screen.findByText('Benvenuto')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Benvenuto/ })).not.toBeInTheDocument();
    });

    it('shows a picture only from an http(s) or inline image address', async () => {
      serveNotifications({
        unread: 0,
        pages: [
          [
            makeNotification({ id: 2, title: 'Con foto', image: 'https://cdn.esempio.it/a.png' }),
            makeNotification({ id: 1, title: 'Trappola', image: 'javascript:alert(1)' }),
          ],
        ],
      });
      const { user } = renderBell();
      await user.click(bell());

      const list = await screen.findByRole('list', { name: 'Elenco notifiche' });
      const pictures = within(list).getAllByRole('presentation', { hidden: true });
      const sources = pictures.map((img) => img.getAttribute('src'));
      expect(sources).toContain('https://cdn.esempio.it/a.png');
      expect(sources.some((src) => src?.startsWith('javascript:'))).toBe(false);
      expect(within(list).getByText('Trappola')).toBeInTheDocument();
    });
    it('shows a course cover as a wide thumbnail and a person as a round picture', async () => {
      serveNotifications({
        unread: 0,
        pages: [
          [
            makeNotification({
              id: 2,
              title: 'Corso acquistato',
              image: 'https://cdn.esempio.it/copertina.png',
              deeplink: 'courses',
            }),
            makeNotification({
              id: 1,
              title: 'Nuova candidatura',
              image: 'https://cdn.esempio.it/p.png',
            }),
          ],
        ],
      });
      const { user } = renderBell();
      await user.click(bell());

      const list = await screen.findByRole('list', { name: 'Elenco notifiche' });
      const pictures = within(list).getAllByRole('presentation', { hidden: true });
      // The shape is the picture's frame (MUI's Avatar root), which has no role of its own.
      const shapeOf = (src: string) =>
        // eslint-disable-next-line testing-library/no-node-access
        pictures.find((img) => img.getAttribute('src') === src)?.parentElement;
      const cover = shapeOf('https://cdn.esempio.it/copertina.png');
      expect(cover).toHaveClass('MuiAvatar-rounded');
      expect(getComputedStyle(cover as HTMLElement).width).toBe('48px');
      expect(shapeOf('https://cdn.esempio.it/p.png')).toHaveClass('MuiAvatar-circular');
    });
  });
});
