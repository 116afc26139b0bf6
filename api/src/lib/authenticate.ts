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
    /**
     * The caller's session on a route whose schema declares TOKEN_AUTH, set once by the
     * preValidation hook (lib/schema/fastify.ts); null everywhere else. Handlers read it with
     * sessionOf().
     */
    session: Session | null;
  }
}

export interface Session {
  userId: number;
  /** Digest of the token used for this request (to keep it when others are revoked). */
  tokenDigest: string;
}

/** The live session of a key, or null (malformed, unknown, expired). */
async function keySession(ctx: AppContext, key: string): Promise<Session | null> {
  const tokenDigest = keyDigest(key);
  if (!tokenDigest) return null;
  const userId = await findTokenUser(ctx.db, tokenDigest, ctx.clock(), ctx.sessions);
  return userId === null ? null : { userId, tokenDigest };
}

/**
 * The session of `Authorization: Token <key>` read as DRF reads it (one scheme, one key, nothing
 * more), or null: no header, another scheme, a malformed, unknown or expired key.
 */
export async function tokenSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Session | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, key, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token' || !key || extra !== undefined) return null;
  return keySession(ctx, key);
}

/**
 * The preValidation hook of private routes, and only it: finds the signed-in user once per
 * request and keeps the session on the request, or answers the 401 as DRF words it. An expired
 * key is answered exactly as an unknown one.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const session = await tokenSession(ctx, request);
  if (!session) {
    const detail = request.headers.authorization ? MSG.invalidToken : MSG.noCredentials;
    throw new HttpError(401, { detail }, CHALLENGE);
  }
  request.session = session;
}

/**
 * The session the hook found, for the handler of a private route. Without one the route's
 * schema does not declare TOKEN_AUTH: a programming error, never the caller's.
 */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) {
    throw new Error(`${request.method} ${request.url}: the route does not declare TOKEN_AUTH`);
  }
  return request.session;
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

/**
 * The caller of a public route when a valid token is sent, read leniently (words after the key
 * are ignored), with the key itself; null for guests.
 */
export async function optionalSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<(Session & { key: string }) | null> {
  const [scheme, key] = (request.headers.authorization ?? '').trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token' || !key) return null;
  const session = await keySession(ctx, key);
  return session && { ...session, key };
}

/** The user of optionalSession(), or null for guests. */
export async function optionalUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<number | null> {
  return (await optionalSession(ctx, request))?.userId ?? null;
}
