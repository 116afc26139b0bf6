import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { popupViews } from '../db/schema';
import { authenticate } from '../lib/authenticate';
import { BodyReader } from '../lib/body-reader';
import { ValidationError } from '../lib/errors';
import { MSG } from '../lib/messages';
import { queryParam } from '../lib/pagination';
import { POPUP_IDS } from '../serializers/user';

function isPopupId(value: unknown): value is number {
  return typeof value === 'number' && (POPUP_IDS as readonly number[]).includes(value);
}

export function registerPopupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/popups/has-seen-popup/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const raw = queryParam(request.query, 'popup_id');
    const popupId = raw === undefined || raw === '' ? NaN : Number(raw);
    if (!isPopupId(popupId)) {
      throw new ValidationError({ popup_id: [raw ? MSG.popupId : MSG.required] });
    }
    const rows = await ctx.db
      .select({ popupId: popupViews.popupId })
      .from(popupViews)
      .where(and(eq(popupViews.userId, userId), eq(popupViews.popupId, popupId)))
      .limit(1);
    return { popup_id: popupId, seen: rows.length > 0 };
  });

  app.post('/api/popups/seen/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const body = BodyReader.fromBody(request.body);
    body.allowOnly(['popup_id']);
    const popupId = body.intChoice('popup_id', POPUP_IDS, {
      required: true,
      message: MSG.popupId,
    });
    body.throwIfErrors();
    if (!isPopupId(popupId)) throw new ValidationError({ popup_id: [MSG.popupId] });
    // Marking twice is fine: the first time is the one that counts.
    await ctx.db
      .insert(popupViews)
      .values({ userId, popupId, createdAt: ctx.clock() })
      .onConflictDoNothing();
    return reply.code(201).send({ popup_id: popupId, seen: true });
  });
}
