// Italian copy of this remote's dashboard widget.

export const EVENTS_TITLE = 'Prossimi eventi';
export const EVENTS_LINK = 'Vai all’agenda';
export const EVENTS_EMPTY = 'Nessun evento in programma';
export const EVENTS_EMPTY_HINT = 'Aggiungi udienze, appuntamenti e adempimenti dalla tua agenda.';
export const AGENDA_PATH = '/agenda';
export const TODAY_LABEL = 'Oggi';
export const TOMORROW_LABEL = 'Domani';
export const NEW_TAB_SUFFIX = '(si apre in una nuova scheda)';
