import type { Db } from './db/client';
import type { MailRelay } from './lib/mail-relay';
import type { OutboxSecrets } from './lib/outbox';
import type { Payments } from './payments';
import type { SessionSettings } from './lib/tokens';

export type Clock = () => Date;

/** At most `max` attempts inside a sliding window of `windowMs`. */
export interface AttemptRule {
  max: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Failed logins allowed per account inside the window. */
  accountMax: number;
  /** Failed logins allowed per client IP inside the window. */
  ipMax: number;
  /** The window of the two login limits. */
  windowMs: number;
  /**
   * Unknown coupon codes per client IP on coupon-codes/{code}/validate/, and per user at
   * checkout (codes must not be guessable).
   */
  couponIp: AttemptRule;
  /** auth/password/reset/ requests per client IP, whatever the address. */
  resetIp: AttemptRule;
  /** auth/password/reset/ requests per typed e-mail or phone (no mail flooding of a victim). */
  resetAddress: AttemptRule;
  /** auth/light-register/ requests per client IP. */
  lightRegisterIp: AttemptRule;
  /** auth/register/ requests per client IP. */
  registerIp: AttemptRule;
  /** Unsubscribe links that do not work (forged, altered, expired), per client IP. */
  unsubscribeIp: AttemptRule;
}

const MINUTE = 60 * 1000;

export const DEFAULT_RATE_LIMIT: RateLimitSettings = {
  accountMax: 5,
  ipMax: 20,
  windowMs: 15 * MINUTE,
  couponIp: { max: 10, windowMs: 15 * MINUTE },
  resetIp: { max: 5, windowMs: 15 * MINUTE },
  resetAddress: { max: 5, windowMs: 15 * MINUTE },
  lightRegisterIp: { max: 10, windowMs: 60 * MINUTE },
  registerIp: { max: 10, windowMs: 60 * MINUTE },
  unsubscribeIp: { max: 20, windowMs: 15 * MINUTE },
};

/** What every route needs, passed explicitly (no globals), so tests can build isolated apps. */
export interface AppContext {
  db: Db;
  clock: Clock;
  rateLimit: RateLimitSettings;
  /** Base URL of the web app, for links inside e-mails. */
  webUrl: string;
  /** The API's public address (API_URL), for the e-mails' unsubscribe links. */
  apiUrl: string;
  /** The HMAC key of the unsubscribe links, shared by every process (server_secrets). */
  unsubscribeKey: Buffer;
  /** Origins of the web app: PayPal return and cancel URLs must be on one of them. */
  appOrigins: readonly string[];
  /** How long a password reset link stays valid. */
  passwordResetTtlMs: number;
  /** How long a handoff token (auth/handoff/) stays valid before its exchange. */
  handoffTtlMs: number;
  /** When session keys expire (inactivity, absolute maximum). */
  sessions: SessionSettings;
  /** Card and PayPal providers (the offline sandbox unless keys are configured). */
  payments: Payments;
  /** How e-mails keep their secrets (in clear with EXPOSE_OUTBOX, sealed with OUTBOX_KEY). */
  outbox: OutboxSecrets;
  /** The process's mail relay: woken after a commit that queued e-mail (nothing without one). */
  mail: MailRelay;
}
