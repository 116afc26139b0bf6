import { FISCAL_CODE_LENGTH, isFiscalCode, normalizeFiscalCode } from '@colleghi/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ROLES, profiles, users } from '../../db/schema';
import type { Role } from '../../db/schema';
import { fiscalCodeMatchesNames } from '../../domain/fiscal-code';
import { authenticate } from '../../lib/authenticate';
import { BodyReader } from '../../lib/body-reader';
import { ValidationError, detailError } from '../../lib/errors';
import type { ErrorTree } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { loadUserJson } from '../../serializers/user';
import { SUB_MSG } from '../../services/subscriptions/messages';
import { NAME_MAX } from '../../services/user-fields';

function requiredText(body: BodyReader, key: string, errors: ErrorTree, max: number) {
  const value = body.data[key];
  if (typeof value !== 'string' || value.trim() === '') {
    errors[key] = [
      value === undefined || value === null || value === '' ? SUB_MSG.required : MSG.invalidText,
    ];
    return null;
  }
  if (value.trim().length > max) {
    errors[key] = [MSG.maxLength(max)];
    return null;
  }
  return value.trim();
}

/**
 * POST users/confirm-account/ { first_name, last_name, fiscal_code, type }: the data checked
 * before buying. The fiscal code must be 16 characters, of the personal pattern, and match the
 * names; the role follows the usual rule (accountant ↔ lawyer roles cannot switch).
 */
export function registerConfirmAccountRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/users/confirm-account/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['first_name', 'last_name', 'fiscal_code', 'type']);
    const errors: ErrorTree = body.errors();
    const firstName = requiredText(body, 'first_name', errors, NAME_MAX);
    const lastName = requiredText(body, 'last_name', errors, NAME_MAX);
    const rawCode = requiredText(body, 'fiscal_code', errors, 32);
    const type = requiredText(body, 'type', errors, 20);
    let fiscalCode: string | null = null;
    if (rawCode) {
      const compact = normalizeFiscalCode(rawCode);
      if (compact.length !== FISCAL_CODE_LENGTH) errors.fiscal_code = [SUB_MSG.fiscalCodeLength];
      else {
        fiscalCode = isFiscalCode(compact) ? compact : null;
        const matches =
          fiscalCode && firstName && lastName
            ? fiscalCodeMatchesNames(fiscalCode, firstName, lastName)
            : Boolean(fiscalCode);
        if (!fiscalCode || !matches) errors.fiscal_code = [SUB_MSG.fiscalCodeCheck];
      }
    }
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
    if (!profile) throw detailError(404, MSG.notFound);
    if (type && !(ROLES as readonly string[]).includes(type)) errors.type = [MSG.role];
    else if (
      type &&
      type !== profile.type &&
      (type === 'ACCOUNTANT' || profile.type === 'ACCOUNTANT')
    ) {
      errors.type = [MSG.roleChange];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          firstName: firstName as string,
          lastName: lastName as string,
          fiscalCode: fiscalCode as string,
        })
        .where(eq(users.id, userId));
      await tx
        .update(profiles)
        .set({ type: type as Role })
        .where(eq(profiles.userId, userId));
    });
    return loadUserJson(ctx.db, userId, ctx.clock());
  });
}
