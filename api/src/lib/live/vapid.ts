import { createECDH } from 'node:crypto';
import type { Executor } from '../../db/client';
import { serverSecret } from '../server-secrets';

/** The VAPID identity of the server's pushes (RFC 8292), keys in base64url as web-push wants. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** VAPID_SUBJECT: a mailto: or https: address the push services may write to. */
  subject: string;
}

/** VAPID_SUBJECT by default. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:assistenza@colleghi.it';

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT as config.ts reads them. */
export interface VapidSettings {
  publicKey: string | null;
  privateKey: string | null;
  subject: string;
}

/** The P-256 public key (uncompressed point, base64url) of a 32-byte private key. */
function publicKeyOf(secret: Buffer): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(secret);
  return ecdh.getPublicKey().toString('base64url');
}

/** True when the private key (base64url, 32 bytes) derives the public one (uncompressed point). */
export function isVapidPair(publicKey: string, privateKey: string): boolean {
  const base64url = /^[A-Za-z0-9_-]+$/;
  if (!base64url.test(publicKey) || !base64url.test(privateKey)) return false;
  const secret = Buffer.from(privateKey, 'base64url');
  if (secret.length !== 32) return false;
  try {
    return publicKeyOf(secret) === publicKey;
  } catch {
    // Zero, or not below the curve's order: not a private key.
    return false;
  }
}

/**
 * The keys from the environment when both are set; else (development, tests) a P-256 private
 * key made once and kept in server_secrets, so every process signs with the same one and the
 * browsers' subscriptions survive restarts; the public key is derived from it.
 */
export async function vapidKeys(
  db: Executor,
  settings: VapidSettings,
  now: Date,
): Promise<VapidKeys> {
  if (settings.publicKey && settings.privateKey) {
    return {
      publicKey: settings.publicKey,
      privateKey: settings.privateKey,
      subject: settings.subject,
    };
  }
  const secret = await serverSecret(db, 'vapid', now);
  return {
    publicKey: publicKeyOf(secret),
    privateKey: secret.toString('base64url'),
    subject: settings.subject,
  };
}
