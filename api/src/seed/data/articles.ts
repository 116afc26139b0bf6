/** News seed: 8 categories and 60 articles spread over the last year (see seed/news.ts). */

export const ARTICLE_CATEGORIES = [
  'Giurisprudenza',
  'Normativa',
  'Professione',
  'Fisco',
  'Processo civile',
  'Processo penale',
  'Previdenza',
  'Eventi',
] as const;

type Category = (typeof ARTICLE_CATEGORIES)[number];

/** [category, title, summary] — 60 articles, the first ones the most recent. */
export const ARTICLES: [Category, string, string][] = [
  [
    'Processo civile',
    'Riforma del processo civile: le novità in vigore da oggi',
    'Udienze, termini e deposito telematico: cosa cambia per gli avvocati.',
  ],
  [
    'Giurisprudenza',
    'Cassazione: il condominio risponde dei danni da infiltrazioni',
    'Le Sezioni Unite chiariscono il riparto di responsabilità tra condomini.',
  ],
  [
    'Fisco',
    'Fatturazione elettronica: nuove scadenze per i professionisti',
    "Il calendario aggiornato degli adempimenti dell'Agenzia delle Entrate.",
  ],
  [
    'Professione',
    'Equo compenso: i primi chiarimenti del Consiglio Nazionale Forense',
    'Parametri, convenzioni e responsabilità disciplinare.',
  ],
  [
    'Normativa',
    'Codice della crisi: pubblicato il decreto correttivo',
    'Le modifiche alla composizione negoziata e al concordato minore.',
  ],
  [
    'Eventi',
    'Congresso nazionale forense: il programma delle giornate',
    'Tavole rotonde, sessioni di lavoro e crediti formativi.',
  ],
  [
    'Previdenza',
    'Cassa Forense: bando per il sostegno ai giovani avvocati',
    'Contributi per l’avvio dello studio e la formazione.',
  ],
  [
    'Processo penale',
    'Riforma penale: le impugnazioni dopo il correttivo',
    'Appello, ricorso per cassazione e udienza camerale.',
  ],
  [
    'Giurisprudenza',
    'Assegno di mantenimento: conta il tenore di vita effettivo',
    'La Suprema Corte torna sui criteri di quantificazione.',
  ],
  [
    'Professione',
    'Formazione continua: come si calcolano i crediti del triennio',
    'Obblighi, esoneri e materie obbligatorie.',
  ],
  [
    'Fisco',
    'Regime forfettario: le soglie aggiornate',
    'Limiti di ricavi, cause di esclusione e controlli.',
  ],
  [
    'Normativa',
    'Privacy e studi legali: le linee guida del Garante',
    'Conservazione dei dati, nomina del responsabile e sicurezza.',
  ],
  [
    'Processo civile',
    'Processo telematico: il nuovo portale dei depositi',
    'Credenziali, formati ammessi e ricevute di accettazione.',
  ],
  [
    'Giurisprudenza',
    'Licenziamento per giusta causa e controlli a distanza',
    'I limiti all’uso delle prove raccolte dal datore di lavoro.',
  ],
  [
    'Eventi',
    'Seminario sulla mediazione civile e commerciale',
    'Incontro di aggiornamento con rilascio di crediti formativi.',
  ],
  [
    'Previdenza',
    'Contributi minimi: le scadenze di quest’anno',
    'Rateazione, agevolazioni per i primi anni e sanzioni.',
  ],
  [
    'Processo penale',
    'Giustizia riparativa: i primi centri operativi',
    'Come si accede ai programmi e il ruolo del difensore.',
  ],
  [
    'Professione',
    'Società tra avvocati: requisiti e iscrizione all’albo',
    'Soci professionisti, capitale e incompatibilità.',
  ],
  [
    'Fisco',
    'Spese di rappresentanza: cosa è deducibile',
    'Limiti di deducibilità per i professionisti.',
  ],
  [
    'Normativa',
    'Negoziazione assistita in materia di lavoro',
    'L’accordo raggiunto con l’assistenza degli avvocati.',
  ],
  [
    'Giurisprudenza',
    'Responsabilità medica: l’onere della prova',
    'Struttura sanitaria e medico: la ripartizione dell’onere.',
  ],
  [
    'Processo civile',
    'Rito semplificato di cognizione: i primi bilanci',
    'Tempi medi e orientamenti dei tribunali.',
  ],
  [
    'Eventi',
    'Giornata della giustizia: porte aperte nei tribunali',
    'Visite guidate e incontri con le scuole.',
  ],
  [
    'Previdenza',
    'Pensione di vecchiaia: i requisiti per gli avvocati',
    'Età, anzianità contributiva e calcolo dell’assegno.',
  ],
  [
    'Processo penale',
    'Intercettazioni: le nuove regole sull’utilizzabilità',
    'Il perimetro dei reati e i limiti alla diffusione.',
  ],
  [
    'Professione',
    'Pubblicità dell’avvocato: cosa è consentito',
    'Informazione sui servizi e divieto di accaparramento.',
  ],
  ['Fisco', 'Ritenute d’acconto: la certificazione unica', 'Termini di invio e compilazione.'],
  [
    'Normativa',
    'Affidamento condiviso: il disegno di legge in Senato',
    'Le principali modifiche proposte al codice civile.',
  ],
  [
    'Giurisprudenza',
    'Contratti bancari: la nullità per difetto di forma',
    'Le Sezioni Unite sul contratto monofirma.',
  ],
  [
    'Processo civile',
    'Esecuzione immobiliare: la vendita delegata',
    'Compiti del professionista delegato e tempi.',
  ],
  [
    'Eventi',
    'Corso di alta formazione in diritto di famiglia',
    'Dieci incontri con magistrati e docenti universitari.',
  ],
  ['Previdenza', 'Indennità di maternità per le avvocate', 'Domanda, importi e documentazione.'],
  [
    'Processo penale',
    'Patrocinio a spese dello Stato: i nuovi limiti di reddito',
    'La soglia aggiornata e la liquidazione dei compensi.',
  ],
  [
    'Professione',
    'Assicurazione professionale obbligatoria: i massimali',
    'Le condizioni minime della polizza.',
  ],
  [
    'Fisco',
    'IVA sulle prestazioni professionali: casi particolari',
    'Operazioni esenti, fuori campo e reverse charge.',
  ],
  [
    'Normativa',
    'Whistleblowing: gli obblighi per le imprese',
    'I canali di segnalazione e le tutele.',
  ],
  [
    'Giurisprudenza',
    'Danno da perdita di chance: i criteri di liquidazione',
    'Probabilità, prova e valutazione equitativa.',
  ],
  [
    'Processo civile',
    'Consulenza tecnica preventiva: quando conviene',
    'Ambiti di applicazione e costi.',
  ],
  [
    'Eventi',
    'Premio per la migliore tesi in diritto processuale',
    'Bando aperto ai giovani praticanti.',
  ],
  ['Previdenza', 'Riscatto degli anni di laurea: conviene?', 'Costi, benefici e simulazioni.'],
  [
    'Processo penale',
    'Messa alla prova: l’ampliamento dei reati',
    'Requisiti, programma di trattamento ed esito.',
  ],
  [
    'Professione',
    'Praticantato: il nuovo regolamento',
    'Durata, tirocinio anticipato e frequenza delle udienze.',
  ],
  ['Fisco', 'Rottamazione delle cartelle: come aderire', 'Termini, rate e decadenza.'],
  [
    'Normativa',
    'Intelligenza artificiale: la legge quadro italiana',
    'Gli obblighi per le professioni intellettuali.',
  ],
  [
    'Giurisprudenza',
    'Locazioni: la morosità incolpevole',
    'Il fondo di sostegno e la sospensione dello sfratto.',
  ],
  [
    'Processo civile',
    'Mediazione obbligatoria: le materie dopo la riforma',
    'Condizione di procedibilità e incentivi fiscali.',
  ],
  [
    'Eventi',
    'Convegno: il futuro dell’avvocatura',
    'Tecnologia, specializzazioni e nuovi mercati.',
  ],
  [
    'Previdenza',
    'Assistenza sanitaria integrativa per gli iscritti',
    'Coperture e modalità di adesione.',
  ],
  [
    'Processo penale',
    'Processo in assenza: le garanzie dell’imputato',
    'Notifiche, rescissione del giudicato e rimedi.',
  ],
  [
    'Professione',
    'Specializzazioni forensi: i percorsi attivati',
    'Titolo di specialista e comprovata esperienza.',
  ],
  ['Fisco', 'Credito d’imposta per la formazione', 'Spese ammesse e modalità di utilizzo.'],
  ['Normativa', 'Class action: il registro telematico', 'Pubblicità delle azioni e adesioni.'],
  [
    'Giurisprudenza',
    'Diffamazione a mezzo social network',
    'L’aggravante del mezzo di pubblicità.',
  ],
  [
    'Processo civile',
    'Notifiche via PEC: gli errori più frequenti',
    'Nullità, inesistenza e sanatoria.',
  ],
  ['Eventi', 'Torneo di calcio degli ordini forensi', 'Iscrizioni aperte per le squadre.'],
  [
    'Previdenza',
    'Totalizzazione e cumulo dei periodi contributivi',
    'Come unire i contributi di casse diverse.',
  ],
  [
    'Processo penale',
    'Misure cautelari: l’interrogatorio preventivo',
    'Quando è dovuto e le conseguenze dell’omissione.',
  ],
  [
    'Professione',
    'Deontologia: il dovere di aggiornamento',
    'Le sanzioni per il mancato adempimento.',
  ],
  [
    'Fisco',
    'Dichiarazione dei redditi: novità per i professionisti',
    'Quadri, detrazioni e scadenze.',
  ],
  [
    'Normativa',
    'Riforma dell’ordinamento forense: il testo base',
    'Accesso, esame di Stato e governance degli ordini.',
  ],
];

/** Days before today of each article: 2 today, 2 yesterday, 4 more this week, then the year. */
export function articleDaysAgo(index: number): number {
  const recent = [0, 0, 1, 1, 2, 3, 4, 6];
  if (index < recent.length) return recent[index];
  return 8 + Math.round(((index - recent.length) * 355) / (ARTICLES.length - recent.length));
}
