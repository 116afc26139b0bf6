import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the unsubscribe link of an e-mail works after the e-mail was queued. */
export const UNSUBSCRIBE_LINK_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

function signature(key: Buffer, userId: number, expires: number): Buffer {
  return createHmac('sha256', key).update(`unsubscribe.${userId}.${expires}`).digest();
}

/**
 * `<user id>.<expiry, seconds>.<HMAC-SHA256, base64url>`: it names the user and the time it
 * stops working, and only the server's key can have made the signature, so it needs no row.
 */
export function unsubscribeToken(key: Buffer, userId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000);
  return `${userId}.${expires}.${signature(key, userId, expires).toString('base64url')}`;
}

export type TokenCheck = { userId: number } | { problem: 'invalid' | 'expired' };

/** Whose link `token` is, or why it does not work (a forged or altered one is invalid). */
export function checkUnsubscribeToken(key: Buffer, token: string, now: Date): TokenCheck {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { problem: 'invalid' };
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  const given = Buffer.from(match[3], 'base64url');
  const expected = signature(key, userId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: 'invalid' };
  }
  if (expires * 1000 <= now.getTime()) return { problem: 'expired' };
  return { userId };
}
