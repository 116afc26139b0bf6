import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { professionalStatements, profiles } from '../../db/schema';
import { centsToDecimal } from '@colleghi/rules';
import { optionalUser, sessionOf } from '../../lib/authenticate';
import { HttpError, ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { queryParam } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { requiredBool, strictObject } from '../../lib/schema/fields';
import { queryText } from '../../lib/schema/query';
import { cityJson } from '../../serializers/lookups';
import { paymentTypeJson } from '../../serializers/subscription';
import {
  MAX_PURCHASED_SKILLS,
  activeSubscriptions,
  flagsOf,
} from '../../services/subscriptions/active';
import {
  cityMonthlyCents,
  findCity,
  loadCatalog,
  pathId,
} from '../../services/subscriptions/catalog';
import {
  couponProblem,
  couponResultJson,
  findGuessedCoupon,
} from '../../services/subscriptions/coupons';
import { SUB_MSG } from '../../services/subscriptions/messages';
import { CityPrice, CouponResult, PaymentType, pathIdParam } from './schemas';

const TAGS = ['Abbonamenti'];

const StatementBody = strictObject({
  statement: requiredBool().refine((value) => value, { error: SUB_MSG.statementMustBeTrue }),
});

async function cityPrice(ctx: AppContext, typeId: number, cityId: number) {
  const catalog = await loadCatalog(ctx.db);
  const type = catalog.byId.get(typeId);
  const city = await findCity(ctx.db, cityId);
  if (!type || !city) throw detailError(404, MSG.notFound);
  const monthly = (await cityMonthlyCents(ctx.db, typeId, cityId)) ?? type.row.monthlyCents;
  return { city: cityJson(city), price: centsToDecimal(monthly), typeId };
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/payment-types/info/',
    {
      schema: {
        summary: 'Catalogo degli abbonamenti (con o senza accesso)',
        tags: TAGS,
        response: {
          200: z.object({
            results: z.array(PaymentType),
            additional_skills_buyable: z.boolean(),
          }),
        },
      },
    },
    async (request) => {
      const userId = await optionalUser(ctx, request);
      const catalog = await loadCatalog(ctx.db);
      let buyable = true;
      if (userId !== null) {
        const active = await activeSubscriptions(ctx.db, userId, ctx.clock());
        buyable = flagsOf(active, catalog).purchasedSkills < MAX_PURCHASED_SKILLS;
      }
      return { results: catalog.types.map(paymentTypeJson), additional_skills_buyable: buyable };
    },
  );

  api.get(
    '/api/payment-types/:id/city/:cityId/',
    {
      schema: {
        summary: 'Prezzo mensile di un abbonamento in una città',
        tags: TAGS,
        params: z.object({ id: pathIdParam(), cityId: pathIdParam() }),
        response: { 200: CityPrice },
      },
    },
    async (request) => {
      const { city, price } = await cityPrice(
        ctx,
        pathId(request.params.id),
        pathId(request.params.cityId),
      );
      return { city, price };
    },
  );

  api.get(
    '/api/payment-variants/professional-city/:cityId/',
    {
      schema: {
        summary: 'Prezzo mensile di Professional in una città',
        tags: TAGS,
        params: z.object({ cityId: pathIdParam() }),
        response: { 200: CityPrice.extend({ payment_type_id: z.number().int() }) },
      },
    },
    async (request) => {
      const catalog = await loadCatalog(ctx.db);
      const professional = catalog.types.find((t) => t.row.type === 'professional');
      if (!professional) throw detailError(404, MSG.notFound);
      const { city, price } = await cityPrice(
        ctx,
        professional.row.id,
        pathId(request.params.cityId),
      );
      return { city, price, payment_type_id: professional.row.id };
    },
  );

  // The statement "I am a lawyer or a trainee lawyer", needed before buying professional.
  api.post(
    '/api/payment-variants/professional-form/',
    {
      schema: {
        summary: 'Dichiarazione di essere avvocato o praticante (per Professional)',
        tags: TAGS,
        security: TOKEN_AUTH,
        body: StatementBody,
        response: { 200: z.object({ statement_at: z.string() }) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const [profile] = await ctx.db
        .select({ type: profiles.type })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (!profile || profile.type === 'ACCOUNTANT') {
        throw new ValidationError({ non_field_errors: [SUB_MSG.statementAccountant] });
      }
      await ctx.db
        .insert(professionalStatements)
        .values({ userId, statementAt: ctx.clock() })
        .onConflictDoNothing();
      const [row] = await ctx.db
        .select()
        .from(professionalStatements)
        .where(eq(professionalStatements.userId, userId));
      return { statement_at: row.statementAt.toISOString() };
    },
  );

  api.get(
    '/api/coupon-codes/:code/validate/:typeId/',
    {
      schema: {
        summary: 'Verifica un codice sconto per un abbonamento',
        tags: TAGS,
        params: z.object({ code: z.string(), typeId: pathIdParam() }),
        querystring: z.object({
          plan_id: queryText('Il piano scelto: il codice deve valere anche per esso.'),
        }),
        response: { 200: CouponResult },
      },
    },
    async (request) => {
      const typeId = pathId(request.params.typeId);
      const catalog = await loadCatalog(ctx.db);
      if (!catalog.byId.has(typeId)) throw detailError(404, MSG.notFound);
      const rawPlan = queryParam(request.query, 'plan_id')?.trim();
      const planId = rawPlan && /^\d{1,9}$/.test(rawPlan) ? Number(rawPlan) : null;
      const coupon = await findGuessedCoupon(ctx, request.params.code, [
        { scope: 'coupon-ip', key: request.ip, rule: ctx.rateLimit.couponIp },
      ]);
      const planOfType = planId === null || catalog.plans.get(planId)?.paymentTypeId === typeId;
      const problem =
        couponProblem(coupon, typeId, planId, ctx.clock()) ??
        (planOfType ? null : SUB_MSG.couponWrongPlan);
      if (problem || !coupon) throw new HttpError(400, { message: problem });
      return couponResultJson(coupon);
    },
  );
}
