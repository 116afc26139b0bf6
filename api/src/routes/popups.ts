import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { popupViews } from '../db/schema';
import { sessionOf } from '../lib/authenticate';
import { MSG } from '../lib/messages';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { intChoice, strictObject } from '../lib/schema/fields';
import { POPUP_IDS } from '../serializers/user';

const PopupStatus = z.object({
  popup_id: z.number().int(),
  seen: z.boolean(),
});

export function registerPopupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/popups/has-seen-popup/',
    {
      schema: {
        summary: 'Se il popup indicato è già stato visto',
        tags: ['Popup'],
        security: TOKEN_AUTH,
        querystring: z.object({
          popup_id: z
            .string()
            .optional()
            .transform((raw, check) => {
              const popupId = raw === undefined || raw === '' ? NaN : Number(raw);
              if ((POPUP_IDS as readonly number[]).includes(popupId)) return popupId;
              check.addIssue({ code: 'custom', message: raw ? MSG.popupId : MSG.required });
              return z.NEVER;
            }),
        }),
        response: { 200: PopupStatus },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const popupId = request.query.popup_id;
      const rows = await ctx.db
        .select({ popupId: popupViews.popupId })
        .from(popupViews)
        .where(and(eq(popupViews.userId, userId), eq(popupViews.popupId, popupId)))
        .limit(1);
      return { popup_id: popupId, seen: rows.length > 0 };
    },
  );

  api.post(
    '/api/popups/seen/',
    {
      schema: {
        summary: 'Segna un popup come visto',
        tags: ['Popup'],
        security: TOKEN_AUTH,
        body: strictObject({ popup_id: intChoice(POPUP_IDS, MSG.popupId) }),
        response: { 201: PopupStatus },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const popupId = request.body.popup_id;
      // Marking twice is fine: the first time is the one that counts.
      await ctx.db
        .insert(popupViews)
        .values({ userId, popupId, createdAt: ctx.clock() })
        .onConflictDoNothing();
      return reply.code(201).send({ popup_id: popupId, seen: true });
    },
  );
}
