// Italian copy of the notifications, and the Europe/Rome dates they mention.

const DATE = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '4 marzo 2026' (in Italy). */
export function italianDate(instant: Date): string {
  return DATE.format(instant);
}

/** '4 marzo 2026 alle 09:30' (in Italy). */
export function italianDateTime(instant: Date): string {
  return `${italianDate(instant)} alle ${TIME.format(instant)}`;
}

export interface PersonName {
  firstName: string;
  lastName: string;
}

export function fullName(person: PersonName): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** 'Giulia B.': the masked name, for colleagues who may not see the surname yet. */
export function maskedName(person: PersonName): string {
  const initial = Array.from(person.lastName.trim())[0];
  return initial ? `${person.firstName} ${initial.toUpperCase()}.` : person.firstName;
}

export interface DemandSummary {
  activity: string;
  office: string;
  datetime: Date;
}

export const NOTIFICATION_TEXT = {
  invitation: (requester: string, demand: DemandSummary) => ({
    title: 'Nuova richiesta di attività',
    subtitle: `${requester} cerca un collega per «${demand.activity}» presso ${demand.office}, il ${italianDateTime(demand.datetime)}.`,
  }),
  candidateAccepted: (colleague: string, demand: DemandSummary) => ({
    title: 'Nuovo collega disponibile',
    subtitle: `${colleague} ha dato la sua disponibilità per «${demand.activity}» del ${italianDateTime(demand.datetime)}.`,
  }),
  assigned: (requester: string, demand: DemandSummary) => ({
    title: 'Ti è stato assegnato un incarico',
    subtitle: `${requester} ti ha assegnato «${demand.activity}» presso ${demand.office}, il ${italianDateTime(demand.datetime)}.`,
  }),
  concluded: (assignee: string, demand: DemandSummary) => ({
    title: 'Attività conclusa',
    subtitle: `${assignee} ha concluso «${demand.activity}» del ${italianDate(demand.datetime)}: segna il pagamento quando avrai saldato il compenso.`,
  }),
  paid: (requester: string, demand: DemandSummary) => ({
    title: 'Compenso pagato',
    subtitle: `${requester} ha segnato come pagata l’attività «${demand.activity}» del ${italianDate(demand.datetime)}.`,
  }),
  recordOpened: (colleague: string, identifier: string) => ({
    title: 'Verbale condiviso',
    subtitle: `${colleague} ha aperto il tuo verbale ${identifier}.`,
  }),
  subscriptionActivated: (title: string, expireAt: Date, bankTransfer: boolean) => ({
    title: 'Abbonamento attivato',
    subtitle: bankTransfer
      ? `Il tuo abbonamento ${title} è attivo fino al ${italianDate(expireAt)}. Ricordati di completare il bonifico.`
      : `Il tuo abbonamento ${title} è attivo fino al ${italianDate(expireAt)}.`,
  }),
  coursePurchased: (name: string, isPackage: boolean) =>
    isPackage
      ? {
          title: 'Pacchetto acquistato',
          subtitle: `I corsi del pacchetto «${name}» sono tra i tuoi acquisti: inizia quando vuoi.`,
        }
      : {
          title: 'Corso acquistato',
          subtitle: `«${name}» è tra i tuoi corsi acquistati: inizia quando vuoi.`,
        },
  reminder: (displayName: string, when: string) => ({
    title: 'Promemoria',
    subtitle: `${displayName}: ${when}.`,
  }),
} as const;

/** App paths the notifications link to (see the web app's notification-target.ts). */
export const NOTIFICATION_PATHS = {
  assignments: '/activity-assignments',
  purchased: '/purchased',
} as const;
