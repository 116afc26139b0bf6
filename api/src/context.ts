import type { Db } from './db/client';
import type { Payments } from './payments';

export type Clock = () => Date;

export interface RateLimitSettings {
  /** Failed logins allowed per account inside the window. */
  accountMax: number;
  /** Failed logins allowed per client IP inside the window. */
  ipMax: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitSettings = {
  accountMax: 5,
  ipMax: 20,
  windowMs: 15 * 60 * 1000,
};

/** What every route needs, passed explicitly (no globals), so tests can build isolated apps. */
export interface AppContext {
  db: Db;
  clock: Clock;
  rateLimit: RateLimitSettings;
  /** Base URL of the web app, for links inside e-mails. */
  webUrl: string;
  /** Origins of the web app: PayPal return and cancel URLs must be on one of them. */
  appOrigins: readonly string[];
  /** Card and PayPal providers (the offline sandbox unless keys are configured). */
  payments: Payments;
}
