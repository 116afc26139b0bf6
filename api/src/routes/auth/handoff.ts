import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HANDOFF_PURPOSES } from '../../db/schema';
import type { HandoffPurpose } from '../../db/schema';
import { holdLiveSession, optionalSession, sessionOf } from '../../lib/authenticate';
import { ValidationError, addError, hasErrors } from '../../lib/errors';
import type { HandoffBinding } from '../../lib/handoff';
import { consumeHandoff, createHandoff } from '../../lib/handoff';
import { MSG } from '../../lib/messages';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { requiredText, rowId, strictObject } from '../../lib/schema/fields';
import { schemaErrors, validFields } from '../../lib/schema/users-fields';
import { createToken } from '../../lib/tokens';
import { loadCatalog } from '../../services/subscriptions/catalog';
import { SUB_MSG } from '../../services/subscriptions/messages';
import { KeyResponse } from './register';

/**
 * The binding fields, the same in both calls: `purpose` and, for `subscription-activate`, the
 * `subscription_id` of the activation URL (the payment type bought).
 */
const bindingShape = {
  purpose: requiredText({ max: 64 })
    .refine((raw): raw is HandoffPurpose => (HANDOFF_PURPOSES as readonly string[]).includes(raw), {
      error: MSG.invalidChoice,
    })
    .meta({ enum: [...HANDOFF_PURPOSES] }) as unknown as z.ZodType<HandoffPurpose, string>,
  subscription_id: rowId(SUB_MSG.paymentType),
};
const HandoffBody = strictObject(bindingShape);
const ExchangeBody = strictObject({ token: requiredText({ max: 128 }), ...bindingShape });

const binding = (body: { purpose: HandoffPurpose; subscription_id: number }): HandoffBinding => ({
  purpose: body.purpose,
  subject: String(body.subscription_id),
});

const HandoffResponse = z.object({
  token: z.string(),
  expires_at: z.string().meta({ format: 'date-time' }),
});

export function registerHandoffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A token for a URL that leaves the app (the PayPal return, the bank transfer activation
  // link) instead of the session key: short-lived, single-use, bound to that activation.
  api.post(
    '/api/auth/handoff/',
    {
      schema: {
        summary: "Token monouso per un indirizzo che esce dall'app (attivazione)",
        tags: ['Autenticazione'],
        security: TOKEN_AUTH,
        body: HandoffBody,
        response: { 201: HandoffResponse },
      },
      // The payment type must exist: that answer comes with the format errors.
      attachValidation: true,
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { userId } = session;
      const refused = request.validationError;
      const errors = schemaErrors(refused);
      const valid = refused ? validFields(bindingShape, request.body) : request.body;
      if (valid.subscription_id !== undefined) {
        const catalog = await loadCatalog(ctx.db);
        if (!catalog.byId.has(valid.subscription_id)) {
          addError(errors, ['subscription_id'], SUB_MSG.paymentType);
        }
      }
      if (refused || hasErrors(errors)) throw new ValidationError(errors);
      const { token, expiresAt } = await ctx.db.transaction(async (tx) => {
        // Not for a session a password reset or change has ended since it was authenticated.
        await holdLiveSession(tx, session);
        return createHandoff(tx, userId, binding(request.body), ctx.clock(), ctx.handoffTtlMs);
      });
      return reply.code(201).send({ token, expires_at: expiresAt.toISOString() });
    },
  );

  // Public: the token is the credential. Answers a session key like login; a caller already
  // signed in as the token's user gets its own key back (no second session).
  api.post(
    '/api/auth/handoff/exchange/',
    {
      schema: {
        summary: 'Scambio del token monouso con una chiave di sessione',
        tags: ['Autenticazione'],
        body: ExchangeBody,
        response: { 200: KeyResponse },
      },
    },
    async (request) => {
      const { token } = request.body;
      const caller = await optionalSession(ctx, request);
      const now = ctx.clock();
      const key = await ctx.db.transaction(async (tx) => {
        const userId = await consumeHandoff(tx, token, binding(request.body), now);
        if (userId === null) return null;
        if (caller?.userId === userId) return caller.key;
        return createToken(tx, userId, now);
      });
      if (!key) throw new ValidationError({ token: [MSG.handoffInvalid] });
      return { key };
    },
  );
}
