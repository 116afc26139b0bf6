import {
  addDays,
  addMonths,
  italianDate,
  italianDayAndDate,
  monthOf,
  parseIsoDate,
  yearOf,
} from './calendar-date';
import { holidayName, isHoliday, isSaturday } from './holidays';

export type TermUnit = 'days' | 'months' | 'years';
export type TermDirection = 'forward' | 'backward';

export interface TermInput {
  /** The reference day, 'YYYY-MM-DD': the service, the publication, the hearing… */
  from: string;
  amount: number;
  unit: TermUnit;
  /** forward: N after the reference day; backward ("a ritroso"): N before it. */
  direction: TermDirection;
  /** The summer suspension (1-31 August): terms do not run. */
  suspension: boolean;
  /** "Giorni liberi": both the reference day and the deadline are left out of the count. */
  freeDays: boolean;
  /** An act outside the hearing: a forward term ending on a Saturday moves to the next working day. */
  outOfHearing: boolean;
}

export interface TermResult {
  /** 'YYYY-MM-DD'. */
  deadline: string;
  /** The explanation, one Italian sentence per step. */
  steps: string[];
}

export const TERM_UNIT_LABELS: Record<TermUnit, { one: string; many: string }> = {
  days: { one: 'giorno', many: 'giorni' },
  months: { one: 'mese', many: 'mesi' },
  years: { one: 'anno', many: 'anni' },
};

/** The longest term each unit accepts (ten years). */
export const TERM_MAX: Record<TermUnit, number> = { days: 3660, months: 120, years: 10 };

export const DEFAULT_TERM: Omit<TermInput, 'from'> = {
  amount: 30,
  unit: 'days',
  direction: 'forward',
  suspension: true,
  freeDays: false,
  outOfHearing: true,
};

const SUSPENSION_TEXT = 'sospensione feriale dal 1° al 31 agosto';

/**
 * The years a reference date may fall in, as the date field offers them. A date typed year digit
 * by digit is briefly real in year 2, 20 or 202, where the holiday calendar has no meaning.
 */
export const FIRST_REFERENCE_YEAR = 1900;
export const LAST_REFERENCE_YEAR = 2099;

/** Why an input cannot be computed, in Italian, or null. */
export function termInputError(input: Pick<TermInput, 'from' | 'amount' | 'unit'>): string | null {
  const from = parseIsoDate(input.from);
  if (!from) return 'Inserisci una data di riferimento valida.';
  if (from.year() < FIRST_REFERENCE_YEAR || from.year() > LAST_REFERENCE_YEAR) {
    return `Inserisci una data di riferimento tra il ${FIRST_REFERENCE_YEAR} e il ${LAST_REFERENCE_YEAR}.`;
  }
  const max = TERM_MAX[input.unit];
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > max) {
    return `Inserisci una durata intera da 1 a ${max} ${TERM_UNIT_LABELS[input.unit].many}.`;
  }
  return null;
}

export function quantity(amount: number, unit: TermUnit): string {
  const label = TERM_UNIT_LABELS[unit];
  return `${amount} ${amount === 1 ? label.one : label.many}`;
}

function inSuspension(iso: string): boolean {
  return monthOf(iso) === 8;
}

function signed(direction: TermDirection, text: string): string {
  return `${direction === 'forward' ? '+' : '−'}${text}`;
}

/** "sospensione feriale …: +31 giorni", with the year when the term crosses more than one August. */
function suspensionSteps(
  skipped: Map<number, number>,
  direction: TermDirection,
  except?: number,
): string[] {
  const years = [...skipped.keys()].filter((year) => year !== except);
  return years.map((year) => {
    const which = years.length > 1 ? `${SUSPENSION_TEXT} ${year}` : SUSPENSION_TEXT;
    return `${which}: ${signed(direction, quantity(skipped.get(year) ?? 0, 'days'))}`;
  });
}

/** A term in days: each counted day is one step away from the reference day; August days are skipped. */
function countDays(input: TermInput, steps: string[]): string {
  const step = input.direction === 'forward' ? 1 : -1;
  const counted = input.amount + (input.freeDays ? 1 : 0);
  const startsSuspended =
    input.suspension && input.direction === 'forward' && inSuspension(input.from);
  const skipped = new Map<number, number>();
  let day = input.from;
  let left = counted;
  while (left > 0) {
    day = addDays(day, step);
    if (input.suspension && inSuspension(day)) {
      skipped.set(yearOf(day), (skipped.get(yearOf(day)) ?? 0) + 1);
      continue;
    }
    left -= 1;
  }
  steps.push(
    `${signed(input.direction, quantity(input.amount, 'days'))} dal ${italianDate(input.from)}${
      input.direction === 'backward' ? ' (a ritroso)' : ''
    }`,
  );
  if (input.freeDays) {
    steps.push(
      `giorni liberi: esclusi sia il giorno di riferimento sia quello di scadenza, ${signed(
        input.direction,
        quantity(1, 'days'),
      )}`,
    );
  }
  const startYear = yearOf(input.from);
  if (startsSuspended) {
    steps.push(
      `il ${italianDate(input.from)} cade nella sospensione feriale: il termine decorre dal ${italianDate(
        `${startYear}-09-01`,
      )}, primo giorno computato`,
    );
  }
  steps.push(...suspensionSteps(skipped, input.direction, startsSuspended ? startYear : undefined));
  return day;
}

/** The years whose August shares at least one day with the days between `a` and `b` (a excluded). */
function augustsTouched(a: string, b: string): number[] {
  const [low, high] = a < b ? [a, b] : [b, a];
  const years: number[] = [];
  for (let year = yearOf(low); year <= yearOf(high); year += 1) {
    const first = `${year}-08-01`;
    const last = `${year}-08-31`;
    // a (the excluded reference day) never counts as touching.
    const from = a < b ? addDays(low, 1) : low;
    const to = a < b ? high : addDays(high, -1);
    if (from <= last && to >= first) years.push(year);
  }
  return years;
}

/**
 * A term in months or years: the same day number in the target month (or that month's last day);
 * every August the term touches adds (backward: takes away) its 31 days.
 */
function countMonths(input: TermInput, steps: string[]): string {
  const months = input.unit === 'years' ? input.amount * 12 : input.amount;
  const step = input.direction === 'forward' ? 1 : -1;
  let start = input.from;
  const startsSuspended =
    input.suspension && input.direction === 'forward' && inSuspension(input.from);
  if (startsSuspended) start = `${yearOf(input.from)}-08-31`;
  const target = addMonths(start, step * months);
  steps.push(
    `${signed(input.direction, quantity(input.amount, input.unit))} dal ${italianDate(input.from)}${
      input.direction === 'backward' ? ' (a ritroso)' : ''
    }${startsSuspended ? '' : `: ${italianDate(target.date)}`}${
      target.clamped && !startsSuspended ? ' (ultimo giorno del mese)' : ''
    }`,
  );
  if (startsSuspended) {
    steps.push(
      `il ${italianDate(input.from)} cade nella sospensione feriale: il termine decorre dal ${italianDate(
        `${yearOf(input.from)}-09-01`,
      )}, primo giorno computato, e scade il ${italianDate(target.date)}${
        target.clamped ? ' (ultimo giorno del mese)' : ''
      }`,
    );
  }
  let day = target.date;
  if (input.suspension) {
    // Each added August may make the term touch the next one: go on until none is left.
    const counted = new Set<number>();
    for (;;) {
      const fresh = augustsTouched(start, day).filter((year) => !counted.has(year));
      if (fresh.length === 0) break;
      for (const year of fresh) counted.add(year);
      day = addDays(day, step * 31 * fresh.length);
    }
    const skipped = new Map([...counted].sort().map((year) => [year, 31]));
    steps.push(...suspensionSteps(skipped, input.direction));
  }
  if (input.freeDays) {
    day = addDays(day, step);
    steps.push(
      `giorni liberi: escluso anche il giorno di scadenza, ${signed(input.direction, quantity(1, 'days'))}`,
    );
  }
  return day;
}

function dayNote(iso: string): string {
  const name = holidayName(iso);
  return `${italianDayAndDate(iso)}${name ? ` (${name})` : ''}`;
}

/**
 * A forward term ending on a holiday (or on a Saturday, for an act outside the hearing) moves to
 * the next day that is neither; a backward one moves to the preceding working day (never a
 * holiday or a Saturday), so the act is in time.
 */
function moveOffNonWorkingDays(input: TermInput, day: string): string {
  const step = input.direction === 'forward' ? 1 : -1;
  const saturdayMoves = input.direction === 'backward' || input.outOfHearing;
  let moved = day;
  while (isHoliday(moved) || (saturdayMoves && isSaturday(moved))) moved = addDays(moved, step);
  return moved;
}

/** The deadline of a procedural term and the steps that explain it. */
export function computeTerm(input: TermInput): TermResult {
  const problem = termInputError(input);
  if (problem) throw new RangeError(problem);
  const steps: string[] = [];
  const raw = input.unit === 'days' ? countDays(input, steps) : countMonths(input, steps);
  const deadline = moveOffNonWorkingDays(input, raw);
  steps.push(
    deadline === raw
      ? `scadenza ${dayNote(raw)}`
      : `scadenza ${dayNote(raw)} → ${italianDayAndDate(deadline)}`,
  );
  return { deadline, steps };
}

/** The steps as one line: "+30 giorni dal 12/07/2027; sospensione …; scadenza …". */
export function explanationText(result: TermResult): string {
  return result.steps.join('; ');
}
