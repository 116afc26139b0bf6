import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { eventsJson } from '../../serializers/event';
import { feedEvents } from '../../services/agenda/feed';
import { ICAL_CONTENT_TYPE, buildCalendar } from '../../services/agenda/ical';
import { ICalendarFile } from './schemas';

/**
 * GET ical/<secret>.ics (public: calendar apps subscribe without a token; the secret in the
 * path is the credential, and rotating it makes this URL answer 404).
 */
export function registerIcalFeedRoute(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/ical/:file',
    {
      schema: {
        summary: 'Il calendario sottoscritto (.ics): il segreto nel percorso fa da credenziale',
        tags: ['Agenda'],
        params: z.object({
          file: z.string().meta({ description: '<segreto>.ics, da GET events/feed/.' }),
        }),
        response: { 200: ICalendarFile },
      },
    },
    async (request, reply) => {
      const match = /^(.+)\.ics$/.exec(request.params.file);
      const rows = match ? await feedEvents(ctx, match[1]) : null;
      if (!rows) throw detailError(404, MSG.notFound);
      return reply
        .type(ICAL_CONTENT_TYPE)
        .header('Cache-Control', 'private, max-age=300')
        .send(buildCalendar('Agenda Colleghi', await eventsJson(ctx.db, rows)));
    },
  );
}
