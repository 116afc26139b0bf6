import type { SubscriptionType } from '@colleghi/api-contract';

// Italian copy of this remote's dashboard widgets (promo banners, onboarding, thank-you).

export const SUBSCRIPTIONS_PATH = '/subscriptions';
export const PROFILE_PATH = '/profile';
export const PROFILE_SKILLS_PATH = '/profile-skills';
/** The profile opens its subscriptions section with this state. */
export const PROFILE_SUBSCRIPTIONS_STATE = { scrollTo: 'subscriptions' } as const;

// ---- promo banners -------------------------------------------------------------------------------

export const PROMO_TITLE = 'Offerte per te';
export const PROMO_SUBTITLE = 'Fai crescere il tuo profilo';
export const PROMO_ALL_LINK = 'Tutti gli abbonamenti';
export const PROMO_CTA = 'Scopri di più';

/** The short pitch of each banner (the catalogue's descriptions are bullet lists). */
export const PROMO_PITCH: Record<Exclude<SubscriptionType, 'bundle'>, string> = {
  professional:
    'Profilo certificato, notifiche prioritarie, 2 competenze in più e un secondo comune.',
  gold: 'Descrivi le tue competenze e il tuo studio: fatti scegliere dai colleghi.',
  additional_skills: 'Aggiungi competenze al profilo e ricevi più richieste di attività.',
  qualify: 'Metti in evidenza nel profilo le tue qualifiche descrittive.',
};

/** A bundle's pitch names what it contains. */
export function bundlePitch(titles: readonly string[]): string {
  if (titles.length === 0) return 'Più abbonamenti in un unico pacchetto, a un prezzo vantaggioso.';
  const list =
    titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(', ')} e ${titles.at(-1)}`;
  return `${list} in un unico pacchetto, a un prezzo vantaggioso.`;
}

export const PRICE_FROM = 'da';
export const BUNDLE_BADGE = 'Pacchetto';

// ---- onboarding ------------------------------------------------------------------------------------

/** New users are welcomed; the others are shown what is new. */
export function onboardingGreeting(firstName: string, isNew: boolean): string {
  const name = firstName.trim();
  if (isNew) return name ? `Ti diamo il benvenuto, ${name}!` : 'Ti diamo il benvenuto!';
  return name ? `Ciao ${name}, ecco come funziona Colleghi` : 'Ecco come funziona Colleghi';
}
export const ONBOARDING_NEXT = 'Avanti';
export const ONBOARDING_BACK = 'Indietro';
export const ONBOARDING_LATER = 'Più tardi';
export const ONBOARDING_CHOOSE_SKILLS = 'Scegli le competenze';
export const CLOSE_LABEL = 'Chiudi';

export interface OnboardingStepCopy {
  /** The step indicator's label. */
  label: string;
  title: string;
  text: string;
  points: readonly string[];
}

export const ONBOARDING_STEPS: readonly OnboardingStepCopy[] = [
  {
    label: 'Attività',
    title: 'Scambia attività con i colleghi',
    text: 'Ti serve un sostituto in udienza, una domiciliazione o un adempimento in cancelleria? Pubblica una richiesta e scegli tra i colleghi che si rendono disponibili.',
    points: [
      'Indica tipo di attività, foro, data e compenso',
      'Ricevi le disponibilità e assegna l’incarico',
      'Renditi disponibile per le richieste dei colleghi',
    ],
  },
  {
    label: 'Agenda',
    title: 'Tieni tutto in agenda',
    text: 'Udienze, appuntamenti e adempimenti in un unico calendario, con i promemoria che scegli tu.',
    points: [
      'Consulta i tuoi impegni per giorno o per mese',
      'Condividi i verbali d’udienza con i colleghi',
      'Resta aggiornato con le notizie dal mondo legale',
    ],
  },
  {
    label: 'Competenze',
    title: 'Scegli le tue competenze',
    text: 'Le richieste di attività arrivano ai colleghi con le competenze giuste: indica le tue per ricevere quelle più adatte a te.',
    points: [
      'Scegli l’area principale in cui lavori',
      'Aggiungi le competenze specifiche',
      'Più il profilo è preciso, più incarichi ricevi',
    ],
  },
];

// ---- thank-you -------------------------------------------------------------------------------------

export const THANK_YOU_TITLE = 'Grazie!';
export const THANK_YOU_CTA = 'Vai ai tuoi abbonamenti';
export const thankYouText = (name: string | null) =>
  name
    ? `Il tuo abbonamento ${name} è stato attivato con successo.`
    : 'Il tuo abbonamento è stato attivato con successo.';
export const THANK_YOU_HINT =
  'Trovi i dettagli e la data di rinnovo nella sezione abbonamenti del tuo profilo.';

/** Names by type, when the state carries only the type. */
export const SUBSCRIPTION_TYPE_NAMES: Record<SubscriptionType, string> = {
  professional: 'Professional',
  gold: 'Gold',
  additional_skills: 'Competenze aggiuntive',
  qualify: 'Qualifiche descrittive',
  bundle: 'Pacchetto',
};

/** What the new subscription gives, said right after the purchase. */
export const THANK_YOU_BENEFIT: Record<SubscriptionType, string> = {
  professional:
    'Il tuo profilo ora è certificato: ricevi in anticipo le notifiche delle nuove richieste.',
  gold: 'Ora puoi descrivere le tue competenze e il tuo studio.',
  additional_skills: 'Puoi già aggiungere le nuove competenze al tuo profilo.',
  qualify: 'Puoi già aggiungere le tue qualifiche descrittive al profilo.',
  bundle: 'Tutti i vantaggi del pacchetto sono già attivi.',
};
