import type { RequestBody, ResponseBody } from '@colleghi/api-contract';
import { request } from '../http/request';
import { serverErrorMessage } from '../http/errors';

/** The host's service worker: served at the root of the host's origin, it controls every page. */
const SERVICE_WORKER_URL = '/sw.js';
const SUBSCRIPTIONS_PATH = 'users/me/push_subscriptions/';

/** Why push notifications could not be turned on, in words for the user (what and what to do). */
export const WEB_PUSH_MESSAGES = {
  unsupported:
    'Questo browser non supporta le notifiche push. Usa una versione recente di Chrome, Edge, ' +
    'Firefox o Safari, oppure ricevi gli aggiornamenti per e-mail.',
  denied:
    'Le notifiche per Colleghi sono bloccate in questo browser. Consentile dalle impostazioni ' +
    "del sito (l'icona accanto all'indirizzo), poi riattiva l'opzione.",
  dismissed:
    'Non hai concesso il permesso per le notifiche. Riattiva l\'opzione e scegli "Consenti" ' +
    'quando il browser lo chiede.',
  subscribeFailed:
    'Il servizio di notifiche del browser non è raggiungibile. Controlla la connessione e ' +
    'riprova più tardi.',
} as const;

export type WebPushOutcome = { ok: true } | { ok: false; message: string };

function isSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key as the push manager wants it (base64url text → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function subscribe(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const key = await request<ResponseBody<'/api/push/key/', 'get'>>({
    url: 'push/key/',
    auth: false,
  });
  if (key.error || !key.data) throw new Error('push/key/');
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key.data.public_key),
  });
}

/**
 * Turns push notifications on for this browser, after the user's click: asks the permission,
 * registers the host's service worker, subscribes with the API's VAPID key and stores the
 * subscription on the server. Never throws: a refusal comes back with its Italian message.
 */
export async function enableWebPush(): Promise<WebPushOutcome> {
  if (!isSupported()) return { ok: false, message: WEB_PUSH_MESSAGES.unsupported };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { ok: false, message: WEB_PUSH_MESSAGES.denied };
  if (permission !== 'granted') return { ok: false, message: WEB_PUSH_MESSAGES.dismissed };
  let subscription: PushSubscription;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    subscription = await subscribe(await navigator.serviceWorker.ready);
  } catch {
    return { ok: false, message: WEB_PUSH_MESSAGES.subscribeFailed };
  }
  const { endpoint = '', keys = {} } = subscription.toJSON();
  const body: RequestBody<'/api/users/me/push_subscriptions/', 'post'> = {
    endpoint,
    keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' },
  };
  const saved = await request({ method: 'POST', url: SUBSCRIPTIONS_PATH, data: body });
  if (saved.error) return { ok: false, message: serverErrorMessage(saved.error) };
  return { ok: true };
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Whether this browser receives the account's push notifications: the setting belongs to the
 * account, the subscription to one browser (and one session: sign-out drops it), so an account
 * with push on may still have none here. 'unsupported' when the browser cannot have one.
 */
export async function browserPushState(): Promise<'unsupported' | 'subscribed' | 'missing'> {
  if (!isSupported()) return 'unsupported';
  try {
    return (await currentSubscription()) ? 'subscribed' : 'missing';
  } catch {
    return 'missing';
  }
}

/**
 * Turns push notifications off for this browser: the server forgets the subscription and the
 * browser drops it. Best effort: a browser without one, or an API that cannot be reached, leaves
 * nothing for the user to do (the setting itself is what the server reads before sending).
 */
export async function disableWebPush(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    const body: RequestBody<'/api/users/me/push_subscriptions/', 'delete'> = {
      endpoint: subscription.endpoint,
    };
    await request({ method: 'DELETE', url: SUBSCRIPTIONS_PATH, data: body });
    await subscription.unsubscribe();
  } catch {
    // Nothing to undo: see above.
  }
}

/**
 * On sign-out: the browser drops its subscription (the API deletes the session's on logout), so
 * the next person on this browser receives nothing of the previous one's. Never waited for.
 */
export function forgetBrowserPush(): void {
  void currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
