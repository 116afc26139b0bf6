import type { CandidateStatus, DemandStatus, DemandType } from '../../db/schema';

export interface DemoCandidate {
  email: string;
  status: CandidateStatus;
}

/** A demo demand; times are relative to the moment of the seed, so the lists always look live. */
export interface DemoDemand {
  type: DemandType;
  activity: string;
  office: string;
  skillId: number;
  subject?: string;
  money: number | null;
  notes?: string;
  section?: string;
  judge?: string;
  /** Hours from the seed to the activity (negative: in the past). */
  inHours: number;
  /** Hours between creation and the seed. */
  createdHoursAgo: number;
  status: DemandStatus;
  /** Waiting to widen the search (the wizard's default when a skill is chosen): true if absent. */
  isDelayed?: boolean;
  candidates: DemoCandidate[];
  /** E-mail of the assigned candidate (one of the ACCEPTED ones). */
  assignee?: string;
}

const LUCA = 'collega.roma@demo.colleghi.it';
const FRANCESCA = 'collega2.roma@demo.colleghi.it';
const DAVIDE = 'incompleto.roma@demo.colleghi.it';
const MARCO = 'stabilito@demo.colleghi.it';
const GIULIA = 'avvocato@demo.colleghi.it';

const DAY = 24;

/**
 * The demo lawyer's requests in Roma: one per requester tab (three waiting), and the Roma
 * colleague's invitations cover each candidate and assignee tab.
 */
const GIULIA_DEMANDS: DemoDemand[] = [
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di prima comparizione e trattazione',
    office: 'Tribunale di Roma',
    skillId: 1,
    subject: 'Civile',
    money: 50,
    notes: 'Causa di risarcimento danni: chiedere un rinvio per trattative in corso.',
    section: 'Sezione II civile',
    judge: 'Dott.ssa Chiara Colombo',
    inHours: 3 * DAY,
    createdHoursAgo: 5,
    status: 'PENDING',
    candidates: [
      { email: LUCA, status: 'ACCEPTED' },
      { email: FRANCESCA, status: 'ACCEPTED' },
      { email: DAVIDE, status: 'PENDING' },
    ],
  },
  {
    type: 'CHANCELLERY',
    activity: 'Ritiro copie',
    office: 'Giudice di Pace di Roma',
    skillId: 16,
    money: 20,
    notes: 'Ritirare le copie conformi della sentenza n. 1234/2025.',
    inHours: 20,
    createdHoursAgo: 2,
    status: 'PENDING',
    candidates: [
      { email: LUCA, status: 'PENDING' },
      { email: FRANCESCA, status: 'PENDING' },
      { email: DAVIDE, status: 'PENDING' },
      { email: MARCO, status: 'PENDING' },
    ],
  },
  {
    type: 'DOMICILIARY',
    activity: 'Domiciliazione',
    office: 'Tribunale di Roma',
    skillId: 1,
    subject: 'Esecuzioni',
    money: null,
    notes: 'Domiciliazione per un pignoramento presso terzi.',
    inHours: 6 * DAY,
    createdHoursAgo: 30,
    status: 'PENDING',
    candidates: [
      { email: LUCA, status: 'REJECTED' },
      { email: FRANCESCA, status: 'PENDING' },
      { email: DAVIDE, status: 'PENDING' },
    ],
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza istruttoria',
    office: 'Tribunale di Roma',
    skillId: 1,
    subject: 'Civile',
    money: 60,
    judge: 'Dott. Francesco Galli',
    inHours: 2 * DAY,
    createdHoursAgo: 2 * DAY,
    status: 'ASSIGNED',
    candidates: [
      { email: LUCA, status: 'ACCEPTED' },
      { email: FRANCESCA, status: 'DEAD' },
      { email: DAVIDE, status: 'DEAD' },
    ],
    assignee: LUCA,
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di precisazione delle conclusioni',
    office: 'Tribunale di Roma',
    skillId: 1,
    money: 70,
    inHours: -3 * DAY,
    createdHoursAgo: 8 * DAY,
    status: 'COMPLETED',
    candidates: [
      { email: LUCA, status: 'ACCEPTED' },
      { email: FRANCESCA, status: 'DEAD' },
    ],
    assignee: LUCA,
  },
  {
    type: 'CHANCELLERY',
    activity: 'Deposito atti',
    office: 'Tribunale di Roma',
    skillId: 16,
    money: 25,
    inHours: -12 * DAY,
    createdHoursAgo: 14 * DAY,
    status: 'PAID',
    candidates: [{ email: LUCA, status: 'ACCEPTED' }],
    assignee: LUCA,
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di discussione',
    office: 'Giudice di Pace di Roma',
    skillId: 1,
    money: 40,
    inHours: 4 * DAY,
    createdHoursAgo: DAY,
    status: 'ANNULLED',
    candidates: [
      { email: LUCA, status: 'DEAD' },
      { email: FRANCESCA, status: 'DEAD' },
    ],
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di comparizione',
    office: 'Tribunale di Roma',
    skillId: 1,
    money: 45,
    inHours: -DAY,
    createdHoursAgo: 5 * DAY,
    status: 'EXPIRED',
    candidates: [
      { email: LUCA, status: 'DEAD' },
      { email: FRANCESCA, status: 'DEAD' },
    ],
  },
];

/** The Roma colleague's requests in Milano: they fill the demo lawyer's own invitation tabs. */
const LUCA_DEMANDS: DemoDemand[] = [
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di comparizione',
    office: 'Tribunale di Milano',
    skillId: 1,
    money: 50,
    inHours: 2 * DAY,
    createdHoursAgo: 3,
    status: 'PENDING',
    candidates: [{ email: GIULIA, status: 'PENDING' }],
  },
  {
    type: 'DOMICILIARY',
    activity: 'Domiciliazione',
    office: 'Tribunale di Milano',
    skillId: 7,
    subject: 'Commerciale',
    money: 120,
    notes: 'Decreto ingiuntivo verso una società con sede a Milano.',
    inHours: 5 * DAY,
    createdHoursAgo: 20,
    status: 'PENDING',
    candidates: [{ email: GIULIA, status: 'ACCEPTED' }],
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza istruttoria',
    office: 'Giudice di Pace di Milano',
    skillId: 1,
    money: 35,
    inHours: 4 * DAY,
    createdHoursAgo: DAY,
    status: 'PENDING',
    candidates: [{ email: GIULIA, status: 'REJECTED' }],
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di giuramento del CTU',
    office: 'Tribunale di Milano',
    skillId: 1,
    money: 50,
    inHours: 26,
    createdHoursAgo: 3 * DAY,
    status: 'ASSIGNED',
    candidates: [{ email: GIULIA, status: 'ACCEPTED' }],
    assignee: GIULIA,
  },
  {
    type: 'CHANCELLERY',
    activity: 'Ritiro copie',
    office: 'Tribunale di Milano',
    skillId: 16,
    money: 20,
    inHours: -4 * DAY,
    createdHoursAgo: 6 * DAY,
    status: 'COMPLETED',
    candidates: [{ email: GIULIA, status: 'ACCEPTED' }],
    assignee: GIULIA,
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza presidenziale',
    office: 'Tribunale di Milano',
    skillId: 1,
    subject: 'Famiglia',
    money: 80,
    inHours: -15 * DAY,
    createdHoursAgo: 20 * DAY,
    status: 'PAID',
    candidates: [{ email: GIULIA, status: 'ACCEPTED' }],
    assignee: GIULIA,
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza di discussione',
    office: 'Tribunale di Milano',
    skillId: 1,
    money: 40,
    inHours: -2 * DAY,
    createdHoursAgo: 7 * DAY,
    status: 'EXPIRED',
    candidates: [{ email: GIULIA, status: 'DEAD' }],
  },
  {
    type: 'SUBSTITUTE',
    activity: 'Udienza preliminare',
    office: 'Tribunale di Milano',
    skillId: 1,
    money: 45,
    inHours: 3 * DAY,
    createdHoursAgo: 2 * DAY,
    status: 'ANNULLED',
    candidates: [{ email: GIULIA, status: 'DEAD' }],
  },
];

/** Demo demands by requester e-mail; a requester's set is added only if they have no demand. */
export const DEMO_DEMANDS: Record<string, DemoDemand[]> = {
  [GIULIA]: GIULIA_DEMANDS,
  [LUCA]: LUCA_DEMANDS,
};
