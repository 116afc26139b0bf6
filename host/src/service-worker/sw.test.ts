import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { MessageChannel } from 'node:worker_threads';
import { OPEN_PAGE_MESSAGE } from '../app/notifications/use-notification-clicks';

type Listener = (event: Record<string, unknown>) => void;

interface WindowClientStub {
  url: string;
  focus: jest.Mock<Promise<WindowClientStub>, []>;
  navigate: jest.Mock<Promise<WindowClientStub>, [string]>;
  postMessage?: (message: unknown, ports: MessagePort[]) => void;
}

/** A tab: `shell` says whether the app's shell runs there and answers the worker's messages. */
interface TabStub {
  url: string;
  shell?: 'answers' | 'silent';
}

/** host/public/sw.js run in a context that plays the service worker's global scope. */
function loadWorker({ tabs = [] as TabStub[] } = {}) {
  const listeners: Record<string, Listener> = {};
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const posted: unknown[] = [];
  const windows = tabs.map((tab) => {
    const client: WindowClientStub = {
      url: tab.url,
      focus: jest.fn(() => Promise.resolve(client)),
      navigate: jest.fn((href: string) => {
        navigated.push(href);
        return Promise.resolve(client);
      }),
    };
    if (tab.shell) {
      client.postMessage = (message, ports) => {
        posted.push(message);
        if (tab.shell === 'answers') ports[0].postMessage('opened');
      };
    }
    return client;
  });
  const scope = {
    location: new URL('http://localhost:3000/sw.js'),
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: () => Promise.resolve(),
    registration: {
      showNotification: (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      claim: () => Promise.resolve(),
      matchAll: () => Promise.resolve(windows),
      openWindow: (href: string) => {
        opened.push(href);
        return Promise.resolve(null);
      },
    },
    URL,
  };
  const context = vm.createContext({ self: scope, URL, MessageChannel, setTimeout, clearTimeout });
  const source = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
  vm.runInContext(source, context);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  const target = (url: unknown) =>
    vm.runInContext(`notificationTarget(${JSON.stringify(url)}, 'http://localhost:3000')`, context);
  return { dispatch, shown, opened, navigated, posted, windows, target };
}

const pushOf = (payload: unknown) => ({
  data: { json: () => payload, text: () => JSON.stringify(payload) },
});

describe('the host’s service worker', () => {
  it('shows a push as a notification with its Italian title, text and tag', async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushOf({
        title: 'Nuova candidatura',
        body: 'Luca Verdi si è candidato',
        url: '/demands',
        tag: 'demand-4',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'Nuova candidatura',
        options: {
          body: 'Luca Verdi si è candidato',
          icon: '/favicon.svg',
          tag: 'demand-4',
          data: { url: '/demands' },
        },
      },
    ]);
  });

  it('shows the app’s name for a push without a title', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: null });
    expect(worker.shown[0].title).toBe('Colleghi');
  });

  it('a click brings an open tab of the app to the page', async () => {
    const worker = loadWorker({ tabs: [{ url: 'http://localhost:3000/dashboard' }] });
    const close = jest.fn();
    await worker.dispatch('notificationclick', {
      notification: { close, data: { url: '/demands?tab=open' } },
    });
    expect(close).toHaveBeenCalled();
    expect(worker.windows[0].focus).toHaveBeenCalled();
    expect(worker.navigated).toEqual(['http://localhost:3000/demands?tab=open']);
    expect(worker.opened).toEqual([]);
  });

  it('a click in a tab running the app: the shell opens the page, with no reload', async () => {
    const worker = loadWorker({
      tabs: [{ url: 'http://localhost:3000/dashboard', shell: 'answers' }],
    });
    await worker.dispatch('notificationclick', {
      notification: { close: () => undefined, data: { url: '/agenda?event=3' } },
    });
    expect(worker.windows[0].focus).toHaveBeenCalled();
    expect(worker.posted).toEqual([
      { type: OPEN_PAGE_MESSAGE, href: 'http://localhost:3000/agenda?event=3' },
    ]);
    expect(worker.navigated).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('a tab that does not answer in time is loaded on the page', async () => {
    const worker = loadWorker({
      tabs: [{ url: 'http://localhost:3000/dashboard', shell: 'silent' }],
    });
    await worker.dispatch('notificationclick', {
      notification: { close: () => undefined, data: { url: '/records' } },
    });
    expect(worker.posted).toHaveLength(1);
    expect(worker.navigated).toEqual(['http://localhost:3000/records']);
  });

  it('a click without an open tab opens a new window on the page', async () => {
    const worker = loadWorker();
    await worker.dispatch('notificationclick', {
      notification: { close: () => undefined, data: { url: '/agenda?event=3' } },
    });
    expect(worker.opened).toEqual(['http://localhost:3000/agenda?event=3']);
  });

  it('decides where an address leads', () => {
    const { target } = loadWorker();
    expect(target('/records')).toEqual({ href: 'http://localhost:3000/records', inApp: true });
    expect(target('http://localhost:3000/courses/5')).toEqual({
      href: 'http://localhost:3000/courses/5',
      inApp: true,
    });
    expect(target('https://www.example.it/x')).toEqual({
      href: 'https://www.example.it/x',
      inApp: false,
    });
    expect(target('javascript:alert(1)')).toEqual({ href: 'http://localhost:3000/', inApp: true });
    expect(target('')).toEqual({ href: 'http://localhost:3000/', inApp: true });
  });
});
