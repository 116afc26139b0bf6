import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { tokenSession } from '../../lib/authenticate';

/**
 * The signed-in user for endpoints guests may call too (the catalogue): no header, or a token
 * that is not valid (any more), is a guest, as public endpoints ignore the header.
 */
export async function optionalUserId(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<number | null> {
  return (await tokenSession(ctx, request))?.userId ?? null;
}
