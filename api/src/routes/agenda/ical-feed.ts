import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { detailError } from '../../lib/errors';
import { MSG } from '../../lib/messages';
import { eventsJson } from '../../serializers/event';
import { feedEvents } from '../../services/agenda/feed';
import { ICAL_CONTENT_TYPE, buildCalendar } from '../../services/agenda/ical';

/**
 * GET ical/<secret>.ics (public: calendar apps subscribe without a token; the secret in the
 * path is the credential, and rotating it makes this URL answer 404).
 */
export function registerIcalFeedRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/api/ical/:file', async (request, reply) => {
    const match = /^(.+)\.ics$/.exec(request.params.file);
    const rows = match ? await feedEvents(ctx, match[1]) : null;
    if (!rows) throw detailError(404, MSG.notFound);
    return reply
      .type(ICAL_CONTENT_TYPE)
      .header('Cache-Control', 'private, max-age=300')
      .send(buildCalendar('Agenda Colleghi', await eventsJson(ctx.db, rows)));
  });
}
