import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { sharedStore } from '@colleghi/shared/platform';
import { italianDateParts, upcomingDates } from '../../../domain/rome-time';
import { emptyDraft, emptyGuestData } from '../../../domain/wizard';
import type { EstimateItem, Office } from '@colleghi/api-contract';
import {
  HttpResponse,
  apiUrl,
  http,
  makeCity,
  server,
  pickerFieldText,
  typeInPickerField,
} from '@colleghi/shared/testing';
import { draftOwnerAtom } from '../state/draft-owner-atom';
import { guestDataAtom } from '../state/guest-data-atom';
import { requestDraftAtom } from '../state/request-draft-atom';

// MSW handlers and user steps shared by the wizard's test files.

export const ROMA = makeCity({ id: 2, name: 'Roma', province: 'RM', display_name: 'Roma (RM)' });

export const ROMA_COURT: Office = {
  id: 7,
  name: 'Tribunale di Roma',
  office_type: 'COURT',
  is_coa: false,
  city: ROMA,
};
export const MILANO_COURT: Office = {
  id: 8,
  name: 'Tribunale di Milano',
  office_type: 'COURT',
  is_coa: false,
  city: makeCity(),
};
export const ROMA_TAX_COURT: Office = {
  id: 9,
  name: 'Corte di giustizia tributaria di Roma',
  office_type: 'TAX_COURT',
  is_coa: false,
  city: ROMA,
};

/** What demands/estimate/ answers per office id (12 'Generica' must never be shown). */
export const ESTIMATES: Record<number, EstimateItem[]> = {
  7: [
    { id: 3, name: 'Diritto penale' },
    { id: 12, name: 'Generica' },
    { id: 2, name: 'Diritto civile' },
  ],
  8: [{ id: 5, name: 'Diritto del lavoro' }],
  9: [{ id: 9, name: 'Contenzioso tributario' }],
};

export interface ApiCall {
  name: string;
  params: URLSearchParams;
}

function page<T>(results: T[]) {
  return HttpResponse.json({ count: results.length, next: null, previous: null, results });
}

/** The GET endpoints the wizard searches; returns the log of the calls made. */
export function useWizardApi(estimates: Record<number, EstimateItem[]> = ESTIMATES): ApiCall[] {
  const calls: ApiCall[] = [];
  const log = (name: string, request: Request) =>
    calls.push({ name, params: new URL(request.url).searchParams });
  server.use(
    http.get(apiUrl('autocomplete/activities_demands/'), ({ request }) => {
      log('activities', request);
      return page([
        { id: 1, name: 'Udienza di trattazione' },
        { id: 2, name: 'Deposito atti' },
      ]);
    }),
    http.get(apiUrl('subjects/'), ({ request }) => {
      log('subjects', request);
      return page([
        { id: 1, name: 'Civile' },
        { id: 2, name: 'Penale' },
      ]);
    }),
    http.get(apiUrl('autocomplete/judges/'), ({ request }) => {
      log('judges', request);
      return page([{ id: 1, name: 'Dott. Mario Neri' }]);
    }),
    http.get(apiUrl('offices/'), ({ request }) => {
      log('offices', request);
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      const offices = [ROMA_COURT, MILANO_COURT, ROMA_TAX_COURT].filter((office) =>
        office.name.toLowerCase().includes(search),
      );
      return page(offices);
    }),
    http.get(apiUrl('demands/estimate/'), ({ request }) => {
      log('estimate', request);
      const officeId = Number(new URL(request.url).searchParams.get('office_id'));
      return HttpResponse.json(estimates[officeId] ?? []);
    }),
    http.get(apiUrl('cities/'), ({ request }) => {
      log('cities', request);
      return page([ROMA]);
    }),
  );
  return calls;
}

/** The draft lives in the shared store: every test starts from an empty one. */
export function resetWizardState(): void {
  sharedStore.set(requestDraftAtom, emptyDraft());
  sharedStore.set(guestDataAtom, emptyGuestData());
  sharedStore.set(draftOwnerAtom, null);
}

export const nextButton = () => screen.getByRole('button', { name: 'Avanti' });
export const backButton = () => screen.getByRole('button', { name: 'Indietro' });
export const stepHeading = () => screen.getByRole('heading', { level: 2 });

export async function pickActivity(user: UserEvent, name = 'Udienza di trattazione') {
  await user.click(screen.getByRole('combobox', { name: /^Attività/ }));
  await user.click(await screen.findByRole('option', { name }));
}

export async function pickOffice(user: UserEvent, search: string, name: string) {
  const field = screen.getByRole('combobox', { name: /^Ufficio giudiziario/ });
  await user.clear(field);
  await user.type(field, search);
  await user.click(await screen.findByRole('option', { name }));
}

/** Tomorrow (Rome) as the wizard's date card names it, and as 'YYYY-MM-DD'. */
export function tomorrow(): { date: string; cardName: string } {
  const date = upcomingDates(new Date(), 2)[1];
  const parts = italianDateParts(date);
  return { date, cardName: `${parts.dayName} ${parts.dayNumber} ${parts.month}` };
}

/** Steps 1-4 of a SUBSTITUTE request at the Tribunale di Roma, skill 'Diritto civile'. */
export async function fillUpToDate(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: "Sostituzione d'udienza" }));
  await user.click(nextButton());
  await pickActivity(user);
  await user.click(nextButton());
  await pickOffice(user, 'Roma', 'Tribunale di Roma');
  await user.click(nextButton());
  await user.click(await screen.findByRole('radio', { name: 'Diritto civile' }));
  await user.click(nextButton());
}

/** The date step's "Data" and "Ora" fields: groups of sections (giorno/mese/anno, ore/minuti). */
export const dateField = () => screen.getByRole('group', { name: 'Data' });
export const timeField = () => screen.getByRole('group', { name: 'Ora' });

/** What a date or time field shows: '02/12/2026', '09:30'. */
export const shownIn = pickerFieldText;

/** Types a 24-hour time ('09:30') into "Ora". */
export async function typeTime(user: UserEvent, time: string) {
  await typeInPickerField(user, timeField(), time);
}

export async function fillDate(user: UserEvent, time = '09:30') {
  await user.click(screen.getByRole('radio', { name: tomorrow().cardName }));
  await typeTime(user, time);
}
