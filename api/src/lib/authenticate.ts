import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { lockUser } from '../db/locks';
import { authTokens } from '../db/schema';
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

/**
 * Inside a transaction: the user's lock, then the session must still exist. A request
 * authenticated just before a password reset or change committed (which take the same lock and
 * end the sessions) must not act on that session afterwards: it gets the 401 of an ended one.
 */
export async function holdLiveSession(tx: Tx, session: Session): Promise<void> {
  await lockUser(tx, session.userId);
  const [live] = await tx
    .select({ digest: authTokens.digest })
    .from(authTokens)
    .where(eq(authTokens.digest, session.tokenDigest));
  if (!live) throw new HttpError(401, { detail: MSG.invalidToken }, CHALLENGE);
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
