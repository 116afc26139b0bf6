import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { tokenAtom, userAtom } from '../auth/atoms';
import { endSession } from '../auth/end-session';
import { queryClient } from '../query/query-client';
import { sharedStore } from '../store';
import { makeUser } from '../testing/fixtures';
import { serveEndpoint } from '../testing/serve-endpoint';
import { serveEventStream } from '../testing/serve-event-stream';
import { liveStreamStatusAtom, retryDelay, startLiveUpdates } from './event-stream';
import { refreshOnLiveEvents } from './live-events';

const TOKEN = 'a'.repeat(40);
const status = () => sharedStore.get(liveStreamStatusAtom);

/** A query a screen shows (it has an observer), counting how often it asked the server. */
function shownQuery(queryKey: readonly unknown[]) {
  let asked = 0;
  const observer = new QueryObserver(queryClient, {
    queryKey,
    queryFn: () => {
      asked += 1;
      return asked;
    },
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { asked: () => asked, unsubscribe };
}

function signIn() {
  sharedStore.set(tokenAtom, TOKEN);
  sharedStore.set(userAtom, makeUser());
}

let stop: () => void = () => undefined;
afterEach(() => stop());

describe('the page’s event stream', () => {
  it('opens once signed in, with the key in the Authorization header only', async () => {
    const stream = serveEventStream();
    stop = startLiveUpdates();
    expect(stream.openings).toHaveLength(0);
    signIn();
    await waitFor(() => expect(status()).toBe('open'));
    expect(stream.openings).toHaveLength(1);
    expect(stream.openings[0].authorization).toBe(`Token ${TOKEN}`);
    expect(stream.openings[0].url).not.toContain(TOKEN);
    expect(new URL(stream.openings[0].url).pathname).toBe('/api/events/stream/');
  });

  it('invalidates the keys each slice declared for the event, and only those', async () => {
    refreshOnLiveEvents('test-slice', { demand: [['test-slice', 'lists']] });
    const lists = shownQuery(['test-slice', 'lists', 'requests']);
    const bell = shownQuery(['notifications', 'unread']);
    const agenda = shownQuery(['agenda-test']);
    await waitFor(() => expect(lists.asked()).toBe(1));
    const stream = serveEventStream();
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(status()).toBe('open'));

    stream.send('demand', { demand_id: 7 });
    await waitFor(() => expect(lists.asked()).toBe(2));
    expect(bell.asked()).toBe(1);

    stream.send('notification', { notification_id: 3 });
    await waitFor(() => expect(bell.asked()).toBe(2));
    // An event type nobody declared, and a heartbeat, refresh nothing.
    stream.send('unknown', {});
    stream.heartbeat();
    expect(lists.asked()).toBe(2);
    expect(agenda.asked()).toBe(1);
    for (const query of [lists, bell, agenda]) query.unsubscribe();
  });

  it('comes back after the server closes it, sending the last event’s id', async () => {
    const stream = serveEventStream();
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(status()).toBe('open'));
    stream.send('notification', { notification_id: 1 }, 41);
    stream.send('notification', { notification_id: 2 }, 42);
    stream.close();
    await waitFor(() => expect(stream.openings).toHaveLength(2), { timeout: 4000 });
    expect(stream.openings[1].lastEventId).toBe('42');
    await waitFor(() => expect(status()).toBe('open'));
  });

  it('closes on sign-out', async () => {
    serveEventStream();
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(status()).toBe('open'));
    endSession();
    expect(status()).toBe('off');
  });

  it('a 401 stops the stream without ending the session while users/me/ still answers', async () => {
    const stream = serveEventStream({ status: 401 });
    const me = serveEndpoint('get', 'users/me/', { body: makeUser() });
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(status()).toBe('failed'));
    await waitFor(() => expect(me.calls).toBe(1));
    expect(sharedStore.get(tokenAtom)).toBe(TOKEN);
    // Refused: it does not try again on its own.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.openings).toHaveLength(1);
  });

  it('a 401 that users/me/ confirms ends the session, as for any call', async () => {
    serveEventStream({ status: 401 });
    serveEndpoint('get', 'users/me/', { status: 401, body: { detail: 'Token non valido.' } });
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(sharedStore.get(tokenAtom)).toBeNull());
    expect(status()).toBe('off');
  });

  it('a 204 stops it, as it stops an EventSource', async () => {
    const stream = serveEventStream({ status: 204 });
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(status()).toBe('failed'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.openings).toHaveLength(1);
    expect(sharedStore.get(tokenAtom)).toBe(TOKEN);
  });

  it('backs off after failures instead of retrying in a loop', async () => {
    const stream = serveEventStream({ status: 503 });
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(stream.openings).toHaveLength(2), { timeout: 4000 });
    expect(status()).toBe('connecting');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.openings).toHaveLength(2);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(retryDelay(attempt)).toBeGreaterThanOrEqual(Math.min(60_000, 1000 * 2 ** attempt) / 2);
      expect(retryDelay(attempt)).toBeLessThanOrEqual(60_000);
    }
  });

  it('pauses while the tab is hidden and resumes from the last event when it shows', async () => {
    const stream = serveEventStream();
    signIn();
    stop = startLiveUpdates();
    await waitFor(() => expect(status()).toBe('open'));
    stream.send('agenda', { event_id: 5 }, 9);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(status()).toBe('off');
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(status()).toBe('open'));
    expect(stream.openings).toHaveLength(2);
    expect(stream.openings[1].lastEventId).toBe('9');
    visibility.mockRestore();
  });
});
