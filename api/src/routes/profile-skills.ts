import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { lockUser } from '../db/locks';
import { customSkills, profileSkills } from '../db/schema';
import { sessionOf } from '../lib/authenticate';
import { isPlainObject } from '../lib/schema/fields';
import { HttpError, detailError } from '../lib/errors';
import { MSG } from '../lib/messages';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { nullableText, requiredText, strictObject } from '../lib/schema/fields';
import { formObject } from '../lib/schema/users-fields';
import { CustomSkill } from './users/user-response';
import { activeSubscriptions, flagsOf } from '../services/subscriptions/active';
import { loadCatalog, pathId } from '../services/subscriptions/catalog';
import { SUB_MSG } from '../services/subscriptions/messages';

type CustomSkillRow = typeof customSkills.$inferSelect;

const DESCRIPTION_MAX = 1000;

function customSkillJson(row: CustomSkillRow) {
  return { id: row.id, name: row.name, description: row.description, payment: row.payment };
}

async function flagsFor(ctx: AppContext, userId: number) {
  const catalog = await loadCatalog(ctx.db);
  const active = await activeSubscriptions(ctx.db, userId, ctx.clock());
  return { flags: flagsOf(active, catalog), active, catalog };
}

async function assertGold(ctx: AppContext, userId: number) {
  const { flags } = await flagsFor(ctx, userId);
  if (!flags.isGold) throw detailError(403, SUB_MSG.goldOnly);
}

/** { description }: must be sent, null or blank clears it. */
const DescriptionBody = formObject(
  { description: nullableText({ max: DESCRIPTION_MAX }) },
  z.superRefine<unknown>(
    (data, check) => {
      if (isPlainObject(data) && !('description' in data)) {
        check.addIssue({ code: 'custom', message: MSG.required, path: ['description'] });
      }
    },
    { when: () => true },
  ),
);

const CustomSkillBody = strictObject({ name: requiredText({ max: 200 }) }, [
  'id',
  'description',
  'payment',
]);

const SkillDescription = z.object({ id: z.number().int(), description: z.string().nullable() });

const TAGS = ['Profilo'];

/** Per-user skill descriptions (Gold) and descriptive qualifications (custom skills). */
export function registerProfileSkillRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/profile-skills/:skillId/description/',
    {
      schema: {
        summary: 'Descrizione di una propria competenza (Gold)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: z.object({ skillId: z.string() }),
        body: DescriptionBody,
        response: { 200: SkillDescription },
      },
      // Without Gold the answer is 403 whatever the body: the body is checked after.
      attachValidation: true,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const skillId = pathId(request.params.skillId);
      await assertGold(ctx, userId);
      if (request.validationError) throw request.validationError;
      const description = request.body.description ?? null;
      const [row] = await ctx.db
        .update(profileSkills)
        .set({ description })
        .where(and(eq(profileSkills.userId, userId), eq(profileSkills.skillId, skillId)))
        .returning();
      if (!row) throw detailError(404, MSG.notFound);
      return { id: row.skillId, description: row.description };
    },
  );

  // One qualification per slot: qualify variants' numbers, plus one for Gold.
  api.post(
    '/api/profile-custom-skills/',
    {
      schema: {
        summary: 'Nuova qualifica descrittiva (una per posto disponibile)',
        tags: TAGS,
        security: TOKEN_AUTH,
        body: CustomSkillBody,
        response: { 201: CustomSkill },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const { name } = request.body;
      const { flags, active, catalog } = await flagsFor(ctx, userId);
      const granting = active.find((row) => {
        const type = catalog.byId.get(row.paymentTypeId);
        return type && (type.row.type === 'qualify' || type.grants.has('gold'));
      });
      const created = await ctx.db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const [{ used }] = await tx
          .select({ used: count() })
          .from(customSkills)
          .where(eq(customSkills.userId, userId));
        if (used >= flags.customSkillsCount) return null;
        const [row] = await tx
          .insert(customSkills)
          .values({ userId, name, payment: granting?.id ?? null })
          .returning();
        return row;
      });
      if (!created) throw new HttpError(400, { detail: SUB_MSG.noCustomSlot });
      return reply.code(201).send(customSkillJson(created));
    },
  );

  api.delete(
    '/api/profile-custom-skills/:id/',
    {
      schema: {
        summary: 'Elimina una propria qualifica descrittiva',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: z.object({ id: z.string() }),
        response: { 204: z.null().meta({ description: 'Eliminata.' }) },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const deleted = await ctx.db
        .delete(customSkills)
        .where(and(eq(customSkills.id, pathId(request.params.id)), eq(customSkills.userId, userId)))
        .returning({ id: customSkills.id });
      if (deleted.length === 0) throw detailError(404, MSG.notFound);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/profile-custom-skills/:id/description/',
    {
      schema: {
        summary: 'Descrizione di una propria qualifica descrittiva (Gold)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: z.object({ id: z.string() }),
        body: DescriptionBody,
        response: { 200: CustomSkill },
      },
      // 404 for another's qualification, 403 without Gold, whatever the body: checked after.
      attachValidation: true,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const id = pathId(request.params.id);
      const [own] = await ctx.db
        .select()
        .from(customSkills)
        .where(and(eq(customSkills.id, id), eq(customSkills.userId, userId)));
      if (!own) throw detailError(404, MSG.notFound);
      await assertGold(ctx, userId);
      if (request.validationError) throw request.validationError;
      const description = request.body.description ?? null;
      const [row] = await ctx.db
        .update(customSkills)
        .set({ description })
        .where(eq(customSkills.id, id))
        .returning();
      return customSkillJson(row);
    },
  );
}
