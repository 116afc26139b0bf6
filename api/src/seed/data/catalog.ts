import type { Audience, AutocompleteKind } from '../../db/schema';

export const AIGA_SECTIONS = [
  'AIGA Ancona',
  'AIGA Bari',
  'AIGA Bergamo',
  'AIGA Bologna',
  'AIGA Brescia',
  'AIGA Cagliari',
  'AIGA Catania',
  'AIGA Firenze',
  'AIGA Genova',
  'AIGA Lecce',
  'AIGA Milano',
  'AIGA Monza',
  'AIGA Napoli',
  'AIGA Padova',
  'AIGA Palermo',
  'AIGA Perugia',
  'AIGA Roma',
  'AIGA Salerno',
  'AIGA Torino',
  'AIGA Trieste',
  'AIGA Venezia',
  'AIGA Verona',
];

export const COLLEGA_SECTIONS = ['Nord-ovest', 'Nord-est', 'Centro', 'Sud', 'Isole'];

export const SUBJECTS = [
  'Civile',
  'Penale',
  'Lavoro',
  'Famiglia',
  'Amministrativo',
  'Tributario',
  'Commerciale',
  'Fallimentare',
  'Esecuzioni',
  'Condominio',
  'Locazioni',
  'Previdenza',
  'Minori',
  'Volontaria giurisdizione',
];

const LAWYER_ACTIVITIES = [
  'Udienza di comparizione',
  'Udienza di prima comparizione e trattazione',
  'Udienza istruttoria',
  'Udienza di precisazione delle conclusioni',
  'Udienza di discussione',
  'Udienza di giuramento del CTU',
  'Udienza presidenziale',
  'Udienza di convalida di sfratto',
  'Udienza preliminare',
  'Udienza dibattimentale',
  "Udienza di convalida dell'arresto",
  'Deposito atti',
  'Deposito telematico',
  'Iscrizione a ruolo',
  'Ritiro copie',
  'Estrazione copie conformi',
  'Richiesta formula esecutiva',
  'Notifica atti',
  'Ritiro fascicolo di parte',
  'Visura in cancelleria',
  'Accesso agli atti',
  'Sostituzione in udienza',
  'Domiciliazione',
];

const ACCOUNTANT_ACTIVITIES = [
  'Udienza presso la Corte di giustizia tributaria',
  'Trattazione in pubblica udienza tributaria',
  'Deposito ricorso tributario',
  'Deposito memorie illustrative',
  'Ritiro sentenza tributaria',
  "Accesso agli atti presso l'Agenzia delle Entrate",
  'Deposito bilancio in Camera di commercio',
  'Visura camerale',
  'Pratica presso la Camera di commercio',
];

const JUDGES = [
  'Dott. Alessandro Ferri',
  'Dott.ssa Chiara Colombo',
  'Dott. Francesco Galli',
  'Dott.ssa Elena Marchetti',
  'Dott. Roberto Conti',
  'Dott.ssa Valentina Greco',
  'Dott. Stefano Barbieri',
  'Dott.ssa Federica Lombardi',
  'Dott. Giovanni Moretti',
  'Dott.ssa Silvia Fontana',
  'Dott. Andrea Santoro',
  'Dott.ssa Martina Rinaldi',
  'Dott. Davide Caruso',
  'Dott.ssa Paola De Luca',
  'Dott. Matteo Mariani',
];

const LAWYER_QUALIFICATIONS = [
  'Curatore fallimentare',
  'Mediatore civile e commerciale',
  'Amministratore di sostegno',
  'Custode giudiziario',
  'Delegato alle vendite',
  'Gestore della crisi da sovraindebitamento',
  'Arbitro',
  "Difensore d'ufficio",
  'Curatore speciale del minore',
  "Consulente tecnico d'ufficio (CTU)",
];

const ACCOUNTANT_QUALIFICATIONS = [
  'Revisore legale',
  'Sindaco di società',
  'Curatore fallimentare',
  'Amministratore giudiziario',
  'Gestore della crisi da sovraindebitamento',
  "Consulente tecnico d'ufficio (CTU)",
];

export interface AutocompleteSeed {
  kind: AutocompleteKind;
  audience: Audience;
  name: string;
}

const entries = (kind: AutocompleteKind, audience: Audience, names: string[]) =>
  names.map((name): AutocompleteSeed => ({ kind, audience, name }));

export const AUTOCOMPLETE: AutocompleteSeed[] = [
  ...entries('activities', 'lawyer', LAWYER_ACTIVITIES),
  ...entries('activities', 'accountant', ACCOUNTANT_ACTIVITIES),
  ...entries('activities_demands', 'lawyer', LAWYER_ACTIVITIES),
  ...entries('activities_demands', 'accountant', ACCOUNTANT_ACTIVITIES),
  ...entries('judges', 'all', JUDGES),
  ...entries('profile-custom-skills', 'lawyer', LAWYER_QUALIFICATIONS),
  ...entries('profile-custom-skills', 'accountant', ACCOUNTANT_QUALIFICATIONS),
];

export const MENUS = [
  {
    app: 'web',
    title: 'Termini e condizioni',
    link: 'https://www.colleghi.it/termini-e-condizioni',
  },
  { app: 'web', title: 'Privacy policy', link: 'https://www.colleghi.it/privacy-policy' },
  { app: 'web', title: 'Cookie policy', link: 'https://www.colleghi.it/cookie-policy' },
  { app: 'web', title: 'Domande frequenti', link: 'https://www.colleghi.it/faq' },
  { app: 'web', title: 'Contatti', link: 'mailto:assistenza@colleghi.it' },
];
