import { DEFAULT_TERM, computeTerm, explanationText, termInputError } from './calculator';
import type { TermInput } from './calculator';
import { easterMonday, holidayName, isHoliday } from './holidays';

/** A forward term in days, with the suspension and the Saturday rule on, unless the case says. */
function term(input: Partial<TermInput> & Pick<TermInput, 'from'>): TermInput {
  return { ...DEFAULT_TERM, ...input };
}

type Case = [label: string, input: TermInput, deadline: string];

const CASES: Case[] = [
  // Days: the starting day is excluded, the last included; holidays and Saturdays at the end.
  [
    'art. 155 c. 1: 10 giorni dal lunedì 2/3/2026',
    term({ from: '2026-03-02', amount: 10 }),
    '2026-03-12',
  ],
  [
    'art. 155 c. 3: le festività interne al termine si contano',
    term({ from: '2026-12-20', amount: 10 }),
    '2026-12-30',
  ],
  [
    'art. 155 c. 4: scade di domenica → lunedì',
    term({ from: '2026-03-05', amount: 10 }),
    '2026-03-16',
  ],
  [
    'art. 155 c. 5: atto fuori udienza, scade di sabato → lunedì',
    term({ from: '2026-03-04', amount: 10 }),
    '2026-03-16',
  ],
  [
    'art. 155 c. 5 non si applica all’atto d’udienza: resta il sabato',
    term({ from: '2026-03-04', amount: 10, outOfHearing: false }),
    '2026-03-14',
  ],
  // Months and years follow the common calendar.
  [
    'art. 155 c. 2: 31/1/2026 + 1 mese → 28/2 (sabato) → lunedì 2/3',
    term({ from: '2026-01-31', amount: 1, unit: 'months' }),
    '2026-03-02',
  ],
  [
    'art. 155 c. 2: 31/1/2026 + 1 mese, atto d’udienza: sabato 28/2',
    term({ from: '2026-01-31', amount: 1, unit: 'months', outOfHearing: false }),
    '2026-02-28',
  ],
  [
    'art. 155 c. 2: 31/1/2027 + 1 mese → domenica 28/2 → lunedì 1/3',
    term({ from: '2027-01-31', amount: 1, unit: 'months' }),
    '2027-03-01',
  ],
  [
    'art. 155 c. 2, anno bisestile: 31/1/2028 + 1 mese → 29/2/2028',
    term({ from: '2028-01-31', amount: 1, unit: 'months' }),
    '2028-02-29',
  ],
  [
    'art. 155 c. 2, anno bisestile, sospensione esclusa: 29/2/2028 + 1 anno → 28/2/2029',
    term({ from: '2028-02-29', amount: 1, unit: 'years', suspension: false }),
    '2029-02-28',
  ],
  [
    'art. 155 c. 2 e L. 742/1969: 29/2/2028 + 1 anno + 31 giorni → sabato 31/3, Pasqua, Angelo → 3/4/2029',
    term({ from: '2028-02-29', amount: 1, unit: 'years' }),
    '2029-04-03',
  ],
  [
    'art. 155 c. 1, anno bisestile: 20/2/2028 + 10 giorni → 1/3/2028',
    term({ from: '2028-02-20', amount: 10 }),
    '2028-03-01',
  ],
  [
    'art. 155 c. 1, anno non bisestile: 20/2/2027 + 10 giorni → 2/3/2027',
    term({ from: '2027-02-20', amount: 10 }),
    '2027-03-02',
  ],
  [
    'art. 155 c. 2: 31/3/2027 + 1 mese → 30/4/2027',
    term({ from: '2027-03-31', amount: 1, unit: 'months' }),
    '2027-04-30',
  ],
  // The summer suspension: terms do not run from 1 to 31 August.
  [
    'L. 742/1969: 12/7/2027 + 30 giorni, agosto escluso → sabato 11/9 → lunedì 13/9',
    term({ from: '2027-07-12', amount: 30 }),
    '2027-09-13',
  ],
  [
    'L. 742/1969 con atto d’udienza: 12/7/2027 + 30 giorni → sabato 11/9/2027',
    term({ from: '2027-07-12', amount: 30, outOfHearing: false }),
    '2027-09-11',
  ],
  [
    'L. 742/1969 esclusa (lavoro): 12/7/2027 + 30 giorni → 11/8/2027',
    term({ from: '2027-07-12', amount: 30, suspension: false }),
    '2027-08-11',
  ],
  [
    'L. 742/1969: notificato il 10 agosto, 30 giorni → 30 settembre (2027)',
    term({ from: '2027-08-10', amount: 30 }),
    '2027-09-30',
  ],
  [
    'L. 742/1969: notificato il 10 agosto, 30 giorni → 30 settembre (2026)',
    term({ from: '2026-08-10', amount: 30 }),
    '2026-09-30',
  ],
  [
    'L. 742/1969: dal 31 agosto, 1 giorno → 1 settembre',
    term({ from: '2026-08-31', amount: 1 }),
    '2026-09-01',
  ],
  [
    'L. 742/1969: dal 31 luglio, 1 giorno → 1 settembre',
    term({ from: '2026-07-31', amount: 1 }),
    '2026-09-01',
  ],
  [
    'L. 742/1969: dal 1° settembre non c’è sospensione',
    term({ from: '2026-09-01', amount: 30 }),
    '2026-10-01',
  ],
  [
    'L. 742/1969: 400 giorni dall’1/7/2026 attraversano due agosti',
    term({ from: '2026-07-01', amount: 400 }),
    '2027-10-06',
  ],
  [
    'L. 742/1969, mesi: 6 mesi dal 15 marzo → 15 settembre + 31 giorni (2026)',
    term({ from: '2026-03-15', amount: 6, unit: 'months' }),
    '2026-10-16',
  ],
  [
    'L. 742/1969, mesi: 6 mesi dal 15/3/2027 → sabato 16/10 → lunedì 18/10',
    term({ from: '2027-03-15', amount: 6, unit: 'months' }),
    '2027-10-18',
  ],
  [
    'L. 742/1969, mesi, atto d’udienza: 6 mesi dal 15/3/2027 → 16/10/2027',
    term({ from: '2027-03-15', amount: 6, unit: 'months', outOfHearing: false }),
    '2027-10-16',
  ],
  [
    'L. 742/1969, mesi: 3 mesi dal 31/5/2026 finiscono il 31/8 → + 31 giorni',
    term({ from: '2026-05-31', amount: 3, unit: 'months' }),
    '2026-10-01',
  ],
  [
    'L. 742/1969 esclusa, mesi: 3 mesi dal 31/5/2026 → 31/8/2026',
    term({ from: '2026-05-31', amount: 3, unit: 'months', suspension: false }),
    '2026-08-31',
  ],
  [
    'L. 742/1969, anni: 1 anno dal 10/3/2026 → 10/4/2027 (sabato) → 12/4',
    term({ from: '2026-03-10', amount: 1, unit: 'years' }),
    '2027-04-12',
  ],
  [
    'L. 742/1969, mesi: 6 mesi dal 10/8/2027 decorrono dal 1° settembre → 29/2/2028',
    term({ from: '2027-08-10', amount: 6, unit: 'months' }),
    '2028-02-29',
  ],
  // Holidays: 15 August, Christmas, New Year, Epiphany and the rest.
  [
    'Ferragosto di sabato, sospensione esclusa: 15/8/2026 → lunedì 17/8',
    term({ from: '2026-07-16', amount: 30, suspension: false }),
    '2026-08-17',
  ],
  [
    'Ferragosto di domenica, sospensione esclusa: 15/8/2027 → lunedì 16/8',
    term({ from: '2027-07-16', amount: 30, suspension: false }),
    '2027-08-16',
  ],
  [
    'Ferragosto di mercoledì, sospensione esclusa: 15/8/2029 → 16/8',
    term({ from: '2029-07-16', amount: 30, suspension: false }),
    '2029-08-16',
  ],
  [
    'Natale 2026 (venerdì) → Santo Stefano → domenica → lunedì 28/12',
    term({ from: '2026-12-20', amount: 5 }),
    '2026-12-28',
  ],
  [
    'Santo Stefano 2026 (sabato), atto d’udienza → domenica → lunedì 28/12',
    term({ from: '2026-12-24', amount: 2, outOfHearing: false }),
    '2026-12-28',
  ],
  [
    'Natale 2027 (sabato) → Santo Stefano (domenica) → lunedì 27/12',
    term({ from: '2027-12-20', amount: 5 }),
    '2027-12-27',
  ],
  [
    'Santo Stefano 2029 (mercoledì) → giovedì 27/12',
    term({ from: '2029-12-21', amount: 5 }),
    '2029-12-27',
  ],
  [
    'Capodanno 2027 (venerdì) → sabato → domenica → lunedì 4/1',
    term({ from: '2026-12-22', amount: 10 }),
    '2027-01-04',
  ],
  [
    'Capodanno 2027, atto d’udienza → sabato 2/1',
    term({ from: '2026-12-22', amount: 10, outOfHearing: false }),
    '2027-01-02',
  ],
  [
    'Epifania 2027 (mercoledì) → giovedì 7/1',
    term({ from: '2027-01-01', amount: 5 }),
    '2027-01-07',
  ],
  ['Lunedì dell’Angelo 2026 (6/4) → 7/4', term({ from: '2026-03-27', amount: 10 }), '2026-04-07'],
  ['Lunedì dell’Angelo 2027 (29/3) → 30/3', term({ from: '2027-03-19', amount: 10 }), '2027-03-30'],
  ['Lunedì dell’Angelo 2028 (17/4) → 18/4', term({ from: '2028-04-07', amount: 10 }), '2028-04-18'],
  ['Lunedì dell’Angelo 2029 (2/4) → 3/4', term({ from: '2029-03-23', amount: 10 }), '2029-04-03'],
  ['Lunedì dell’Angelo 2030 (22/4) → 23/4', term({ from: '2030-04-12', amount: 10 }), '2030-04-23'],
  ['25 aprile 2030 (giovedì) → 26/4', term({ from: '2030-04-15', amount: 10 }), '2030-04-26'],
  [
    '1° maggio 2026 (venerdì) → sabato → domenica → lunedì 4/5',
    term({ from: '2026-04-21', amount: 10 }),
    '2026-05-04',
  ],
  [
    '1° maggio 2026, atto d’udienza → sabato 2/5',
    term({ from: '2026-04-21', amount: 10, outOfHearing: false }),
    '2026-05-02',
  ],
  ['2 giugno 2027 (mercoledì) → 3/6', term({ from: '2027-05-23', amount: 10 }), '2027-06-03'],
  ['1° novembre 2027 (lunedì) → 2/11', term({ from: '2027-10-22', amount: 10 }), '2027-11-02'],
  ['8 dicembre 2026 (martedì) → 9/12', term({ from: '2026-11-28', amount: 10 }), '2026-12-09'],
  // Giorni liberi: both ends excluded.
  [
    'giorni liberi: 10 giorni liberi dal 2/3/2026 → 13/3',
    term({ from: '2026-03-02', amount: 10, freeDays: true }),
    '2026-03-13',
  ],
  // Backward terms ("a ritroso"): August does not run, a holiday or a Saturday moves back.
  [
    'a ritroso, L. 742/1969: 20 giorni prima del 10/9/2027 → 21/7/2027',
    term({ from: '2027-09-10', amount: 20, direction: 'backward' }),
    '2027-07-21',
  ],
  [
    'a ritroso, L. 742/1969: 20 giorni prima del 15/9/2026 → domenica 26/7 → venerdì 24/7',
    term({ from: '2026-09-15', amount: 20, direction: 'backward' }),
    '2026-07-24',
  ],
  [
    'a ritroso, sospensione esclusa: 20 giorni prima del 10/9/2027 → sabato 21/8 → venerdì 20/8',
    term({ from: '2027-09-10', amount: 20, direction: 'backward', suspension: false }),
    '2027-08-20',
  ],
  [
    'a ritroso: scade di sabato → venerdì',
    term({ from: '2026-10-20', amount: 10, direction: 'backward' }),
    '2026-10-09',
  ],
  [
    'a ritroso: il sabato arretra anche per l’atto d’udienza',
    term({ from: '2026-10-20', amount: 10, direction: 'backward', outOfHearing: false }),
    '2026-10-09',
  ],
  [
    'a ritroso: scade di domenica → venerdì',
    term({ from: '2026-10-21', amount: 10, direction: 'backward' }),
    '2026-10-09',
  ],
  [
    'a ritroso: scade a Capodanno 2027 → giovedì 31/12/2026',
    term({ from: '2027-01-11', amount: 10, direction: 'backward' }),
    '2026-12-31',
  ],
  [
    'a ritroso, giorni liberi: 10 giorni liberi prima del 23/10/2026 → 12/10',
    term({ from: '2026-10-23', amount: 10, direction: 'backward', freeDays: true }),
    '2026-10-12',
  ],
  [
    'a ritroso, mesi: 1 mese prima del 31/3/2027 → domenica 28/2 → venerdì 26/2',
    term({ from: '2027-03-31', amount: 1, unit: 'months', direction: 'backward' }),
    '2027-02-26',
  ],
  [
    'a ritroso, mesi, L. 742/1969: 3 mesi prima del 15/10/2027 → 15/7 − 31 giorni',
    term({ from: '2027-10-15', amount: 3, unit: 'months', direction: 'backward' }),
    '2027-06-14',
  ],
];

describe('computeTerm', () => {
  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('%s', (_label, input, deadline) => {
    expect(computeTerm(input).deadline).toBe(deadline);
  });

  it('explains the 12/07/2027 example step by step', () => {
    const result = computeTerm(term({ from: '2027-07-12', amount: 30 }));
    expect(result.steps).toEqual([
      '+30 giorni dal 12/07/2027',
      'sospensione feriale dal 1° al 31 agosto: +31 giorni',
      'scadenza sabato 11/09/2027 → lunedì 13/09/2027',
    ]);
    expect(explanationText(result)).toBe(
      '+30 giorni dal 12/07/2027; sospensione feriale dal 1° al 31 agosto: +31 giorni; scadenza sabato 11/09/2027 → lunedì 13/09/2027',
    );
  });

  it('L. 742/1969: served on 10 August, 30 days: 30 September, and says why', () => {
    expect(computeTerm(term({ from: '2027-08-10', amount: 30 })).steps).toEqual([
      '+30 giorni dal 10/08/2027',
      'il 10/08/2027 cade nella sospensione feriale: il termine decorre dal 01/09/2027, primo giorno computato',
      'scadenza giovedì 30/09/2027',
    ]);
  });

  it('L. 742/1969: 6 months from 15 March: 15 September + 31 days', () => {
    expect(computeTerm(term({ from: '2026-03-15', amount: 6, unit: 'months' })).steps).toEqual([
      '+6 mesi dal 15/03/2026: 15/09/2026',
      'sospensione feriale dal 1° al 31 agosto: +31 giorni',
      'scadenza venerdì 16/10/2026',
    ]);
  });

  it('art. 155 c. 2: says when the month is shorter', () => {
    expect(computeTerm(term({ from: '2027-01-31', amount: 1, unit: 'months' })).steps).toEqual([
      '+1 mese dal 31/01/2027: 28/02/2027 (ultimo giorno del mese)',
      'scadenza domenica 28/02/2027 → lunedì 01/03/2027',
    ]);
  });

  it('names the holiday a term ends on', () => {
    expect(computeTerm(term({ from: '2026-12-20', amount: 5 })).steps.at(-1)).toBe(
      'scadenza venerdì 25/12/2026 (Natale) → lunedì 28/12/2026',
    );
  });

  it('explains a backward term across August with its free days', () => {
    expect(
      computeTerm(term({ from: '2027-09-10', amount: 20, direction: 'backward', freeDays: true }))
        .steps,
    ).toEqual([
      '−20 giorni dal 10/09/2027 (a ritroso)',
      'giorni liberi: esclusi sia il giorno di riferimento sia quello di scadenza, −1 giorno',
      'sospensione feriale dal 1° al 31 agosto: −31 giorni',
      'scadenza martedì 20/07/2027',
    ]);
  });

  it('gives the year of each August when a term crosses more than one', () => {
    const steps = computeTerm(term({ from: '2026-07-01', amount: 400 })).steps;
    expect(steps).toContain('sospensione feriale dal 1° al 31 agosto 2026: +31 giorni');
    expect(steps).toContain('sospensione feriale dal 1° al 31 agosto 2027: +31 giorni');
  });

  it('refuses a date that does not exist and a duration out of range, in Italian', () => {
    expect(termInputError({ from: '2027-02-29', amount: 1, unit: 'days' })).toBe(
      'Inserisci una data di riferimento valida.',
    );
    // Half-typed years (2, 20, 202) are real days, but not ones a term is counted from.
    expect(termInputError({ from: '0202-07-12', amount: 30, unit: 'days' })).toBe(
      'Inserisci una data di riferimento tra il 1900 e il 2099.',
    );
    expect(() => computeTerm(term({ from: '0202-07-12', amount: 30 }))).toThrow(
      'Inserisci una data di riferimento tra il 1900 e il 2099.',
    );
    expect(termInputError({ from: '2027-02-28', amount: 0, unit: 'days' })).toBe(
      'Inserisci una durata intera da 1 a 3660 giorni.',
    );
    expect(termInputError({ from: '2027-02-28', amount: 1.5, unit: 'months' })).toBe(
      'Inserisci una durata intera da 1 a 120 mesi.',
    );
    expect(termInputError({ from: '2027-02-28', amount: 10, unit: 'years' })).toBeNull();
    expect(() => computeTerm(term({ from: '', amount: 3 }))).toThrow(RangeError);
  });
});

describe('holidays', () => {
  it.each([
    [2026, '2026-04-06'],
    [2027, '2027-03-29'],
    [2028, '2028-04-17'],
    [2029, '2029-04-02'],
    [2030, '2030-04-22'],
  ])('Easter Monday %i is %s', (year, date) => {
    expect(easterMonday(year)).toBe(date);
    expect(holidayName(date)).toBe('Lunedì dell’Angelo');
  });

  it('knows the national holidays and Sundays, not the Saturdays or local patron saints', () => {
    for (const day of [
      '01-01',
      '01-06',
      '04-25',
      '05-01',
      '06-02',
      '08-15',
      '11-01',
      '12-08',
      '12-25',
      '12-26',
    ]) {
      expect(isHoliday(`2027-${day}`)).toBe(true);
    }
    expect(isHoliday('2027-03-07')).toBe(true); // a Sunday
    expect(isHoliday('2027-03-06')).toBe(false); // a Saturday
    expect(isHoliday('2027-12-07')).toBe(false); // Sant'Ambrogio, Milan's patron saint
    expect(isHoliday('2027-03-28')).toBe(true); // Easter Sunday
    expect(isHoliday('2027-03-30')).toBe(false);
  });
});
