import path from 'node:path';
import type { AttemptRule, RateLimitSettings } from './context';
import type { PaymentKeys } from './payments/provider';
import { DEFAULT_RATE_LIMIT } from './context';
import { DEFAULT_DATA_DIR, DEFAULT_POOL_MAX } from './db/client';
import type { MailSettings } from './lib/mail-relay';
import { DEFAULT_MAIL_FROM, DEFAULT_RELAY_TUNING } from './lib/mail-relay';
import { OUTBOX_RETENTION_DAYS } from './lib/outbox';
import type { LiveSettings } from './lib/live/hub';
import { DEFAULT_LIVE_SETTINGS } from './lib/live/hub';
import type { PushRelayOptions } from './lib/live/push-relay';
import { DEFAULT_PUSH_RELAY } from './lib/live/push-relay';
import type { VapidSettings } from './lib/live/vapid';
import { DEFAULT_VAPID_SUBJECT, isVapidPair } from './lib/live/vapid';
import type { SessionSettings } from './lib/tokens';
import { DEFAULT_SESSIONS } from './lib/tokens';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to PostgreSQL this process opens at most (DATABASE_POOL_MAX). */
  poolMax: number;
  /** How long SIGTERM waits for the requests in flight before closing their connections. */
  shutdownTimeoutMs: number;
  /** Origins of the web app itself (host and remotes): always allowed by CORS. */
  appOrigins: string[];
  /** Partner portals allowed to call the API from the browser (the embedded agenda). */
  corsOrigins: string[];
  trustProxy: boolean;
  /** APP_URL (WEB_URL, its older name, still read): the web app's address, for e-mail links. */
  webUrl: string;
  /** API_URL: the API's public address, for the e-mails' unsubscribe links. */
  apiUrl: string;
  rateLimit: RateLimitSettings;
  /** Session keys expire after SESSION_IDLE_DAYS without use and SESSION_MAX_DAYS after login. */
  sessions: SessionSettings;
  /** How long a password reset link stays valid (PASSWORD_RESET_LINK_MINUTES, default 60). */
  passwordResetTtlMs: number;
  /** How long a handoff token stays valid (HANDOFF_TOKEN_MINUTES, default 30). */
  handoffTtlMs: number;
  exposeOutbox: boolean;
  /** OUTBOX_KEY: 32 bytes (64 hex digits or base64) sealing the e-mails' secrets; null: unset. */
  outboxKey: Buffer | null;
  /** OUTBOX_RETENTION_DAYS (default 7): e-mails sent or given up longer ago are deleted. */
  outboxRetentionMs: number;
  /** SMTP_URL, MAIL_FROM, MAIL=disabled and the relay's tuning (MAIL_*). */
  mail: MailSettings;
  /** Stripe and PayPal keys; without them the offline sandbox provider is used. */
  payments: PaymentKeys;
  /** LIVE_HEARTBEAT_MS, LIVE_SESSION_CHECK_MS, LIVE_RETENTION_MINUTES, LIVE_BUFFER_BYTES. */
  live: LiveSettings;
  /** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (both or neither), VAPID_SUBJECT. */
  vapid: VapidSettings;
  /** PUSH_POLL_MS, PUSH_RETRY_BASE_MS; PUSH=disabled: this process sends no push. */
  push: Partial<PushRelayOptions> | null;
  /** NODE_ENV=production: the checks of productionRefusals() apply. */
  production: boolean;
  /** PAYMENTS=sandbox: the offline sandbox provider is wanted, even in production. */
  sandboxWanted: boolean;
}

/** The host and the five remotes on a developer machine, by name and by loopback address. */
export const DEFAULT_APP_ORIGINS: readonly string[] = [3000, 3001, 3002, 3003, 3004, 3005].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);

/** A comma separated list of origins; a trailing slash is dropped (browsers never send one). */
function originList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = Number(env[name]);
  return env[name]?.trim() && Number.isSafeInteger(value) && value >= min ? value : fallback;
}

/** Every setting comes from the environment, with defaults that work on a developer machine. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    // 0: any free port (the banner prints the one taken).
    port: intEnv(env, 'PORT', 8000, 0),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    poolMax: intEnv(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX),
    shutdownTimeoutMs: intEnv(env, 'SHUTDOWN_TIMEOUT_SECONDS', 20, 0) * 1000,
    appOrigins: env.APP_ORIGINS ? originList(env.APP_ORIGINS) : [...DEFAULT_APP_ORIGINS],
    corsOrigins: originList(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    webUrl: env.APP_URL || env.WEB_URL || 'http://localhost:3000',
    apiUrl: env.API_URL || `http://localhost:${intEnv(env, 'PORT', 8000, 0) || 8000}`,
    sessions: {
      idleMs: intEnv(env, 'SESSION_IDLE_DAYS', DEFAULT_SESSIONS.idleMs / DAY_MS) * DAY_MS,
      maxMs: intEnv(env, 'SESSION_MAX_DAYS', DEFAULT_SESSIONS.maxMs / DAY_MS) * DAY_MS,
    },
    passwordResetTtlMs: intEnv(env, 'PASSWORD_RESET_LINK_MINUTES', 60) * 60 * 1000,
    handoffTtlMs: intEnv(env, 'HANDOFF_TOKEN_MINUTES', 30) * 60 * 1000,
    exposeOutbox: env.EXPOSE_OUTBOX === '1' || env.EXPOSE_OUTBOX === 'true',
    outboxKey: outboxKey(env.OUTBOX_KEY),
    outboxRetentionMs: intEnv(env, 'OUTBOX_RETENTION_DAYS', OUTBOX_RETENTION_DAYS) * DAY_MS,
    mail: {
      smtpUrl: smtpUrl(env.SMTP_URL),
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
      disabled: env.MAIL?.trim() === 'disabled',
      pollMs: intEnv(env, 'MAIL_POLL_MS', DEFAULT_RELAY_TUNING.pollMs),
      batchSize: intEnv(env, 'MAIL_BATCH_SIZE', DEFAULT_RELAY_TUNING.batchSize),
      leaseMs: intEnv(env, 'MAIL_LEASE_MS', DEFAULT_RELAY_TUNING.leaseMs),
      maxAttempts: intEnv(env, 'MAIL_MAX_ATTEMPTS', DEFAULT_RELAY_TUNING.maxAttempts),
      retryBaseMs: intEnv(env, 'MAIL_RETRY_BASE_MS', DEFAULT_RELAY_TUNING.retryBaseMs),
    },
    live: {
      heartbeatMs: intEnv(env, 'LIVE_HEARTBEAT_MS', DEFAULT_LIVE_SETTINGS.heartbeatMs),
      sessionCheckMs: intEnv(env, 'LIVE_SESSION_CHECK_MS', DEFAULT_LIVE_SETTINGS.sessionCheckMs),
      // At least 10 minutes: a client reconnecting after a short outage must miss nothing.
      retentionMs:
        Math.max(
          10,
          intEnv(env, 'LIVE_RETENTION_MINUTES', DEFAULT_LIVE_SETTINGS.retentionMs / 60_000),
        ) * 60_000,
      bufferBytes: intEnv(env, 'LIVE_BUFFER_BYTES', DEFAULT_LIVE_SETTINGS.bufferBytes),
    },
    vapid: vapidSettings(env),
    push:
      env.PUSH?.trim() === 'disabled'
        ? null
        : {
            pollMs: intEnv(env, 'PUSH_POLL_MS', DEFAULT_PUSH_RELAY.pollMs),
            retryBaseMs: intEnv(env, 'PUSH_RETRY_BASE_MS', DEFAULT_PUSH_RELAY.retryBaseMs),
          },
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripeApiBase: env.STRIPE_API_BASE || undefined,
      paypalClientId: env.PAYPAL_CLIENT_ID || undefined,
      paypalSecret: env.PAYPAL_SECRET || undefined,
      paypalApiBase: env.PAYPAL_API_BASE || undefined,
    },
    production: env.NODE_ENV === 'production',
    sandboxWanted: env.PAYMENTS === 'sandbox',
    rateLimit: {
      accountMax: intEnv(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', DEFAULT_RATE_LIMIT.accountMax),
      ipMax: intEnv(env, 'LOGIN_MAX_FAILURES_PER_IP', DEFAULT_RATE_LIMIT.ipMax),
      windowMs: intEnv(env, 'LOGIN_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowMs / 1000) * 1000,
      couponIp: ruleEnv(env, 'COUPON_MAX_FAILURES_PER_IP', 'COUPON_WINDOW_SECONDS', 'couponIp'),
      resetIp: ruleEnv(
        env,
        'PASSWORD_RESET_MAX_PER_IP',
        'PASSWORD_RESET_WINDOW_SECONDS',
        'resetIp',
      ),
      resetAddress: ruleEnv(
        env,
        'PASSWORD_RESET_MAX_PER_ADDRESS',
        'PASSWORD_RESET_WINDOW_SECONDS',
        'resetAddress',
      ),
      lightRegisterIp: ruleEnv(
        env,
        'LIGHT_REGISTER_MAX_PER_IP',
        'LIGHT_REGISTER_WINDOW_SECONDS',
        'lightRegisterIp',
      ),
      registerIp: ruleEnv(env, 'REGISTER_MAX_PER_IP', 'REGISTER_WINDOW_SECONDS', 'registerIp'),
      unsubscribeIp: ruleEnv(
        env,
        'UNSUBSCRIBE_MAX_PER_IP',
        'UNSUBSCRIBE_WINDOW_SECONDS',
        'unsubscribeIp',
      ),
    },
  };
}

type RuleName =
  'couponIp' | 'resetIp' | 'resetAddress' | 'lightRegisterIp' | 'registerIp' | 'unsubscribeIp';

/** A limit from two variables (count, window in seconds), each defaulting on its own. */
function ruleEnv(
  env: NodeJS.ProcessEnv,
  maxName: string,
  windowName: string,
  rule: RuleName,
): AttemptRule {
  const fallback = DEFAULT_RATE_LIMIT[rule];
  return {
    max: intEnv(env, maxName, fallback.max),
    windowMs: intEnv(env, windowName, fallback.windowMs / 1000) * 1000,
  };
}

/** A setting that must not reach production: main prints the message (one line) and exits 1. */
export class StartRefusedError extends Error {}

/** OUTBOX_KEY as 32 bytes: 64 hex digits, or base64 (standard or URL-safe). Unset: null. */
function outboxKey(value: string | undefined): Buffer | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return Buffer.from(text, 'base64');
  throw new StartRefusedError(
    'Avvio rifiutato: OUTBOX_KEY non è valida; servono 32 byte, scritti come 64 cifre ' +
      'esadecimali o in base64 (per esempio: openssl rand -base64 32).',
  );
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither (then the server makes its own pair). A
 * key alone, or two keys that are not one P-256 pair, would sign pushes no browser accepts: the
 * server refuses to start rather than send them.
 */
function vapidSettings(env: NodeJS.ProcessEnv): VapidSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  const subject = env.VAPID_SUBJECT?.trim() || DEFAULT_VAPID_SUBJECT;
  if (!publicKey && !privateKey) return { publicKey, privateKey, subject };
  if (!publicKey || !privateKey) {
    throw new StartRefusedError(
      `Avvio rifiutato: manca ${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}; ` +
        'le chiavi VAPID vanno date in coppia, oppure nessuna delle due.',
    );
  }
  if (!isVapidPair(publicKey, privateKey)) {
    throw new StartRefusedError(
      'Avvio rifiutato: VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY non sono una coppia di chiavi ' +
        'P-256 in base64url (per esempio: npx web-push generate-vapid-keys).',
    );
  }
  return { publicKey, privateKey, subject };
}

/** SMTP_URL: an smtp:// or smtps:// address (credentials, if any, inside it). Unset: null. */
function smtpUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL | null = null;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new StartRefusedError(
      'Avvio rifiutato: SMTP_URL non è valida; serve un indirizzo smtp:// o smtps:// ' +
        '(per esempio smtp://localhost:1025 o smtps://utente:password@smtp.esempio.it:465).',
    );
  }
  return text;
}

/**
 * The one line the server prints at start when this process sends no e-mail: MAIL=disabled, or
 * no SMTP_URL outside production (production refuses to start so). The e-mails stay queued.
 */
export function mailNotice(config: Pick<Config, 'mail'>): string | null {
  if (config.mail.disabled) {
    return 'MAIL=disabled: nessuna e-mail viene inviata, restano in attesa nella outbox.';
  }
  if (config.mail.smtpUrl) return null;
  return (
    'SMTP_URL non impostata: il relay della posta non parte e le e-mail restano in attesa ' +
    'nella outbox (npm start avvia MailDev e la imposta).'
  );
}

/**
 * The one line the server prints at start when the e-mails' secrets can be neither stored in
 * clear (EXPOSE_OUTBOX) nor sealed (OUTBOX_KEY): those e-mails are queued without them.
 */
export function outboxNotice(config: Pick<Config, 'exposeOutbox' | 'outboxKey'>): string | null {
  if (config.exposeOutbox || config.outboxKey) return null;
  return (
    'OUTBOX_KEY non impostata: le e-mail con password generate o link di reimpostazione ' +
    'restano nella outbox senza il segreto e non possono essere recapitate.'
  );
}

/**
 * What makes a production start unsafe: a payment method falling back to the offline sandbox
 * (which gives subscriptions away for a test card) unless PAYMENTS=sandbox asks for it, the
 * development mailbox (which shows everyone's e-mails), and no SMTP server (no password reset
 * would ever arrive) unless MAIL=disabled asks for it. Empty outside production.
 */
export function productionRefusals(config: Config): string[] {
  if (!config.production) return [];
  const refusals: string[] = [];
  const keys = config.payments;
  const missing = [
    ...(keys.stripeSecretKey ? [] : ['STRIPE_SECRET_KEY']),
    ...(keys.paypalClientId && keys.paypalSecret
      ? []
      : [
          ...(keys.paypalClientId ? [] : ['PAYPAL_CLIENT_ID']),
          ...(keys.paypalSecret ? [] : ['PAYPAL_SECRET']),
        ]),
  ];
  if (missing.length > 0 && !config.sandboxWanted) {
    refusals.push(
      `Avvio rifiutato con NODE_ENV=production: mancano ${missing.join(', ')} e i pagamenti ` +
        'passerebbero dal provider di prova (sandbox); imposta le chiavi, oppure PAYMENTS=sandbox ' +
        'per usare apposta il provider di prova.',
    );
  }
  if (config.exposeOutbox) {
    refusals.push(
      'Avvio rifiutato con NODE_ENV=production: EXPOSE_OUTBOX pubblica la casella di sviluppo ' +
        'con le e-mail di tutti gli utenti; toglilo.',
    );
  }
  if (!config.mail.smtpUrl && !config.mail.disabled) {
    refusals.push(
      'Avvio rifiutato con NODE_ENV=production: manca SMTP_URL e nessuna e-mail partirebbe ' +
        '(reimpostazioni della password, password generate); imposta SMTP_URL, oppure ' +
        'MAIL=disabled per avviare apposta senza inviare e-mail.',
    );
  }
  return refusals;
}
