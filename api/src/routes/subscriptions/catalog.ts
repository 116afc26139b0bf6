import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { professionalStatements, profiles } from '../../db/schema';
import { centsToDecimal } from '@colleghi/rules';
import { authenticate, optionalUser } from '../../lib/authenticate';
import { BodyReader } from '../../lib/body-reader';
import { HttpError, ValidationError, detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { queryParam } from '../../lib/pagination';
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

async function cityPrice(ctx: AppContext, typeId: number, cityId: number) {
  const catalog = await loadCatalog(ctx.db);
  const type = catalog.byId.get(typeId);
  const city = await findCity(ctx.db, cityId);
  if (!type || !city) throw detailError(404, MSG.notFound);
  const monthly = (await cityMonthlyCents(ctx.db, typeId, cityId)) ?? type.row.monthlyCents;
  return { city: cityJson(city), price: centsToDecimal(monthly), typeId };
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/payment-types/info/', async (request) => {
    const userId = await optionalUser(ctx, request);
    const catalog = await loadCatalog(ctx.db);
    let buyable = true;
    if (userId !== null) {
      const active = await activeSubscriptions(ctx.db, userId, ctx.clock());
      buyable = flagsOf(active, catalog).purchasedSkills < MAX_PURCHASED_SKILLS;
    }
    return { results: catalog.types.map(paymentTypeJson), additional_skills_buyable: buyable };
  });

  app.get<{ Params: { id: string; cityId: string } }>(
    '/api/payment-types/:id/city/:cityId/',
    async (request) => {
      const { city, price } = await cityPrice(
        ctx,
        pathId(request.params.id),
        pathId(request.params.cityId),
      );
      return { city, price };
    },
  );

  app.get<{ Params: { cityId: string } }>(
    '/api/payment-variants/professional-city/:cityId/',
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
  app.post('/api/payment-variants/professional-form/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['statement']);
    const statement = body.bool('statement', { required: true });
    if (statement === false) body.error('statement', SUB_MSG.statementMustBeTrue);
    body.throwIfErrors();
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
  });

  app.get<{ Params: { code: string; typeId: string } }>(
    '/api/coupon-codes/:code/validate/:typeId/',
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
