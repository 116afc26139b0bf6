import type {
  City,
  DemandType,
  EstimateItem,
  NamedEntry,
  Office,
  RequestBody,
  Role,
} from '@colleghi/api-contract';
import { MESSAGES, NOTES_MAX, validateEmail, validatePhone } from '@colleghi/rules';
import { FEE_START, chancellerySkillIdFor } from '@colleghi/shared/domain';
import { romeDateTimeToIso } from './rome-time';

/** What the request wizard edits; texts are '' until typed, relations null until chosen. */
export interface RequestDraft {
  type: DemandType | null;
  activity: string;
  subject: NamedEntry | null;
  /** Euro, stepped with increaseFee / decreaseFee; ignored when moneyMode is 'to-agree'. */
  money: number;
  moneyMode: 'custom' | 'to-agree';
  notes: string;
  office: Office | null;
  section: string;
  judge: string;
  skill: EstimateItem | null;
  /** 'YYYY-MM-DD' (Italian calendar day) or ''. */
  date: string;
  /** 'HH:mm' (24 h, Italian wall clock) or ''. */
  time: string;
  only_aiga: boolean;
  only_certified: boolean;
  only_priority: boolean;
  is_delayed: boolean;
}

/** The guest variant's step 6 (light registration). */
export interface GuestData {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  type: Role | null;
  city: City | null;
  privacy: boolean;
  terms: boolean;
}

/** 1 type, 2 activity (+fee, notes), 3 office (+section, judge), 4 skill, 5 datetime (+filters), 6 guest data. */
export type WizardStep = 1 | 2 | 3 | 4 | 5 | 6;

export const LOGGED_IN_STEPS: readonly WizardStep[] = [1, 2, 3, 4, 5];
export const GUEST_STEPS: readonly WizardStep[] = [1, 2, 3, 4, 5, 6];

export function wizardSteps(isGuest: boolean): readonly WizardStep[] {
  return isGuest ? GUEST_STEPS : LOGGED_IN_STEPS;
}

export function emptyDraft(type: DemandType | null = null): RequestDraft {
  return {
    type,
    activity: '',
    subject: null,
    money: FEE_START[type ?? 'SUBSTITUTE'],
    moneyMode: 'custom',
    notes: '',
    office: null,
    section: '',
    judge: '',
    skill: null,
    date: '',
    time: '',
    only_aiga: false,
    only_certified: false,
    only_priority: false,
    is_delayed: false,
  };
}

export function emptyGuestData(): GuestData {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    type: null,
    city: null,
    privacy: false,
    terms: false,
  };
}

/**
 * Choosing a type restarts the fee from that type's start; CHANCELLERY sets its reserved skill
 * (locked, see isSkillLocked), leaving CHANCELLERY drops it.
 */
export function withType(draft: RequestDraft, type: DemandType, role?: Role | null): RequestDraft {
  const next: RequestDraft = { ...draft, type, money: FEE_START[type] };
  if (type === 'CHANCELLERY') {
    return { ...next, skill: chancellerySkill(role), is_delayed: true };
  }
  if (draft.type === 'CHANCELLERY') return { ...next, skill: null, is_delayed: false };
  return next;
}

/** Changing the office clears the skill (the estimate depends on the office), unless locked. */
export function withOffice(draft: RequestDraft, office: Office | null): RequestDraft {
  if (isSkillLocked(draft)) return { ...draft, office };
  return { ...draft, office, skill: null, is_delayed: false };
}

/** A chosen skill turns on the delayed search extension (is_delayed). */
export function withSkill(draft: RequestDraft, skill: EstimateItem | null): RequestDraft {
  if (isSkillLocked(draft)) return draft;
  return { ...draft, skill, is_delayed: skill !== null };
}

export function isSkillLocked(draft: RequestDraft): boolean {
  return draft.type === 'CHANCELLERY';
}

function chancellerySkill(role: Role | null | undefined): EstimateItem {
  return { id: chancellerySkillIdFor(role), name: 'Attività di cancelleria' };
}

/**
 * A note over NOTES_MAX is kept whole (nothing the user pasted is cut) and said at once; the step
 * stays closed until the user shortens it.
 */
export function notesError(draft: RequestDraft): string | null {
  const length = draft.notes.length;
  return length > NOTES_MAX
    ? `Le note superano di ${length - NOTES_MAX} caratteri il massimo di ${NOTES_MAX}: accorciale per continuare.`
    : null;
}

/** The date step's message for a day and time already past (the server refuses them too). */
export const PAST_DATETIME_MESSAGE =
  'Il giorno e l’ora scelti sono già passati: scegli un momento futuro.';

/** PAST_DATETIME_MESSAGE when the draft's day and time (Italian wall clock) are not after `now`. */
export function pastDateTimeError(draft: RequestDraft, now: Date): string | null {
  const iso = romeDateTimeToIso(draft.date, draft.time);
  if (iso === null) return null;
  return new Date(iso).getTime() <= now.getTime() ? PAST_DATETIME_MESSAGE : null;
}

/**
 * Whether a step's required fields are filled (step 6 needs valid guest data). Given `now`, the
 * date step also needs a day and time still to come.
 */
export function stepFilled(
  draft: RequestDraft,
  step: WizardStep,
  guest?: GuestData,
  now?: Date,
): boolean {
  switch (step) {
    case 1:
      return draft.type !== null;
    case 2:
      return (
        draft.activity.trim() !== '' &&
        notesError(draft) === null &&
        (draft.moneyMode === 'to-agree' || (Number.isInteger(draft.money) && draft.money >= 0))
      );
    case 3:
      return draft.office !== null;
    case 4:
      return draft.skill !== null;
    case 5:
      return (
        romeDateTimeToIso(draft.date, draft.time) !== null &&
        (now === undefined || pastDateTimeError(draft, now) === null)
      );
    case 6:
      return guest !== undefined && isGuestDataValid(guest);
  }
}

/** Step n is reachable only when every earlier step is filled (see stepFilled for `now`). */
export function canReachStep(
  draft: RequestDraft,
  step: WizardStep,
  guest?: GuestData,
  now?: Date,
): boolean {
  for (let earlier = 1; earlier < step; earlier += 1) {
    if (!stepFilled(draft, earlier as WizardStep, guest, now)) return false;
  }
  return true;
}

/** The send button: every step of the variant filled (see stepFilled for `now`). */
export function canSubmit(draft: RequestDraft, guest?: GuestData, now?: Date): boolean {
  const steps = wizardSteps(guest !== undefined);
  return steps.every((step) => stepFilled(draft, step, guest, now));
}

/**
 * The POST body. Empty texts go up as null, 'to-agree' as money null, date + time as the
 * Italian wall-clock instant with its offset. Throws on a draft canSubmit would refuse.
 */
export function draftToDemandCreate(draft: RequestDraft): RequestBody<'/api/demands/', 'post'> {
  const datetime = romeDateTimeToIso(draft.date, draft.time);
  if (!draft.type || !draft.office || !draft.skill || datetime === null) {
    throw new Error('draftToDemandCreate: the draft is incomplete');
  }
  return {
    type: draft.type,
    activity: draft.activity.trim(),
    subject: draft.subject?.id ?? null,
    money: draft.moneyMode === 'to-agree' ? null : draft.money,
    notes: textOrNull(draft.notes),
    office: draft.office.id,
    section: textOrNull(draft.section),
    judge: textOrNull(draft.judge),
    skill: draft.skill.id,
    datetime,
    is_delayed: draft.is_delayed,
    only_aiga: draft.only_aiga,
    only_certified: draft.only_certified,
    only_priority: draft.only_priority,
  };
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export type GuestDataErrors = Partial<Record<keyof GuestData, string>>;

/** Field -> Italian message for every invalid guest field; {} when the guest data is valid. */
export function validateGuestData(guest: GuestData): GuestDataErrors {
  const errors: GuestDataErrors = {};
  if (guest.first_name.trim() === '') errors.first_name = MESSAGES.required;
  if (guest.last_name.trim() === '') errors.last_name = MESSAGES.required;
  const email = guest.email.trim() === '' ? MESSAGES.required : validateEmail(guest.email);
  if (email) errors.email = email;
  const phone = guest.phone.trim() === '' ? MESSAGES.required : validatePhone(guest.phone);
  if (phone) errors.phone = phone;
  if (guest.type === null) errors.type = MESSAGES.required;
  if (guest.city === null) errors.city = MESSAGES.required;
  if (!guest.privacy) errors.privacy = MESSAGES.required;
  if (!guest.terms) errors.terms = MESSAGES.required;
  return errors;
}

export function isGuestDataValid(guest: GuestData): boolean {
  return Object.keys(validateGuestData(guest)).length === 0;
}

/** The auth/light-register/ body of a guest; the city is the law firm's. */
export function guestToLightRegister(
  guest: GuestData,
  tempDemand: number | null = null,
): RequestBody<'/api/auth/light-register/', 'post'> {
  if (guest.type === null || guest.city === null) {
    throw new Error('guestToLightRegister: the guest data is incomplete');
  }
  return {
    first_name: guest.first_name.trim(),
    last_name: guest.last_name.trim(),
    email: guest.email.trim(),
    phone: guest.phone.trim(),
    privacy: guest.privacy,
    terms: guest.terms,
    profile: { type: guest.type, lawfirm: { city: guest.city.id } },
    temp_demand: tempDemand,
  };
}
