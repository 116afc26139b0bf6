import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { sessionOf } from '../lib/authenticate';
import { TOKEN_AUTH } from '../lib/schema/fastify';
import { parseId } from '../services/activities/access';
import { closeCard } from '../services/dashboard/cards';
import { buildDashboard } from '../services/dashboard/dashboard';
import { Deeplink } from '../services/notifications/feed';
import { Demand, IdParams, Invitation } from './activities/schemas';
import { Event } from './agenda/schemas';

const DashboardCard = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    cta: z.string().meta({ description: 'Etichetta del pulsante.' }),
    link: z.string().nullable().meta({ description: 'Indirizzo esterno, in una nuova scheda.' }),
    deeplink: Deeplink.nullable(),
    closable: z.boolean().meta({ description: 'Si può nascondere con DELETE cards/{id}/.' }),
    color_start: z.string().meta({ description: '#RRGGBB, inizio della sfumatura.' }),
    color_end: z.string(),
  })
  .meta({ id: 'DashboardCard', description: 'Un avviso della bacheca.' });

/** What the dashboard sends of a candidate: enough for a picture and a name. */
const CandidatePreview = z
  .object({
    id: z.number().int(),
    user: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      profile: z.object({ picture: z.string().nullable() }),
    }),
  })
  .meta({ id: 'DashboardCandidatePreview' });

const DashboardDemand = Demand.extend({ active_candidates: z.array(CandidatePreview) }).meta({
  id: 'DashboardDemand',
});

const Dashboard = z
  .object({
    events: z.array(Event).meta({ description: 'I prossimi 5 eventi da adesso.' }),
    cards: z.array(DashboardCard),
    counters: z
      .object({
        demands: z.number().int().meta({ description: "Richieste aperte dell'utente." }),
        candidates: z
          .number()
          .int()
          .meta({ description: 'Disponibilità date, in attesa o accettate.' }),
        assigned_demands: z
          .number()
          .int()
          .meta({ description: 'Incarichi ricevuti non conclusi.' }),
      })
      .meta({ id: 'DashboardCounters' }),
    demands: z.array(DashboardDemand).meta({
      description:
        'Fino a 3 richieste aperte: prima quelle in scadenza (entro 24 ore), la più vicina in ' +
        'cima; poi le più recenti.',
    }),
    candidates: z.array(Invitation).meta({ description: 'Fino a 3 candidature.' }),
    assigned_demands: z
      .array(DashboardDemand)
      .meta({ description: 'Fino a 3 incarichi ricevuti.' }),
  })
  .meta({ id: 'Dashboard' });

/** GET dashboard/ and DELETE cards/{id}/. */
export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Bacheca'];
  const dashboard = {
    summary: "Tutto ciò che mostra la bacheca, per l'utente collegato",
    tags,
    security: TOKEN_AUTH,
    response: { 200: Dashboard },
  };
  api.get('/api/dashboard/', { schema: dashboard }, async (request) => {
    const { userId } = sessionOf(request);
    return buildDashboard(ctx, userId);
  });

  const closeCardSchema = {
    summary: 'Nasconde un avviso della bacheca (solo se si può chiudere)',
    tags,
    security: TOKEN_AUTH,
    params: IdParams,
    response: { 204: z.null() },
  };
  api.delete('/api/cards/:id/', { schema: closeCardSchema }, async (request, reply) => {
    const { userId } = sessionOf(request);
    await closeCard(ctx, userId, parseId(request.params.id));
    return reply.code(204).send(null);
  });
}
