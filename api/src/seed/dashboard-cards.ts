import { count } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { dashboardCards } from '../db/schema';

type CardInsert = typeof dashboardCards.$inferInsert;

/** The dashboard banners, in their order (ids 1–4 on a fresh database). */
export const DASHBOARD_CARDS: CardInsert[] = [
  {
    title: 'Completa il tuo profilo',
    subtitle:
      'Aggiungi PEC, studio e competenze: i colleghi affidano più volentieri gli incarichi a chi ha un profilo completo.',
    cta: 'Vai al profilo',
    deeplink: 'profile',
    closable: true,
    colorStart: '#1B2A4A',
    colorEnd: '#3D5A98',
    audience: 'PROFILE_INCOMPLETE',
    position: 1,
  },
  {
    title: 'Diventa Professional',
    subtitle:
      'Ricevi le richieste in anteprima, ottieni il profilo certificato e lavora anche in una seconda città.',
    cta: 'Scopri i piani',
    deeplink: 'subscriptions',
    closable: false,
    colorStart: '#7B4397',
    colorEnd: '#DC2430',
    audience: 'NOT_CERTIFIED',
    position: 2,
  },
  {
    title: 'Formazione continua',
    subtitle:
      'Corsi accreditati online per completare i crediti formativi dell’anno, quando e dove vuoi.',
    cta: 'Vai ai corsi',
    deeplink: 'courses',
    closable: true,
    colorStart: '#115E59',
    colorEnd: '#0F766E',
    audience: 'ALL',
    position: 3,
  },
  {
    title: 'Processo telematico',
    subtitle:
      'Consulta i registri e deposita gli atti dal Portale dei Servizi Telematici del Ministero della Giustizia.',
    cta: 'Apri il portale',
    link: 'https://pst.giustizia.it/PST/',
    closable: true,
    colorStart: '#9A3412',
    colorEnd: '#C2410C',
    audience: 'ALL',
    position: 4,
  },
];

/** The banner cards, when the table is empty (an existing database gets them at the next start). */
export async function seedDashboardCards(db: Executor): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(dashboardCards);
  if (total > 0) return 0;
  await db.insert(dashboardCards).values(DASHBOARD_CARDS);
  return DASHBOARD_CARDS.length;
}
