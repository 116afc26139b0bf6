/**
 * The training shop's demo catalogue: categories, courses for lawyers and accountants,
 * packages and the partner products of the dashboard. Dates are days from the seed date, so
 * deadlines stay meaningful whenever the database is created. Costs are euro cents.
 */

export interface CourseCategorySeed {
  id: number;
  name: string;
  background: string;
  foreground: string;
}

export const COURSE_CATEGORIES: CourseCategorySeed[] = [
  { id: 1, name: 'Diritto civile e procedura', background: '#1E4E8C', foreground: '#FFFFFF' },
  { id: 2, name: 'Diritto penale', background: '#8E1B1B', foreground: '#FFFFFF' },
  { id: 3, name: 'Diritto del lavoro', background: '#2E7D32', foreground: '#FFFFFF' },
  { id: 4, name: 'Fiscale e tributario', background: '#F2C94C', foreground: '#1F2933' },
  { id: 5, name: 'Deontologia e ordinamento', background: '#5B2C83', foreground: '#FFFFFF' },
  { id: 6, name: "Crisi d'impresa e societario", background: '#00796B', foreground: '#FFFFFF' },
];

export interface CourseSeed {
  id: number;
  category: number;
  name: string;
  short: string;
  /** First paragraph of the long description (the programme and the teachers follow). */
  intro: string;
  cost: number;
  cfp: number;
  durationDays: number;
  professors: string[];
  /** Lessons: name and minutes (2 to 6). */
  lessons: [string, number][];
  /** Days from the seed date; a few fall within 7 days (the purchased-course warning). */
  deadlineIn: number | null;
  accreditationIn: number | null;
  attachment: boolean;
}

export const COURSES: CourseSeed[] = [
  {
    id: 1,
    category: 1,
    name: 'La riforma Cartabia del processo civile: il nuovo rito ordinario',
    short:
      'Atti introduttivi, memorie integrative e prima udienza dopo il D.Lgs. 149/2022 e il correttivo: cosa cambia nella pratica quotidiana dello studio e quali errori evitare nelle preclusioni.',
    intro:
      'Il corso ripercorre il nuovo processo di cognizione di primo grado con un taglio operativo, partendo dai modelli di atto e dalle prime pronunce dei tribunali.',
    cost: 7900,
    cfp: 6,
    durationDays: 90,
    professors: ['Prof. Avv. Marco Ferraresi', 'Avv. Laura Bellini'],
    lessons: [
      ['Gli atti introduttivi e le nuove preclusioni', 90],
      ["Le memorie integrative dell'articolo 171-ter c.p.c.", 75],
      ['La prima udienza di comparizione e trattazione', 60],
      [
        'Il procedimento semplificato di cognizione: presupposti, forme e rapporti con il rito ordinario dopo il correttivo',
        80,
      ],
    ],
    deadlineIn: 120,
    accreditationIn: 150,
    attachment: true,
  },
  {
    id: 2,
    category: 1,
    name: 'Condominio: assemblea, delibere e impugnazioni',
    short:
      "Convocazione, quorum e verbale dell'assemblea; delibere nulle e annullabili, termini e mediazione obbligatoria.",
    intro:
      "Un percorso pratico sul contenzioso condominiale, dalla convocazione dell'assemblea fino all'impugnazione delle delibere davanti al tribunale.",
    cost: 4900,
    cfp: 4,
    durationDays: 60,
    professors: ['Avv. Stefano Marchetti'],
    lessons: [
      ["La convocazione e lo svolgimento dell'assemblea", 60],
      ['Delibere nulle e annullabili: la giurisprudenza di legittimità', 70],
      ["L'impugnazione e la mediazione obbligatoria", 50],
    ],
    deadlineIn: 75,
    accreditationIn: 90,
    attachment: false,
  },
  {
    id: 3,
    category: 1,
    name: 'Responsabilità medica dopo la legge Gelli-Bianco',
    short:
      'Responsabilità della struttura e del sanitario, linee guida, consulenza tecnica preventiva e azione diretta verso l’assicuratore.',
    intro:
      'Il corso analizza il doppio binario di responsabilità introdotto dalla legge 24/2017 e le strategie processuali per il danneggiato e per la struttura.',
    cost: 6900,
    cfp: 5,
    durationDays: 90,
    professors: ['Avv. Chiara Lombardi', 'Dott.ssa Elena Fabbri (medico legale)'],
    lessons: [
      ['Il doppio binario di responsabilità: contrattuale ed extracontrattuale', 60],
      ['Linee guida e buone pratiche clinico-assistenziali', 45],
      ["L'accertamento tecnico preventivo ai fini della conciliazione", 60],
      ["L'azione diretta nei confronti dell'impresa di assicurazione", 45],
      ['La quantificazione del danno: tabelle e personalizzazione', 50],
    ],
    deadlineIn: 140,
    accreditationIn: 160,
    attachment: true,
  },
  {
    id: 4,
    category: 1,
    name: 'Successioni e donazioni: casi pratici',
    short:
      'Riunione fittizia, collazione e azione di riduzione spiegate su casi reali, con le questioni fiscali della dichiarazione di successione.',
    intro:
      'Dal calcolo della quota di legittima alla divisione ereditaria: ogni lezione parte da un caso concreto e arriva alla redazione dell’atto.',
    cost: 5900,
    cfp: 4,
    durationDays: 60,
    professors: ['Notaio Paolo Ricci', 'Avv. Giulia Santoro'],
    lessons: [
      ['La successione necessaria e la quota di legittima', 55],
      ["L'azione di riduzione e la restituzione", 55],
      ['Collazione e divisione ereditaria', 60],
      ['La dichiarazione di successione telematica', 40],
    ],
    deadlineIn: 100,
    accreditationIn: null,
    attachment: false,
  },
  {
    id: 5,
    category: 1,
    name: 'Il processo civile telematico: depositi e notifiche via PEC',
    short: 'Busta telematica, firma digitale e notifiche in proprio: un corso gratuito di base.',
    intro:
      'Un corso introduttivo e gratuito per chi comincia a depositare telematicamente: strumenti, formati ammessi ed errori più frequenti.',
    cost: 0,
    cfp: 2,
    durationDays: 365,
    professors: ['Avv. Davide Pellegrini'],
    lessons: [
      ['Redattore atti, busta telematica e ricevute di deposito', 45],
      ['Le notifiche in proprio a mezzo PEC: legge 53/1994', 40],
    ],
    deadlineIn: 200,
    accreditationIn: 220,
    attachment: true,
  },
  {
    id: 6,
    category: 2,
    name: "Difesa d'ufficio: corso biennale di aggiornamento",
    short:
      "Il corso per mantenere l'iscrizione nell'elenco unico nazionale dei difensori d'ufficio: procedimento, misure cautelari, esecuzione e deontologia del difensore.",
    intro:
      "Il percorso soddisfa l'obbligo formativo per la permanenza nell'elenco dei difensori d'ufficio, con esercitazioni sugli atti e simulazioni d'udienza.",
    cost: 9900,
    cfp: 8,
    durationDays: 180,
    professors: ['Avv. Roberto Gallo', 'Avv. Francesca Moretti', 'Dott. Andrea Serra (magistrato)'],
    lessons: [
      ["Il ruolo del difensore d'ufficio e la deontologia", 60],
      ['Le indagini preliminari e le garanzie difensive', 90],
      ['Le misure cautelari personali e reali', 90],
      ['Il giudizio direttissimo e la convalida', 60],
      ["L'esecuzione penale e le misure alternative", 75],
      ["Simulazione: l'udienza di convalida dell'arresto", 90],
    ],
    deadlineIn: 170,
    accreditationIn: 180,
    attachment: true,
  },
  {
    id: 7,
    category: 2,
    name: 'Reati informatici e prova digitale',
    short:
      'Accesso abusivo, frode informatica e truffe online; acquisizione e catena di custodia della prova digitale nel processo penale.',
    intro:
      'Il corso unisce il diritto penale sostanziale dei reati informatici alla prassi delle indagini digitali, con un consulente tecnico forense.',
    cost: 6900,
    cfp: 5,
    durationDays: 90,
    professors: ['Avv. Matteo Rinaldi', 'Ing. Sara Colombo (consulente informatico forense)'],
    lessons: [
      ['Accesso abusivo a sistema informatico e frode informatica', 60],
      ['Le truffe online e il phishing: qualificazione giuridica', 45],
      [
        'Acquisizione, copia forense e catena di custodia della prova digitale: gli errori che rendono la prova inutilizzabile',
        90,
      ],
    ],
    deadlineIn: 95,
    accreditationIn: 110,
    attachment: false,
  },
  {
    id: 8,
    category: 2,
    name: 'Le misure cautelari personali',
    short:
      'Presupposti, scelta della misura, riesame e appello cautelare nella giurisprudenza più recente.',
    intro:
      'Dalle esigenze cautelari al tribunale del riesame: il corso segue il procedimento cautelare passo per passo, con i modelli di impugnazione.',
    cost: 5900,
    cfp: 4,
    durationDays: 60,
    professors: ['Avv. Roberto Gallo'],
    lessons: [
      ['Gravi indizi ed esigenze cautelari', 50],
      ['La scelta della misura e il principio di proporzionalità', 50],
      ['Riesame e appello cautelare', 60],
    ],
    deadlineIn: 45,
    accreditationIn: 60,
    attachment: false,
  },
  {
    id: 9,
    category: 2,
    name: 'La giustizia riparativa nella riforma penale',
    short:
      'Programmi, mediatori e rapporti con il processo: la disciplina organica del D.Lgs. 150/2022.',
    intro:
      'Un corso breve sulla giustizia riparativa: accesso ai programmi, ruolo del difensore ed effetti dell’esito riparativo sulla pena.',
    cost: 3900,
    cfp: 3,
    durationDays: 30,
    professors: ['Prof.ssa Valentina Neri', 'Avv. Luca Fontana'],
    lessons: [
      ['Principi e programmi di giustizia riparativa', 45],
      ["L'esito riparativo e i suoi effetti nel processo", 45],
    ],
    deadlineIn: 5,
    accreditationIn: 20,
    attachment: true,
  },
  {
    id: 10,
    category: 2,
    name: 'Patteggiamento e riti alternativi',
    short:
      'Abbreviato, patteggiamento, messa alla prova e decreto penale dopo la riforma: vantaggi e strategie difensive.',
    intro:
      'Il corso confronta i riti alternativi per aiutare il difensore a scegliere la strada più conveniente per l’assistito, con esempi di calcolo della pena.',
    cost: 4900,
    cfp: 3,
    durationDays: 60,
    professors: ['Avv. Francesca Moretti'],
    lessons: [
      ['Il giudizio abbreviato e lo sconto di pena', 50],
      ['Il patteggiamento e i suoi effetti extrapenali', 50],
      ['La messa alla prova', 40],
      ['Il decreto penale di condanna e l’opposizione', 35],
    ],
    deadlineIn: 65,
    accreditationIn: 80,
    attachment: false,
  },
  {
    id: 11,
    category: 3,
    name: 'Licenziamenti individuali e collettivi: la giurisprudenza recente',
    short:
      'Tutele crescenti dopo le pronunce della Corte costituzionale, licenziamento disciplinare ed economico, procedura di mobilità.',
    intro:
      'Il corso fa il punto sul regime dei licenziamenti alla luce della giurisprudenza costituzionale e di legittimità degli ultimi anni.',
    cost: 6900,
    cfp: 5,
    durationDays: 90,
    professors: ['Prof. Avv. Enrico Vitale', 'Avv. Martina Greco'],
    lessons: [
      ['Il contratto a tutele crescenti dopo la Corte costituzionale', 60],
      ['Il licenziamento disciplinare: contestazione e proporzionalità', 60],
      ['Il giustificato motivo oggettivo e il repêchage', 55],
      ['Il licenziamento collettivo: procedura e criteri di scelta', 60],
    ],
    deadlineIn: 110,
    accreditationIn: 130,
    attachment: true,
  },
  {
    id: 12,
    category: 3,
    name: 'Lavoro agile: profili contrattuali e tutele',
    short:
      'Accordo individuale, diritto alla disconnessione, controlli a distanza e sicurezza nel lavoro agile.',
    intro:
      'Una guida pratica per assistere aziende e lavoratori nella redazione dell’accordo di lavoro agile e nella gestione del contenzioso.',
    cost: 3900,
    cfp: 3,
    durationDays: 30,
    professors: ['Avv. Martina Greco'],
    lessons: [
      ["L'accordo individuale di lavoro agile", 45],
      ['Disconnessione, orario e controlli a distanza', 45],
    ],
    deadlineIn: 3,
    accreditationIn: 15,
    attachment: false,
  },
  {
    id: 13,
    category: 3,
    name: 'Sicurezza sul lavoro: le responsabilità del datore di lavoro',
    short:
      'Obblighi del D.Lgs. 81/2008, deleghe di funzioni e responsabilità dell’ente: un corso gratuito di aggiornamento.',
    intro:
      'Il corso gratuito riassume gli obblighi prevenzionistici e le responsabilità penali e amministrative in caso di infortunio.',
    cost: 0,
    cfp: 2,
    durationDays: 365,
    professors: ['Avv. Giovanni Testa'],
    lessons: [
      ['Gli obblighi del datore di lavoro e la delega di funzioni', 50],
      ["L'infortunio sul lavoro: responsabilità penale e dell'ente", 50],
    ],
    deadlineIn: 180,
    accreditationIn: 200,
    attachment: false,
  },
  {
    id: 14,
    category: 3,
    name: 'Il contenzioso previdenziale',
    short:
      'Ricorso amministrativo, accertamento tecnico preventivo e giudizio davanti al giudice del lavoro contro INPS e INAIL.',
    intro:
      'Dalla domanda amministrativa al giudizio: il corso illustra termini, decadenze e prove nel contenzioso con gli enti previdenziali.',
    cost: 4900,
    cfp: 4,
    durationDays: 60,
    professors: ['Avv. Alessandra Ferri', 'Dott. Marco Bassi (consulente del lavoro)'],
    lessons: [
      ['Il ricorso amministrativo e i termini di decadenza', 45],
      ["L'accertamento tecnico preventivo obbligatorio in materia di invalidità", 60],
      ['Il giudizio previdenziale: prova e spese', 50],
    ],
    deadlineIn: 85,
    accreditationIn: 100,
    attachment: true,
  },
  {
    id: 15,
    category: 3,
    name: 'Contratti a termine, somministrazione e appalto di manodopera',
    short:
      'Causali, proroghe e rinnovi; somministrazione irregolare e appalto illecito: i rimedi del lavoratore.',
    intro:
      'Il corso esamina la flessibilità in entrata e i confini tra appalto genuino e interposizione illecita di manodopera.',
    cost: 4900,
    cfp: 4,
    durationDays: 60,
    professors: ['Prof. Avv. Enrico Vitale'],
    lessons: [
      ['Il contratto a tempo determinato dopo il decreto Lavoro', 50],
      ['La somministrazione di lavoro', 45],
      ['Appalto genuino e interposizione illecita', 50],
    ],
    deadlineIn: 130,
    accreditationIn: null,
    attachment: false,
  },
  {
    id: 16,
    category: 4,
    name: 'Il nuovo processo tributario',
    short:
      'Giudice tributario professionale, prova testimoniale scritta, conciliazione e udienza a distanza: il processo tributario dopo la legge 130/2022 e il Testo unico della giustizia tributaria.',
    intro:
      'Il corso, pensato per avvocati e commercialisti, accompagna il difensore tributario dal ricorso alla sentenza di secondo grado.',
    cost: 8900,
    cfp: 6,
    durationDays: 90,
    professors: ['Dott. Federico Mancini (commercialista)', 'Avv. Irene Caruso'],
    lessons: [
      ['Il ricorso e la costituzione in giudizio telematica', 60],
      ['Onere della prova e testimonianza scritta', 60],
      ['La conciliazione giudiziale e fuori udienza', 45],
      ["L'appello davanti alla Corte di giustizia tributaria di secondo grado", 60],
    ],
    deadlineIn: 115,
    accreditationIn: 140,
    attachment: true,
  },
  {
    id: 17,
    category: 4,
    name: 'Concordato preventivo biennale: guida operativa',
    short:
      'Chi può aderire, come si calcola la proposta e cosa accade in caso di decadenza: il concordato per imprese e professionisti.',
    intro:
      'Una guida operativa al concordato preventivo biennale per chi assiste imprese e lavoratori autonomi soggetti agli ISA o al forfettario.',
    cost: 6900,
    cfp: 5,
    durationDays: 60,
    professors: ['Dott. Federico Mancini (commercialista)'],
    lessons: [
      ['Requisiti di accesso e cause di esclusione', 45],
      ['La proposta dell’Agenzia delle Entrate e la sua convenienza', 60],
      ['Decadenza e cessazione del concordato', 45],
    ],
    deadlineIn: 55,
    accreditationIn: 70,
    attachment: false,
  },
  {
    id: 18,
    category: 4,
    name: 'Accertamento con adesione e strumenti deflattivi',
    short:
      'Contraddittorio preventivo, adesione, autotutela e reclamo: come chiudere la lite prima del giudice.',
    intro:
      'Il corso illustra gli strumenti deflattivi del contenzioso tributario e le tecniche per negoziare con l’ufficio.',
    cost: 5900,
    cfp: 4,
    durationDays: 60,
    professors: ['Avv. Irene Caruso', 'Dott.ssa Paola Rizzi (commercialista)'],
    lessons: [
      ['Il contraddittorio preventivo generalizzato', 45],
      ["L'accertamento con adesione: procedura ed effetti", 50],
      ['Autotutela obbligatoria e facoltativa', 40],
    ],
    deadlineIn: 90,
    accreditationIn: 100,
    attachment: true,
  },
  {
    id: 19,
    category: 4,
    name: 'Fatturazione elettronica e corrispettivi telematici',
    short:
      'Tracciati, codici natura e conservazione: un ripasso gratuito per lo studio professionale.',
    intro:
      'Un corso gratuito e compatto sugli adempimenti di fatturazione elettronica per professionisti e piccole imprese.',
    cost: 0,
    cfp: 1,
    durationDays: 365,
    professors: ['Dott.ssa Paola Rizzi (commercialista)'],
    lessons: [
      ['Il tracciato della fattura elettronica e i codici natura', 40],
      ['Conservazione sostitutiva e corrispettivi telematici', 35],
    ],
    deadlineIn: 210,
    accreditationIn: null,
    attachment: false,
  },
  {
    id: 20,
    category: 4,
    name: 'Fiscalità internazionale: stabile organizzazione e transfer pricing',
    short:
      'Residenza fiscale, stabile organizzazione, prezzi di trasferimento e convenzioni contro le doppie imposizioni.',
    intro:
      'Un corso avanzato per i professionisti che assistono gruppi e imprese con attività all’estero, con casi tratti dalla prassi dell’Agenzia.',
    cost: 12900,
    cfp: 8,
    durationDays: 120,
    professors: ['Prof. Dott. Carlo Benedetti', 'Dott. Federico Mancini (commercialista)'],
    lessons: [
      ['La residenza fiscale di persone fisiche e società', 60],
      ['La stabile organizzazione materiale e personale', 60],
      ['Il transfer pricing e la documentazione nazionale', 75],
      ['Le convenzioni contro le doppie imposizioni e le procedure amichevoli', 60],
      ['Casi pratici di verifica fiscale', 60],
    ],
    deadlineIn: 160,
    accreditationIn: 180,
    attachment: true,
  },
  {
    id: 21,
    category: 5,
    name: 'Deontologia forense: il codice e il procedimento disciplinare',
    short:
      'I doveri dell’avvocato nel codice deontologico e il procedimento davanti al Consiglio distrettuale di disciplina.',
    intro:
      'Il corso vale per la formazione obbligatoria in materia di deontologia e ordinamento professionale.',
    cost: 2900,
    cfp: 3,
    durationDays: 60,
    professors: ['Avv. Anna Marini', 'Avv. Pietro De Luca'],
    lessons: [
      ['I principi generali del codice deontologico forense', 45],
      ['Rapporti con il cliente, i colleghi e la controparte', 45],
      ['Il procedimento disciplinare e le sanzioni', 45],
    ],
    deadlineIn: 60,
    accreditationIn: 75,
    attachment: false,
  },
  {
    id: 22,
    category: 5,
    name: 'Antiriciclaggio per avvocati e commercialisti',
    short:
      'Adeguata verifica, conservazione e segnalazione delle operazioni sospette secondo le regole tecniche degli ordini.',
    intro:
      'Il corso spiega come organizzare lo studio per rispettare gli obblighi antiriciclaggio del D.Lgs. 231/2007, con modulistica pronta all’uso.',
    cost: 4900,
    cfp: 4,
    durationDays: 90,
    professors: ['Dott.ssa Paola Rizzi (commercialista)', 'Avv. Anna Marini'],
    lessons: [
      ['Autovalutazione del rischio e adeguata verifica della clientela', 60],
      ['Titolare effettivo e conservazione dei dati', 45],
      ['La segnalazione di operazioni sospette alla UIF', 45],
    ],
    deadlineIn: 105,
    accreditationIn: 120,
    attachment: true,
  },
  {
    id: 23,
    category: 5,
    name: 'Privacy e GDPR nello studio professionale',
    short:
      'Informative, registro dei trattamenti, data breach e rapporti con i fornitori informatici dello studio.',
    intro:
      'Un corso pratico per mettere in regola lo studio con il Regolamento (UE) 2016/679 e gestire correttamente una violazione dei dati.',
    cost: 3900,
    cfp: 3,
    durationDays: 60,
    professors: ['Avv. Tommaso Ruggiero'],
    lessons: [
      ['Informative e basi giuridiche del trattamento', 40],
      ['Registro dei trattamenti e nomina dei responsabili', 40],
      ['Data breach: valutazione e notifica al Garante', 40],
    ],
    deadlineIn: 40,
    accreditationIn: 6,
    attachment: false,
  },
  {
    id: 24,
    category: 5,
    name: "Il compenso dell'avvocato: parametri forensi e preventivo",
    short:
      'Parametri del D.M. 55/2014, preventivo scritto, equo compenso e recupero del credito professionale.',
    intro:
      'Un corso breve sul compenso: come redigere il preventivo e come farsi pagare, anche con il procedimento speciale per le spettanze.',
    cost: 1900,
    cfp: 2,
    durationDays: 30,
    professors: ['Avv. Pietro De Luca'],
    lessons: [
      ['I parametri forensi e il preventivo scritto', 40],
      ["L'equo compenso e il recupero del credito professionale", 40],
    ],
    deadlineIn: 35,
    accreditationIn: 50,
    attachment: false,
  },
  {
    id: 25,
    category: 5,
    name: 'Comunicazione e marketing etico dello studio legale',
    short:
      'Sito, social network e recensioni nei limiti del codice deontologico: cosa si può dire e come.',
    intro:
      'Il corso aiuta a costruire una comunicazione efficace dello studio restando nei limiti posti dalle norme deontologiche sull’informazione.',
    cost: 2500,
    cfp: 2,
    durationDays: 60,
    professors: ['Dott.ssa Marta Galli (consulente di comunicazione)', 'Avv. Anna Marini'],
    lessons: [
      ["L'informazione sull'attività professionale: le regole", 40],
      ['Sito web, social network e recensioni online', 45],
    ],
    deadlineIn: 150,
    accreditationIn: null,
    attachment: false,
  },
  {
    id: 26,
    category: 6,
    name: "Codice della crisi d'impresa: gli strumenti di regolazione",
    short:
      "Accordi di ristrutturazione, piano di ristrutturazione soggetto a omologazione, concordato preventivo e liquidazione giudiziale: il quadro completo del Codice della crisi d'impresa e dell'insolvenza.",
    intro:
      "Il corso offre una visione d'insieme degli strumenti del Codice della crisi e guida nella scelta di quello più adatto all'impresa in difficoltà.",
    cost: 14900,
    cfp: 10,
    durationDays: 180,
    professors: ['Prof. Avv. Silvia Barbieri', 'Dott. Antonio Leone (commercialista)'],
    lessons: [
      ['Gli assetti organizzativi e l’emersione anticipata della crisi', 60],
      ['Accordi di ristrutturazione dei debiti', 75],
      ['Il piano di ristrutturazione soggetto a omologazione', 60],
      ['Il concordato preventivo in continuità e liquidatorio', 90],
      ['La liquidazione giudiziale: effetti per il debitore e i creditori', 75],
      ['Le misure protettive e cautelari', 45],
    ],
    deadlineIn: 175,
    accreditationIn: 190,
    attachment: true,
  },
  {
    id: 27,
    category: 6,
    name: 'La composizione negoziata della crisi',
    short:
      "L'esperto, la piattaforma telematica, le trattative con i creditori e gli esiti possibili del percorso.",
    intro:
      'Il corso segue la composizione negoziata dalla domanda sulla piattaforma fino agli esiti, con il punto di vista dell’esperto e dell’advisor.',
    cost: 8900,
    cfp: 6,
    durationDays: 90,
    professors: ['Dott. Antonio Leone (commercialista)'],
    lessons: [
      ['La domanda di accesso e la nomina dell’esperto', 50],
      ['Il test pratico e il piano di risanamento', 60],
      ['Le trattative e le misure protettive', 50],
      ['Gli esiti: contratto, accordo, concordato semplificato', 60],
    ],
    deadlineIn: 125,
    accreditationIn: 140,
    attachment: false,
  },
  {
    id: 28,
    category: 6,
    name: 'Sovraindebitamento: il piano del consumatore',
    short:
      'Accesso alla procedura, meritevolezza e esdebitazione del debitore incapiente: un corso introduttivo gratuito.',
    intro:
      'Un corso gratuito di introduzione alle procedure di sovraindebitamento per consumatori e piccoli imprenditori.',
    cost: 0,
    cfp: 3,
    durationDays: 365,
    professors: ['Avv. Claudia Vitali'],
    lessons: [
      ['La ristrutturazione dei debiti del consumatore', 50],
      ['Il concordato minore', 45],
      ["L'esdebitazione del debitore incapiente", 40],
    ],
    deadlineIn: 190,
    accreditationIn: 210,
    attachment: true,
  },
  {
    id: 29,
    category: 6,
    name: 'Responsabilità degli amministratori e azioni sociali',
    short:
      'Azione sociale, azione dei creditori e del curatore; quantificazione del danno e business judgement rule.',
    intro:
      'Il corso approfondisce la responsabilità degli organi sociali nelle società di capitali, dentro e fuori dalle procedure concorsuali.',
    cost: 7900,
    cfp: 5,
    durationDays: 90,
    professors: ['Prof. Avv. Silvia Barbieri'],
    lessons: [
      ['I doveri degli amministratori e la business judgement rule', 60],
      ["L'azione sociale e l'azione dei creditori sociali", 60],
      ['La quantificazione del danno: il criterio dei netti patrimoniali', 50],
    ],
    deadlineIn: 135,
    accreditationIn: 150,
    attachment: false,
  },
  {
    id: 30,
    category: 6,
    name: 'Gestore della crisi da sovraindebitamento: formazione biennale',
    short:
      "L'aggiornamento biennale obbligatorio per i gestori della crisi iscritti presso gli organismi di composizione: procedure, relazioni e casi.",
    intro:
      "Il percorso completo per l'aggiornamento dei gestori della crisi da sovraindebitamento, con la redazione guidata delle relazioni particolareggiate.",
    cost: 29900,
    cfp: 20,
    durationDays: 365,
    professors: [
      'Avv. Claudia Vitali',
      'Dott. Antonio Leone (commercialista)',
      'Dott.ssa Laura Gentile (giudice delegato)',
    ],
    lessons: [
      ["Il ruolo dell'organismo di composizione e del gestore", 60],
      ['La relazione particolareggiata nel piano del consumatore', 90],
      ['La relazione nel concordato minore', 90],
      ['La liquidazione controllata', 75],
      ["L'esdebitazione: presupposti e procedimento", 60],
      [
        'Laboratorio: dalla prima consulenza con il debitore al deposito del ricorso, con esame dei documenti e calcolo delle percentuali di soddisfazione',
        120,
      ],
    ],
    deadlineIn: 300,
    accreditationIn: 330,
    attachment: true,
  },
];

export interface PackageSeed {
  id: number;
  category: number | null;
  name: string;
  short: string;
  intro: string;
  /** Lower than the sum of its courses' costs. */
  cost: number;
  courses: number[];
}

export const PACKAGES: PackageSeed[] = [
  {
    id: 31,
    category: 1,
    name: 'Pacchetto Processo civile',
    short:
      'Riforma Cartabia, condominio e successioni: tre corsi di diritto civile a un prezzo ridotto.',
    intro:
      'Il pacchetto riunisce tre corsi di diritto civile molto richiesti per l’aggiornamento annuale.',
    cost: 13900,
    courses: [1, 2, 4],
  },
  {
    id: 32,
    category: 2,
    name: 'Pacchetto Penalista',
    short:
      "Difesa d'ufficio, reati informatici, misure cautelari e giustizia riparativa in un unico acquisto.",
    intro:
      'Quattro corsi per il penalista che vuole completare in un anno la formazione richiesta.',
    cost: 18900,
    courses: [6, 7, 8, 9],
  },
  {
    id: 33,
    category: 4,
    name: 'Pacchetto Fisco 2026',
    short:
      'Processo tributario, concordato preventivo biennale e strumenti deflattivi per avvocati e commercialisti.',
    intro:
      'Il pacchetto fiscale dell’anno, pensato per chi assiste i contribuenti dall’accertamento al giudizio.',
    cost: 15900,
    courses: [16, 17, 18],
  },
  {
    id: 34,
    category: null,
    name: 'Pacchetto Formazione obbligatoria',
    short:
      'Deontologia, antiriciclaggio, privacy e compenso: le materie obbligatorie in un solo pacchetto.',
    intro:
      'Le materie obbligatorie della formazione continua riunite in un unico percorso a prezzo ridotto.',
    cost: 9900,
    courses: [21, 22, 23, 24],
  },
];

/** Days before the seed date each item appeared (the catalogue lists the newest first). */
export function catalogDaysAgo(id: number): number {
  const packages: Record<number, number> = { 31: 1, 32: 9, 33: 21, 34: 35 };
  return packages[id] ?? 2 * (31 - id);
}

/** The demo lawyer's purchases: a paid course whose deadline is within 7 days, a free one. */
export const DEMO_PURCHASES: { email: string; courseId: number; daysAgo: number }[] = [
  { email: 'avvocato@demo.colleghi.it', courseId: 9, daysAgo: 20 },
  { email: 'avvocato@demo.colleghi.it', courseId: 5, daysAgo: 40 },
];

export interface ExternalProductSeed {
  name: string;
  description: string;
  link: string;
  price: number | null;
}

export const EXTERNAL_PRODUCTS: ExternalProductSeed[] = [
  {
    name: 'Codice civile e di procedura civile 2026',
    description:
      'Edizione aggiornata alla riforma del processo civile e al correttivo, con note di giurisprudenza e indice analitico.',
    link: 'https://www.colleghi.it/partner/codice-civile-2026',
    price: 5900,
  },
  {
    name: 'Agenda legale 2026',
    description:
      'L’agenda dell’avvocato con calendario dei termini processuali, scadenze fiscali e rubrica.',
    link: 'https://www.colleghi.it/partner/agenda-legale-2026',
    price: 2490,
  },
  {
    name: 'Firma digitale remota',
    description:
      'Firma digitale qualificata utilizzabile da computer e smartphone, valida tre anni, con riconoscimento via webcam.',
    link: 'https://www.colleghi.it/partner/firma-digitale',
    price: 3900,
  },
  {
    name: 'PEC professionale 2 GB',
    description:
      'Casella di posta elettronica certificata per professionisti con archivio di sicurezza e avvisi via SMS.',
    link: 'https://www.colleghi.it/partner/pec-professionale',
    price: 1200,
  },
  {
    name: 'Banca dati Giurisprudenza Plus',
    description:
      'Sentenze di merito e di legittimità, massime e note a sentenza con ricerca per parole chiave. Prova gratuita di 30 giorni.',
    link: 'https://www.colleghi.it/partner/giurisprudenza-plus',
    price: null,
  },
  {
    name: 'Polizza RC professionale',
    description:
      'Assicurazione della responsabilità civile professionale conforme al decreto ministeriale, con preventivo in pochi minuti.',
    link: 'https://www.colleghi.it/partner/polizza-rc',
    price: null,
  },
];
