// Italian copy of this remote's dashboard widgets.

export const COUNTERS_TITLE = 'Le tue attività';
export const COUNTERS_EMPTY = 'Non hai attività in corso.';

export const COUNTERS = {
  candidates: {
    label: 'Disponibilità',
    description: 'Le candidature che hai dato',
    to: '/activity-proposal',
  },
  demands: {
    label: 'Richieste da te',
    description: 'Le tue richieste aperte',
    to: '/activity-request',
  },
  assigned_demands: {
    label: 'Incarichi ricevuti',
    description: 'Gli incarichi da portare a termine',
    to: '/activity-assignments',
  },
} as const;

export const REQUEST_CARD_TITLE = 'Richiedi un’attività';
export const REQUEST_CARD_TEXT =
  'Trova in pochi passaggi un collega del foro che svolga l’attività per te.';
export const REQUEST_CARD_CTA = 'Nuova richiesta';
export const REQUEST_PATH = '/request-activities';

export const DEMANDS_TITLE = 'Le tue ultime richieste';
export const DEMANDS_LINK = 'Vedi tutte';
export const DEMANDS_EMPTY = 'Non hai richieste aperte.';
