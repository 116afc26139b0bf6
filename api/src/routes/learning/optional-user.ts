import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { HttpError } from '../../lib/errors';

/**
 * The signed-in user for endpoints guests may call too (the catalogue): no header, or a token
 * that is not valid (any more), is a guest, as public endpoints ignore the header.
 */
export async function optionalUserId(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<number | null> {
  if (!request.headers.authorization) return null;
  try {
    return (await authenticate(ctx, request)).userId;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}
