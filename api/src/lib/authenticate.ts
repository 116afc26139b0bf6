import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from './errors';
import { MSG } from './messages';
import { findTokenUser, keyDigest } from './tokens';

const CHALLENGE = { 'WWW-Authenticate': 'Token' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, once authenticate() has found it (see lib/schema/fastify.ts). */
    session: Session | null;
  }
}

export interface Session {
  userId: number;
  /** Digest of the token used for this request (to keep it when others are revoked). */
  tokenDigest: string;
}

/** The live session of a key, or null (malformed, unknown, expired). */
async function sessionOf(ctx: AppContext, key: string): Promise<Session | null> {
  const tokenDigest = keyDigest(key);
  if (!tokenDigest) return null;
  const userId = await findTokenUser(ctx.db, tokenDigest, ctx.clock(), ctx.sessions);
  return userId === null ? null : { userId, tokenDigest };
}

/**
 * The signed-in user from `Authorization: Token <key>`, or a 401 as DRF words it. An expired key
 * is answered exactly as an unknown one.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  if (request.session) return request.session;
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, { detail: MSG.noCredentials }, CHALLENGE);
  const [scheme, key, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token' || !key || extra !== undefined) {
    throw new HttpError(401, { detail: MSG.invalidToken }, CHALLENGE);
  }
  const session = await sessionOf(ctx, key);
  if (!session) throw new HttpError(401, { detail: MSG.invalidToken }, CHALLENGE);
  request.session = session;
  return session;
}

/** The caller on a public route, when a valid token is sent; null for guests. */
export async function optionalUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<number | null> {
  const [scheme, key] = (request.headers.authorization ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token' || !key) return null;
  return (await sessionOf(ctx, key))?.userId ?? null;
}
