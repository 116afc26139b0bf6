import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from './errors';
import { MSG } from './messages';
import { digest, findTokenUser } from './tokens';

const CHALLENGE = { 'WWW-Authenticate': 'Token' };

export interface Session {
  userId: number;
  /** Digest of the token used for this request (to keep it when others are revoked). */
  tokenDigest: string;
}

/** The signed-in user from `Authorization: Token <key>`, or a 401 as DRF words it. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const header = request.headers.authorization;
  if (!header) throw new HttpError(401, { detail: MSG.noCredentials }, CHALLENGE);
  const [scheme, key, extra] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'token' || !key || extra !== undefined) {
    throw new HttpError(401, { detail: MSG.invalidToken }, CHALLENGE);
  }
  const userId = await findTokenUser(ctx.db, key);
  if (userId === null) throw new HttpError(401, { detail: MSG.invalidToken }, CHALLENGE);
  return { userId, tokenDigest: digest(key.toLowerCase()) };
}
