import { screen, waitFor } from '@testing-library/react';
import {
  apiUrl,
  catalogueFixture,
  http,
  HttpResponse,
  server,
  makeUser,
  serveEndpoint,
  serveMe,
  servePaymentTypesInfo,
} from '@colleghi/shared/testing';
import type { User } from '@colleghi/api-contract';
import { PUSH_ELSEWHERE_TEXT } from './components/overview/settings-card';
import { ProfilePage } from './profile-page';
import { renderSignedIn } from './testing/render';

const ENDPOINT = 'https://push.example.test/sub/abc';
// "BAEC" in base64url is the bytes 4, 1, 2.
const PUBLIC_KEY = 'BAEC';
const off = makeUser({ notifications_enabled: false });
const on = makeUser({ notifications_enabled: true });

function renderProfile(user: User) {
  servePaymentTypesInfo(catalogueFixture());
  return renderSignedIn(<ProfilePage />, '/profile', user);
}

const pushSwitch = () => screen.getByRole('switch', { name: 'Notifiche push' });

interface BrowserStubs {
  permission?: NotificationPermission;
  subscribe?: () => Promise<unknown>;
  existing?: boolean;
}

/** The browser's Notification, service worker and push manager, as far as the switch uses them. */
function stubBrowser({ permission = 'granted', subscribe, existing = false }: BrowserStubs = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256-key', auth: 'auth-secret' } }),
    unsubscribe: jest.fn().mockResolvedValue(true),
  };
  const pushManager = {
    getSubscription: jest.fn().mockResolvedValue(existing ? subscription : null),
    subscribe: jest.fn(subscribe ?? (() => Promise.resolve(subscription))),
  };
  const registration = { pushManager };
  const serviceWorker = {
    register: jest.fn().mockResolvedValue(registration),
    ready: Promise.resolve(registration),
    getRegistration: jest.fn().mockResolvedValue(registration),
  };
  const requestPermission = jest.fn().mockResolvedValue(permission);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  Object.assign(window, { PushManager: class {}, Notification: { requestPermission } });
  return { requestPermission, serviceWorker, pushManager, subscription };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

describe('ProfilePage push notifications', () => {
  it('asks nothing of the browser until the switch is clicked', async () => {
    const browser = stubBrowser();
    renderProfile(off);
    expect(await screen.findByRole('switch', { name: 'Notifiche push' })).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('granted: registers the host’s worker, subscribes, stores it, then saves the setting', async () => {
    const browser = stubBrowser();
    const key = serveEndpoint('get', 'push/key/', { body: { public_key: PUBLIC_KEY } });
    const stored = serveEndpoint('post', 'users/me/push_subscriptions/', { status: 201 });
    const put = serveEndpoint('put', 'users/me/', { body: on });
    serveMe(on);
    const { user } = renderProfile(off);
    await user.click(pushSwitch());

    expect(await screen.findByText('Dati del profilo aggiornati!')).toBeInTheDocument();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(key.calls).toBe(1);
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      { userVisibleOnly: boolean; applicationServerKey: Uint8Array },
    ];
    expect(options[0].userVisibleOnly).toBe(true);
    expect([...options[0].applicationServerKey]).toEqual([4, 1, 2]);
    expect(stored.bodies).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'p256-key', auth: 'auth-secret' } },
    ]);
    expect(put.bodies).toEqual([{ notifications_enabled: true }]);
    expect(pushSwitch()).toBeChecked();
  });

  it('denied: the switch stays off and says how to allow notifications', async () => {
    const browser = stubBrowser({ permission: 'denied' });
    const { user } = renderProfile(off);
    await user.click(pushSwitch());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Le notifiche per Colleghi sono bloccate in questo browser\. Consentile dalle impostazioni/,
    );
    expect(pushSwitch()).not.toBeChecked();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
  });

  it('dismissed: the switch stays off and asks to choose "Consenti"', async () => {
    stubBrowser({ permission: 'default' });
    const { user } = renderProfile(off);
    await user.click(pushSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(/scegli "Consenti"/);
    expect(pushSwitch()).not.toBeChecked();
  });

  it('unsupported browser: the switch stays off and says why', async () => {
    const { user } = renderProfile(off);
    await user.click(pushSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Questo browser non supporta le notifiche push/,
    );
    expect(pushSwitch()).not.toBeChecked();
  });

  it('the push service cannot be reached: the switch stays off, nothing is stored', async () => {
    stubBrowser({ subscribe: () => Promise.reject(new DOMException('no service', 'AbortError')) });
    serveEndpoint('get', 'push/key/', { body: { public_key: PUBLIC_KEY } });
    const { user } = renderProfile(off);
    await user.click(pushSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Il servizio di notifiche del browser non è raggiungibile/,
    );
    expect(pushSwitch()).not.toBeChecked();
  });

  it('off: drops the subscription on the server and in the browser, then saves', async () => {
    const browser = stubBrowser({ existing: true });
    // The recorder of serveEndpoint keeps no DELETE body: this one is the point here.
    const removed: unknown[] = [];
    server.use(
      http.delete(apiUrl('users/me/push_subscriptions/'), async ({ request }) => {
        removed.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const put = serveEndpoint('put', 'users/me/', { body: off });
    serveMe(off);
    const { user } = renderProfile(on);
    await user.click(pushSwitch());

    expect(await screen.findByText('Dati del profilo aggiornati!')).toBeInTheDocument();
    expect(removed).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(put.bodies).toEqual([{ notifications_enabled: false }]);
    await waitFor(() => expect(pushSwitch()).not.toBeChecked());
  });

  it('on for the account but not in this browser: says so and subscribes this one', async () => {
    const browser = stubBrowser();
    serveEndpoint('get', 'push/key/', { body: { public_key: PUBLIC_KEY } });
    const stored = serveEndpoint('post', 'users/me/push_subscriptions/', { status: 201 });
    const put = serveEndpoint('put', 'users/me/', { body: on });
    const { user } = renderProfile(on);

    expect(await screen.findByText(PUSH_ELSEWHERE_TEXT)).toBeInTheDocument();
    expect(pushSwitch()).toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    // Once subscribed, the browser answers with its subscription.
    browser.pushManager.getSubscription.mockResolvedValue(browser.subscription);
    await user.click(screen.getByRole('button', { name: 'Attiva su questo browser' }));

    await waitFor(() => expect(screen.queryByText(PUSH_ELSEWHERE_TEXT)).not.toBeInTheDocument());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(stored.bodies).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'p256-key', auth: 'auth-secret' } },
    ]);
    // The account's setting was already on: nothing to save.
    expect(put.calls).toBe(0);
    expect(pushSwitch()).toBeChecked();
  });

  it('on, and this browser is subscribed: nothing more to say', async () => {
    const browser = stubBrowser({ existing: true });
    renderProfile(on);
    await waitFor(() => expect(browser.pushManager.getSubscription).toHaveBeenCalled());
    expect(await screen.findByRole('switch', { name: 'Notifiche push' })).toBeChecked();
    expect(screen.queryByText(PUSH_ELSEWHERE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attiva su questo browser' })).toBeNull();
  });
});
