import { useEffect } from 'react';
import { atom, useAtomValue } from 'jotai';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { tokenAtom, userAtom } from '../auth/atoms';
import { getApiBase } from '../config';
import { request } from '../http/request';
import { sharedStore } from '../store';
import { applyLiveEvent, isLiveEventType } from './live-events';

/**
 * The page's one stream of the signed-in user's events (GET events/stream/, Server-Sent Events).
 * This file is a federation singleton: whoever starts it, host or standalone remote, there is one
 * connection per page, and its state is one atom everybody reads.
 *
 * - `off`: nobody signed in, or the tab is hidden (the stream pauses; see below);
 * - `connecting`: opening, or waiting to open again after a failure;
 * - `open`: events arrive;
 * - `failed`: the API refused it (401, 403, 404) or has none for this page (204, which tells an
 *   EventSource not to reconnect): not retried until the session changes.
 */
export type LiveStreamStatus = 'off' | 'connecting' | 'open' | 'failed';

export const liveStreamStatusAtom = atom<LiveStreamStatus>('off');

const STREAM_PATH = 'events/stream/';
// The library keeps the id of the last event under this (lowercase) key of the headers it is
// given, and sends it on its own reconnections; a reconnection of ours sends it the same way.
const LAST_EVENT_ID = 'last-event-id';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;
/** A connection that stayed open this long was healthy: the next failure starts over at 1 s. */
const STABLE_MS = 30_000;

/** An answer that says retrying will not help: the key, the route or the access is wrong. */
class StreamRefused extends Error {
  constructor(readonly status: number) {
    super(`events/stream/ ${status}`);
    this.name = 'StreamRefused';
  }
}

/** Any other end of the stream (network, 5xx, the server closing it): retried with back-off. */
class StreamInterrupted extends Error {
  override name = 'StreamInterrupted';
}

const setStatus = (status: LiveStreamStatus) => sharedStore.set(liveStreamStatusAtom, status);

/** Exponential, capped, with jitter so the tabs of a restarted server do not come back at once. */
export function retryDelay(attempt: number): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return ceiling / 2 + (Math.random() * ceiling) / 2;
}

/**
 * The API refused the stream's key. The stream never ends the session itself: it asks users/me/
 * in the background, and the API client's interceptor ends the session if, and only if, that
 * answers 401 for the session's key, as for any other call.
 */
function confirmSession(): void {
  void request({ url: 'users/me/', background: true });
}

interface Connection {
  token: string;
  stop: () => void;
}

/**
 * One session's stream. While the tab is hidden the connection is closed (nothing on screen needs
 * it) and opened again when the tab shows, with the last event's id, so the API sends what was
 * missed meanwhile. The library can pause by itself (`openWhenHidden: false`), but a tab hidden
 * while a retry is pending then ends up with two connections; so the pause is done here, by
 * closing and reopening the whole request.
 */
function connect(token: string): Connection {
  let lastEventId: string | null = null;
  let attempt = 0;
  let openedAt = 0;
  let current: AbortController | null = null;
  let stopped = false;

  const open = () => {
    if (stopped || current || document.visibilityState === 'hidden') return;
    const controller = new AbortController();
    current = controller;
    setStatus('connecting');
    const headers: Record<string, string> = { Authorization: `Token ${token}` };
    if (lastEventId) headers[LAST_EVENT_ID] = lastEventId;
    fetchEventSource(`${getApiBase()}${STREAM_PATH}`, {
      headers,
      signal: controller.signal,
      openWhenHidden: true,
      onopen: async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith('text/event-stream')) {
          openedAt = Date.now();
          setStatus('open');
          return;
        }
        if ([204, 401, 403, 404].includes(response.status)) {
          throw new StreamRefused(response.status);
        }
        throw new StreamInterrupted(`events/stream/ ${response.status}`);
      },
      onmessage: (message) => {
        if (message.id) lastEventId = message.id;
        if (isLiveEventType(message.event)) void applyLiveEvent(message.event);
      },
      onclose: () => {
        // The server ended the response (a restart, a deploy): open it again, after a pause.
        throw new StreamInterrupted('events/stream/ closed');
      },
      onerror: (error: unknown) => {
        if (error instanceof StreamRefused) throw error;
        if (current === controller) setStatus('connecting');
        if (openedAt && Date.now() - openedAt >= STABLE_MS) attempt = 0;
        openedAt = 0;
        return retryDelay(attempt++);
      },
    }).then(
      // Resolved: aborted by us (sign-out, hidden tab); whoever aborted set the status.
      () => undefined,
      (error: unknown) => {
        if (current !== controller) return;
        current = null;
        setStatus('failed');
        if (error instanceof StreamRefused && error.status === 401) confirmSession();
      },
    );
  };

  const close = () => {
    const controller = current;
    current = null;
    controller?.abort();
  };

  const followVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (!current) return;
      close();
      setStatus('off');
    } else if (sharedStoreStatus() !== 'failed') {
      open();
    }
  };

  document.addEventListener('visibilitychange', followVisibility);
  open();
  return {
    token,
    stop: () => {
      stopped = true;
      document.removeEventListener('visibilitychange', followVisibility);
      close();
    },
  };
}

const sharedStoreStatus = () => sharedStore.get(liveStreamStatusAtom);

let connection: Connection | null = null;

/** Opens the stream for a signed-in user (token and user loaded), closes it when that ends. */
function follow(): void {
  const token = sharedStore.get(tokenAtom);
  const wanted = token && sharedStore.get(userAtom) ? token : null;
  if ((connection?.token ?? null) === wanted) return;
  connection?.stop();
  connection = null;
  setStatus('off');
  if (wanted) connection = connect(wanted);
}

let starts = 0;
let unfollow: (() => void) | null = null;

/**
 * Follows the session with the stream until the returned function is called. Called by the page's
 * shell (the host's, or a standalone remote's); a second start shares the first one's stream.
 */
export function startLiveUpdates(): () => void {
  starts += 1;
  if (starts === 1) {
    const offToken = sharedStore.sub(tokenAtom, follow);
    const offUser = sharedStore.sub(userAtom, follow);
    unfollow = () => {
      offToken();
      offUser();
    };
    follow();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    starts -= 1;
    if (starts > 0) return;
    unfollow?.();
    unfollow = null;
    connection?.stop();
    connection = null;
    setStatus('off');
  };
}

/** The shell's hook: the stream follows the session while the shell is mounted. */
export function useLiveUpdates(): void {
  useEffect(() => startLiveUpdates(), []);
}

/** Whether events arrive now: while they do, nothing needs to poll. */
export function useLiveStreamOpen(): boolean {
  return useAtomValue(liveStreamStatusAtom, { store: sharedStore }) === 'open';
}
