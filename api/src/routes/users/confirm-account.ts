import { FISCAL_CODE_LENGTH, isFiscalCode, normalizeFiscalCode } from '@colleghi/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ROLES, profiles, users } from '../../db/schema';
import type { Role } from '../../db/schema';
import { fiscalCodeMatchesNames } from '../../domain/fiscal-code';
import { sessionOf } from '../../lib/authenticate';
import { ValidationError, addError, detailError, hasErrors } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { strictObject } from '../../lib/schema/fields';
import { NAME_MAX, schemaErrors, validFields } from '../../lib/schema/users-fields';
import { loadUserJson } from '../../serializers/user';
import { SUB_MSG } from '../../services/subscriptions/messages';
import { User } from './user-response';

/** Required text with the purchase form's own "required" message. */
function formText(max: number) {
  const blank = (input: unknown) => input === undefined || input === null || input === '';
  return z
    .string({ error: (issue) => (blank(issue.input) ? SUB_MSG.required : MSG.invalidText) })
    .trim()
    .min(1, { error: SUB_MSG.required })
    .max(max, { error: MSG.maxLength(max) });
}

const shape = {
  first_name: formText(NAME_MAX),
  last_name: formText(NAME_MAX),
  /** 16 characters of the personal pattern; that it matches the names is checked after. */
  fiscal_code: formText(32).transform((raw, check) => {
    const compact = normalizeFiscalCode(raw);
    const message =
      compact.length !== FISCAL_CODE_LENGTH
        ? SUB_MSG.fiscalCodeLength
        : isFiscalCode(compact)
          ? null
          : SUB_MSG.fiscalCodeCheck;
    if (!message) return compact;
    check.addIssue({ code: 'custom', message });
    return z.NEVER;
  }),
  type: formText(20)
    .refine((raw): raw is Role => (ROLES as readonly string[]).includes(raw), { error: MSG.role })
    .meta({ enum: [...ROLES] }) as unknown as z.ZodType<Role, string>,
};
const ConfirmBody = strictObject(shape);

/**
 * POST users/confirm-account/ { first_name, last_name, fiscal_code, type }: the data checked
 * before buying. The fiscal code must be 16 characters, of the personal pattern, and match the
 * names; the role follows the usual rule (accountant ↔ lawyer roles cannot switch).
 */
export function registerConfirmAccountRoute(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/users/confirm-account/',
    {
      schema: {
        summary: "Conferma dei dati dell'account prima dell'acquisto",
        tags: ['Profilo'],
        security: TOKEN_AUTH,
        body: ConfirmBody,
        response: { 200: User },
      },
      // The checks against the names and the stored role answer with the format errors.
      attachValidation: true,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const refused = request.validationError;
      const errors = schemaErrors(refused);
      const valid = refused ? validFields(shape, request.body) : request.body;
      const { first_name: firstName, last_name: lastName, fiscal_code: fiscalCode } = valid;
      if (fiscalCode && firstName && lastName) {
        if (!fiscalCodeMatchesNames(fiscalCode, firstName, lastName)) {
          addError(errors, ['fiscal_code'], SUB_MSG.fiscalCodeCheck);
        }
      }
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
      if (!profile) throw detailError(404, MSG.notFound);
      const type = valid.type;
      if (
        type &&
        type !== profile.type &&
        (type === 'ACCOUNTANT' || profile.type === 'ACCOUNTANT')
      ) {
        addError(errors, ['type'], MSG.roleChange);
      }
      if (refused || hasErrors(errors)) throw new ValidationError(errors);
      const body = request.body;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            firstName: body.first_name,
            lastName: body.last_name,
            fiscalCode: body.fiscal_code,
          })
          .where(eq(users.id, userId));
        await tx.update(profiles).set({ type: body.type }).where(eq(profiles.userId, userId));
      });
      const user = await loadUserJson(ctx.db, userId, ctx.clock());
      if (!user) throw detailError(404, MSG.notFound);
      return user;
    },
  );
}
