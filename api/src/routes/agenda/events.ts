import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import type { EventJson } from '../../serializers/event';
import { eventJson, eventsJson, newsEventJson } from '../../serializers/event';
import { parseId } from '../../services/activities/access';
import { calendarRows, findOwnEvent, listOwnEvents } from '../../services/agenda/event-queries';
import { EVENT_ACTIONS, setEventStatus } from '../../services/agenda/event-transitions';
import { createEvent, deleteEvent, updateEvent } from '../../services/agenda/event-writes';
import { feedSecret, rotateFeedSecret } from '../../services/agenda/feed';
import { ICAL_CONTENT_TYPE, buildCalendar } from '../../services/agenda/ical';

type IdParams = { Params: { id: string } };

/** Calendar order: by day, all-day entries first, then by start time. */
function byCalendarOrder(a: EventJson, b: EventJson): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.all_day !== b.all_day) return a.all_day ? -1 : 1;
  return (a.start ?? '').localeCompare(b.start ?? '');
}

/** Feed URLs point at this API as the client reached it (Host / X-Forwarded-* when trusted). */
function feedUrl(request: FastifyRequest, secret: string): { url: string } {
  return { url: `${request.protocol}://${request.host}/api/ical/${secret}.ics` };
}

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/events/calendar/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const { own, notices, news } = await calendarRows(ctx.db, userId, request.query);
    const list = [...(await eventsJson(ctx.db, own, notices)), ...news.map(newsEventJson)];
    // A stable sort: equal keys keep the events before the News of the same slot.
    return list.sort(byCalendarOrder);
  });

  app.get('/api/events/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const page = readPageParams(request.query);
    const { total, rows } = await listOwnEvents(ctx.db, userId, request.query, page);
    return paginate(request, page, total, await eventsJson(ctx.db, rows));
  });

  app.post('/api/events/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const row = await createEvent(ctx, userId, request.body);
    return reply.code(201).send(await eventJson(ctx.db, row));
  });

  app.get('/api/events/feed/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return feedUrl(request, await feedSecret(ctx, userId));
  });

  app.post('/api/events/feed/rotate/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return feedUrl(request, await rotateFeedSecret(ctx, userId));
  });

  app.get<IdParams>('/api/events/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    return eventJson(ctx.db, await findOwnEvent(ctx.db, parseId(request.params.id), userId));
  });

  app.put<IdParams>('/api/events/:id/', async (request) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    return eventJson(ctx.db, await updateEvent(ctx, id, userId, request.body));
  });

  app.delete<IdParams>('/api/events/:id/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    await deleteEvent(ctx, parseId(request.params.id), userId);
    return reply.code(204).send();
  });

  for (const action of EVENT_ACTIONS) {
    app.get<IdParams>(`/api/events/:id/${action}/`, async (request) => {
      const { userId } = await authenticate(ctx, request);
      const row = await setEventStatus(ctx, parseId(request.params.id), userId, action);
      return eventJson(ctx.db, row);
    });
  }

  app.get<IdParams>('/api/events/:id/ics/', async (request, reply) => {
    const { userId } = await authenticate(ctx, request);
    const id = parseId(request.params.id);
    const event = await eventJson(ctx.db, await findOwnEvent(ctx.db, id, userId));
    return reply
      .type(ICAL_CONTENT_TYPE)
      .header('Content-Disposition', `attachment; filename="evento-${id}.ics"`)
      .send(buildCalendar('Agenda Colleghi', [event]));
  });
}
