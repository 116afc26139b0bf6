import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HANDOFF_PURPOSES } from '../../db/schema';
import type { HandoffPurpose } from '../../db/schema';
import { authenticate } from '../../lib/authenticate';
import { BodyReader } from '../../lib/body-reader';
import { ValidationError, nonFieldError } from '../../lib/errors';
import type { HandoffBinding } from '../../lib/handoff';
import { consumeHandoff, createHandoff } from '../../lib/handoff';
import { MSG } from '../../lib/messages';
import { createToken, findTokenUser, keyDigest } from '../../lib/tokens';
import { loadCatalog } from '../../services/subscriptions/catalog';
import { SUB_MSG } from '../../services/subscriptions/messages';

/**
 * The binding fields, the same in both calls: `purpose` and, for `subscription-activate`, the
 * `subscription_id` of the activation URL (the payment type bought).
 */
function readBinding(body: BodyReader): Partial<HandoffBinding> {
  const purpose = body.text('purpose', { required: true, max: 64 });
  if (purpose && !(HANDOFF_PURPOSES as readonly string[]).includes(purpose)) {
    body.error('purpose', MSG.invalidChoice);
  }
  const subscriptionId = body.id('subscription_id', {
    required: true,
    unknown: SUB_MSG.paymentType,
  });
  return {
    purpose: purpose && !body.fieldHasError('purpose') ? (purpose as HandoffPurpose) : undefined,
    subject: subscriptionId ? String(subscriptionId) : undefined,
  };
}

const complete = (binding: Partial<HandoffBinding>): binding is HandoffBinding =>
  binding.purpose !== undefined && binding.subject !== undefined;

/** The caller's own live key and user, when the request carries one (a public route). */
async function callerSession(ctx: AppContext, request: FastifyRequest) {
  const [scheme, key] = (request.headers.authorization ?? '').trim().split(/\s+/);
  const tokenDigest = scheme?.toLowerCase() === 'token' && key ? keyDigest(key) : null;
  if (!tokenDigest) return null;
  const userId = await findTokenUser(ctx.db, tokenDigest, ctx.clock(), ctx.sessions);
  return userId === null ? null : { key, userId };
}

export function registerHandoffRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A token for a URL that leaves the app (the PayPal return, the bank transfer activation
  // link) instead of the session key: short-lived, single-use, bound to that activation.
  app.post('/api/auth/handoff/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['purpose', 'subscription_id']);
    const binding = readBinding(body);
    if (binding.subject !== undefined) {
      const catalog = await loadCatalog(ctx.db);
      if (!catalog.byId.has(Number(binding.subject))) {
        body.error('subscription_id', SUB_MSG.paymentType);
      }
    }
    body.throwIfErrors();
    if (!complete(binding)) throw nonFieldError(MSG.badRequest);
    const { token, expiresAt } = await createHandoff(
      ctx.db,
      userId,
      binding,
      ctx.clock(),
      ctx.handoffTtlMs,
    );
    return reply.code(201).send({ token, expires_at: expiresAt.toISOString() });
  });

  // Public: the token is the credential. Answers a session key like login; a caller already
  // signed in as the token's user gets its own key back (no second session).
  app.post('/api/auth/handoff/exchange/', async (request) => {
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['token', 'purpose', 'subscription_id']);
    const token = body.text('token', { required: true, max: 128 });
    const binding = readBinding(body);
    body.throwIfErrors();
    if (!token || !complete(binding)) throw nonFieldError(MSG.badRequest);

    const caller = await callerSession(ctx, request);
    const now = ctx.clock();
    const key = await ctx.db.transaction(async (tx) => {
      const userId = await consumeHandoff(tx, token, binding, now);
      if (userId === null) return null;
      if (caller?.userId === userId) return caller.key;
      return createToken(tx, userId, now);
    });
    if (!key) throw new ValidationError({ token: [MSG.handoffInvalid] });
    return { key };
  });
}
