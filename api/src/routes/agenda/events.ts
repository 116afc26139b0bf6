import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { CreatableType } from '../../domain/agenda';
import { sessionOf } from '../../lib/authenticate';
import { paginate, readPageParams } from '../../lib/pagination';
import { TOKEN_AUTH } from '../../lib/schema/fastify';
import { paginated } from '../../lib/schema/responses';
import type { EventJson } from '../../serializers/event';
import { eventJson, eventsJson, newsEventJson } from '../../serializers/event';
import { parseId } from '../../services/activities/access';
import { readEventInput } from '../../services/agenda/event-input';
import { calendarRows, findOwnEvent, listOwnEvents } from '../../services/agenda/event-queries';
import { EVENT_ACTIONS, setEventStatus } from '../../services/agenda/event-transitions';
import { createEvent, deleteEvent, updateEvent } from '../../services/agenda/event-writes';
import { feedSecret, rotateFeedSecret } from '../../services/agenda/feed';
import { ICAL_CONTENT_TYPE, buildCalendar } from '../../services/agenda/ical';
import {
  CalendarQuery,
  Event,
  EventFeed,
  EventIdParams,
  EventListQuery,
  ICalendarFile,
  eventWriteBody,
} from './schemas';

const TAGS = ['Agenda'];

const ACTION_SUMMARIES: Record<(typeof EVENT_ACTIONS)[number], string> = {
  todo: "Segna l'evento come da fare",
  done: "Segna l'evento come fatto",
  postponed: "Segna l'evento come rinviato",
};

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

/**
 * The bodies of POST and PUT events/ as sent. Their schema is declared on the route (for the
 * document), but they are read in the handler: a PUT's rules depend on the stored event (its
 * type and status), which is looked up first (a 404 or an uneditable event comes before the
 * body's errors), and the office must exist, an error reported with the body's own.
 */
const rawBodies = new WeakMap<FastifyRequest, unknown>();
const keepRawBody = async (request: FastifyRequest) => {
  rawBodies.set(request, request.body);
};

export function registerEventRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const createBody = eventWriteBody(ctx.clock);
  /** The declared PUT body: the stored event's type and status are echoed, never changed. */
  const updateBody = eventWriteBody(ctx.clock, { type: 'Hearing', status: 'TODO' });

  api.get(
    '/api/events/calendar/',
    {
      schema: {
        summary: 'Il calendario: i miei eventi e le notizie tra due date',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: CalendarQuery,
        response: { 200: z.array(Event) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { own, notices, news } = await calendarRows(ctx.db, userId, request.query);
      const list = [...(await eventsJson(ctx.db, own, notices)), ...news.map(newsEventJson)];
      // A stable sort: equal keys keep the events before the News of the same slot.
      return list.sort(byCalendarOrder);
    },
  );

  api.get(
    '/api/events/',
    {
      schema: {
        summary: 'I miei eventi, dal più lontano nel tempo',
        tags: TAGS,
        security: TOKEN_AUTH,
        querystring: EventListQuery,
        response: { 200: paginated(Event) },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const page = readPageParams(request.query);
      const { total, rows } = await listOwnEvents(ctx.db, userId, request.query, page);
      return paginate(request, page, total, await eventsJson(ctx.db, rows));
    },
  );

  api.post(
    '/api/events/',
    {
      schema: {
        summary: "Crea un evento (udienza, appuntamento o adempimento con l'avviso)",
        tags: TAGS,
        security: TOKEN_AUTH,
        body: createBody,
        response: { 201: Event },
      },
      attachValidation: true,
      preValidation: keepRawBody,
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const input = await readEventInput(ctx.db, createBody, rawBodies.get(request));
      const row = await createEvent(ctx, userId, input);
      return reply.code(201).send(await eventJson(ctx.db, row));
    },
  );

  api.get(
    '/api/events/feed/',
    {
      schema: {
        summary: "L'indirizzo del mio calendario da sottoscrivere (.ics)",
        tags: TAGS,
        security: TOKEN_AUTH,
        response: { 200: EventFeed },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return feedUrl(request, await feedSecret(ctx, userId));
    },
  );

  api.post(
    '/api/events/feed/rotate/',
    {
      schema: {
        summary: "Cambia l'indirizzo del calendario: il precedente smette di funzionare",
        tags: TAGS,
        security: TOKEN_AUTH,
        response: { 200: EventFeed },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return feedUrl(request, await rotateFeedSecret(ctx, userId));
    },
  );

  api.get(
    '/api/events/:id/',
    {
      schema: {
        summary: 'Un mio evento',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: EventIdParams,
        response: { 200: Event },
      },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return eventJson(ctx.db, await findOwnEvent(ctx.db, parseId(request.params.id), userId));
    },
  );

  api.put(
    '/api/events/:id/',
    {
      schema: {
        summary: 'Modifica un evento da fare (tipo e stato non cambiano)',
        tags: TAGS,
        security: TOKEN_AUTH,
        params: EventIdParams,
        body: updateBody,
        response: { 200: Event },
      },
      attachValidation: true,
      preValidation: keepRawBody,
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      const raw = rawBodies.get(request);
      const row = await updateEvent(ctx, id, userId, (current) =>
        readEventInput(
          ctx.db,
          eventWriteBody(ctx.clock, {
            type: current.type as CreatableType,
            status: current.status,
          }),
          raw,
        ),
      );
      return eventJson(ctx.db, row);
    },
  );

  api.delete(
    '/api/events/:id/',
    {
      schema: {
        summary: "Elimina un evento (un adempimento con il suo avviso, e l'inverso)",
        tags: TAGS,
        security: TOKEN_AUTH,
        params: EventIdParams,
        response: { 204: z.null().meta({ description: 'Eliminato.' }) },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      await deleteEvent(ctx, parseId(request.params.id), userId);
      return reply.code(204).send(null);
    },
  );

  for (const action of EVENT_ACTIONS) {
    api.get(
      `/api/events/:id/${action}/`,
      {
        schema: {
          summary: ACTION_SUMMARIES[action],
          tags: TAGS,
          security: TOKEN_AUTH,
          params: EventIdParams,
          response: { 200: Event },
        },
      },
      async (request) => {
        const { userId } = sessionOf(request);
        const row = await setEventStatus(ctx, parseId(request.params.id), userId, action);
        return eventJson(ctx.db, row);
      },
    );
  }

  api.get(
    '/api/events/:id/ics/',
    {
      schema: {
        summary: "Un mio evento come file .ics, da aggiungere all'app calendario",
        tags: TAGS,
        security: TOKEN_AUTH,
        params: EventIdParams,
        response: { 200: ICalendarFile },
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const id = parseId(request.params.id);
      const event = await eventJson(ctx.db, await findOwnEvent(ctx.db, id, userId));
      return reply
        .type(ICAL_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="evento-${id}.ics"`)
        .send(buildCalendar('Agenda Colleghi', [event]));
    },
  );
}
