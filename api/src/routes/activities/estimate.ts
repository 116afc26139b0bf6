import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { offices, profiles } from '../../db/schema';
import type { RoleFamily } from '../../domain/activity-rules';
import { roleFamily } from '../../domain/activity-rules';
import { ValidationError, hasErrors } from '../../lib/errors';
import { optionalUser } from '../../lib/authenticate';
import { MSG } from '../../lib/messages';
import { estimateSkills } from '../../services/activities/estimate';
import { audienceOf } from '../lookups/audience';

async function defaultFamily(ctx: AppContext, userId: number | null): Promise<RoleFamily> {
  if (userId === null) return 'lawyer';
  const [profile] = await ctx.db
    .select({ type: profiles.type })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return profile ? roleFamily(profile.type) : 'lawyer';
}

const officeIdParam = z
  .string()
  .optional()
  .transform((raw, check) => {
    const value = raw?.trim();
    if (value && /^\d{1,9}$/.test(value)) return Number(value);
    check.addIssue({ code: 'custom', message: value ? MSG.invalidInteger : MSG.required });
    return z.NEVER;
  })
  .meta({ description: "L'ufficio giudiziario della richiesta." });

const EstimateQuery = z.object({
  office_id: officeIdParam,
  role: z
    .string()
    .optional()
    .transform((raw, check) => {
      const value = raw?.trim();
      if (!value) return undefined;
      const audience = audienceOf(value);
      if (audience === null) check.addIssue({ code: 'custom', message: MSG.invalidChoice });
      return audience ?? z.NEVER;
    })
    .meta({
      description:
        "Il ruolo di chi chiede (lawyer, established, practicing, qualified, accountant); senza, quello dell'utente collegato o lawyer.",
      enum: ['lawyer', 'established', 'practicing', 'qualified', 'accountant'],
    }),
});

const EstimateSkill = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'EstimateItem' });

export function registerEstimateRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Public (the guest request wizard picks the skill before signing up); a plain array. An
  // unknown office is reported together with the query's own errors (attachValidation).
  api.get(
    '/api/demands/estimate/',
    {
      attachValidation: true,
      schema: {
        summary: "Le competenze che i colleghi della città dell'ufficio possono coprire",
        tags: ['Incarichi'],
        querystring: EstimateQuery,
        response: { 200: z.array(EstimateSkill) },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid && !(invalid instanceof ValidationError)) throw invalid;
      const errors = { ...invalid?.errors };
      // The office id as read, also when another parameter was refused.
      const sent = invalid
        ? officeIdParam.safeParse((request.query as { office_id?: unknown }).office_id)
        : { success: true as const, data: request.query.office_id };
      const officeId = !errors.office_id && sent.success ? sent.data : null;
      const [office] =
        officeId === null
          ? []
          : await ctx.db
              .select({ cityId: offices.cityId })
              .from(offices)
              .where(eq(offices.id, officeId));
      if (officeId !== null && !office) errors.office_id = [MSG.demandOffice];
      if (hasErrors(errors) || !office) throw new ValidationError(errors);
      const userId = await optionalUser(ctx, request);
      const family = request.query.role ?? (await defaultFamily(ctx, userId));
      return estimateSkills(ctx.db, {
        cityId: office.cityId,
        family,
        excludeUserId: userId,
        now: ctx.clock(),
      });
    },
  );
}
