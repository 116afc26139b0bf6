import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { offices, profiles } from '../../db/schema';
import type { RoleFamily } from '../../domain/activity-rules';
import { roleFamily } from '../../domain/activity-rules';
import { ValidationError } from '../../lib/errors';
import type { ErrorTree } from '../../lib/errors';
import { optionalUser } from '../../lib/authenticate';
import { MSG } from '../../lib/messages';
import { queryParam } from '../../lib/pagination';
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

export function registerEstimateRoute(app: FastifyInstance, ctx: AppContext): void {
  // Public (the guest request wizard picks the skill before signing up); a plain array.
  app.get('/api/demands/estimate/', async (request) => {
    const errors: ErrorTree = {};
    const rawOffice = queryParam(request.query, 'office_id')?.trim();
    const officeId = rawOffice && /^\d{1,9}$/.test(rawOffice) ? Number(rawOffice) : null;
    if (!rawOffice) errors.office_id = [MSG.required];
    else if (officeId === null) errors.office_id = [MSG.invalidInteger];
    const rawRole = queryParam(request.query, 'role')?.trim();
    const audience = rawRole ? audienceOf(rawRole) : undefined;
    if (audience === null) errors.role = [MSG.invalidChoice];
    const [office] =
      officeId === null
        ? []
        : await ctx.db
            .select({ cityId: offices.cityId })
            .from(offices)
            .where(eq(offices.id, officeId));
    if (officeId !== null && !office) errors.office_id = [MSG.demandOffice];
    if (Object.keys(errors).length > 0 || !office) throw new ValidationError(errors);
    const userId = await optionalUser(ctx, request);
    const family = audience ?? (await defaultFamily(ctx, userId));
    return estimateSkills(ctx.db, {
      cityId: office.cityId,
      family,
      excludeUserId: userId,
      now: ctx.clock(),
    });
  });
}
