import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { lockUser } from '../db/locks';
import { customSkills, profileSkills } from '../db/schema';
import { authenticate } from '../lib/authenticate';
import { BodyReader } from '../lib/body-reader';
import { HttpError, detailError } from '../lib/errors';
import { MSG } from '../lib/messages';
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

function readDescription(raw: unknown): string | null {
  const body = BodyReader.fromBody(raw);
  body.allowOnly(['description']);
  if (!('description' in body.data)) body.error('description', MSG.required);
  const description = body.text('description', { nullable: true, max: DESCRIPTION_MAX });
  body.throwIfErrors();
  return description ?? null;
}

/** Per-user skill descriptions (Gold) and descriptive qualifications (custom skills). */
export function registerProfileSkillRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { skillId: string } }>(
    '/api/profile-skills/:skillId/description/',
    async (request) => {
      const { userId } = await authenticate(ctx, request);
      const skillId = pathId(request.params.skillId);
      await assertGold(ctx, userId);
      const description = readDescription(request.body);
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
  app.post('/api/profile-custom-skills/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['name'], ['id', 'description', 'payment']);
    const name = body.text('name', { required: true, max: 200 });
    body.throwIfErrors();
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
        .values({ userId, name: name as string, payment: granting?.id ?? null })
        .returning();
      return row;
    });
    if (!created) throw new HttpError(400, { detail: SUB_MSG.noCustomSlot });
    return reply.code(201).send(customSkillJson(created));
  });

  app.delete<{ Params: { id: string } }>(
    '/api/profile-custom-skills/:id/',
    async (request, reply) => {
      const { userId } = await authenticate(ctx, request);
      const deleted = await ctx.db
        .delete(customSkills)
        .where(and(eq(customSkills.id, pathId(request.params.id)), eq(customSkills.userId, userId)))
        .returning({ id: customSkills.id });
      if (deleted.length === 0) throw detailError(404, MSG.notFound);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/profile-custom-skills/:id/description/',
    async (request) => {
      const { userId } = await authenticate(ctx, request);
      const id = pathId(request.params.id);
      const [own] = await ctx.db
        .select()
        .from(customSkills)
        .where(and(eq(customSkills.id, id), eq(customSkills.userId, userId)));
      if (!own) throw detailError(404, MSG.notFound);
      await assertGold(ctx, userId);
      const description = readDescription(request.body);
      const [row] = await ctx.db
        .update(customSkills)
        .set({ description })
        .where(eq(customSkills.id, id))
        .returning();
      return customSkillJson(row);
    },
  );
}
