import type {
  CandidateStatus,
  DemandStatus,
  DemandType,
  Query,
  Role,
} from '@colleghi/api-contract';

export const DEMAND_TYPE_VALUES = [
  'DOMICILIARY',
  'SUBSTITUTE',
  'CHANCELLERY',
] as const satisfies readonly DemandType[];

export const DEMAND_STATUSES = [
  'PENDING',
  'ASSIGNED',
  'COMPLETED',
  'PAID',
  'ANNULLED',
  'EXPIRED',
] as const satisfies readonly DemandStatus[];

export const CANDIDATE_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'REJECTED',
  'DEAD',
] as const satisfies readonly CandidateStatus[];

export const DEMAND_TYPE_LABELS: Record<DemandType, string> = {
  DOMICILIARY: 'Domiciliazione',
  SUBSTITUTE: "Sostituzione d'udienza",
  CHANCELLERY: 'Attività di cancelleria',
};

export interface DemandTypeOption {
  value: DemandType;
  label: string;
}

/** The wizard's first step, in display order. */
export const DEMAND_TYPES: readonly DemandTypeOption[] = [
  { value: 'DOMICILIARY', label: DEMAND_TYPE_LABELS.DOMICILIARY },
  { value: 'SUBSTITUTE', label: DEMAND_TYPE_LABELS.SUBSTITUTE },
  { value: 'CHANCELLERY', label: DEMAND_TYPE_LABELS.CHANCELLERY },
];

/** Accountants may not request a domiciliation (the API refuses it too). */
export function demandTypesFor(role: Role | null | undefined): DemandTypeOption[] {
  return DEMAND_TYPES.filter((option) => role !== 'ACCOUNTANT' || option.value !== 'DOMICILIARY');
}

/** The `role` query of demands/estimate/ and autocomplete/activities_demands/: the audience. */
export function estimateRoleFor(
  role: Role | null | undefined,
): Extract<Query<'/api/demands/estimate/'>['role'], 'accountant' | 'lawyer'> {
  return role === 'ACCOUNTANT' ? 'accountant' : 'lawyer';
}

/** A status filter button; `status` undefined means all (the query param is omitted). */
export interface ActivityTab<S extends string> {
  label: string;
  status: S | undefined;
}

export const ALL_TAB_LABEL = 'Tutte';

export const REQUESTER_TABS: readonly ActivityTab<DemandStatus>[] = [
  { label: ALL_TAB_LABEL, status: undefined },
  { label: 'Da Assegnare', status: 'PENDING' },
  { label: 'Assegnate', status: 'ASSIGNED' },
  { label: 'Concluse da Pagare', status: 'COMPLETED' },
  { label: 'Concluse Pagate', status: 'PAID' },
  { label: 'Annullate', status: 'ANNULLED' },
  { label: 'Scadute', status: 'EXPIRED' },
];

export const CANDIDATE_TABS: readonly ActivityTab<CandidateStatus>[] = [
  { label: ALL_TAB_LABEL, status: undefined },
  { label: 'Nuove', status: 'PENDING' },
  { label: 'In attesa di assegnazione', status: 'ACCEPTED' },
  { label: 'Rifiutate', status: 'REJECTED' },
  { label: 'Non più disponibili', status: 'DEAD' },
];

export const ASSIGNEE_TABS: readonly ActivityTab<
  Extract<DemandStatus, 'ASSIGNED' | 'COMPLETED' | 'PAID'>
>[] = [
  { label: ALL_TAB_LABEL, status: undefined },
  { label: 'Assegnate', status: 'ASSIGNED' },
  { label: 'Concluse in attesa di pagamento', status: 'COMPLETED' },
  { label: 'Concluse e pagate', status: 'PAID' },
];

// The cancel window and the 'In scadenza' window are the API's too: written once, in the rules.
export { CANCEL_WINDOW_MS, EXPIRING_WINDOW_MS } from '@colleghi/rules';

/** The fee the wizard starts from, and the lowest it may go. */
export const FEE_START: Record<DemandType, number> = {
  CHANCELLERY: 20,
  DOMICILIARY: 35,
  SUBSTITUTE: 35,
};

/** 'Generica': held by many, meaningless as a request skill, removed from the estimate. */
export const GENERIC_SKILL_ID = 12;
/** CHANCELLERY requests from lawyers use this skill, set and locked by the wizard. */
export const CHANCELLERY_SKILL_ID = 16;
/** CHANCELLERY requests from accountants use this one. */
export const CHAMBER_OF_COMMERCE_SKILL_ID = 17;

/** The skill a CHANCELLERY request gets for the requester's role. */
export function chancellerySkillIdFor(role: Role | null | undefined): number {
  return role === 'ACCOUNTANT' ? CHAMBER_OF_COMMERCE_SKILL_ID : CHANCELLERY_SKILL_ID;
}

export const TIME_STEP_MINUTES = 5;
/** Request datetimes are Italian wall-clock times. */
export const ROME_TIME_ZONE = 'Europe/Rome';

export const NO_SKILLS_FOR_OFFICE = 'Non ci sono competenze per il foro selezionato.';
export const SELECT_OFFICE_MESSAGE = "Seleziona un ufficio giudiziario dall'elenco.";
export const PROFILE_INCOMPLETE_MESSAGE = 'Completa il tuo Profilo!';
export const DELAY_NOTICE =
  'A breve la ricerca sarà estesa a tutti i colleghi con competenze simili.';
/** The same notice once the requester chose not to extend (its button then disabled). */
export const DELAY_STOPPED_NOTICE =
  'Hai scelto di non estendere la ricerca: resta ai colleghi già invitati.';
export const STOP_DELAY_LABEL = 'Non estendere la ricerca';
export const FEE_TO_AGREE_LABEL = 'Da concordare';
