/** The lists' titles: each page shows its own, and the frame shown while its code loads too. */
export const REQUESTS_TITLE = 'Le mie richieste';
export const PROPOSALS_TITLE = 'Disponibilità';
export const ASSIGNMENTS_TITLE = 'Incarichi ricevuti';
