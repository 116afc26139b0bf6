import { expect, test } from '@playwright/test';
import { apiCall, apiGet } from '../support/api';
import { italianLongDate, romeDay } from '../support/dates';
import { signInAs } from '../support/session';

interface EventJson {
  id: number;
  resourcetype: string;
  date: string;
  display_name: string;
  fulfillment: number | null;
  notice: number | null;
  lawyerevent: {
    part1: string | null;
    part2: string | null;
    activity: string | null;
    fulfillment: { notice_days: number | null; notes: string | null } | null;
  } | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A hearing in September whose "20 days before" crosses August and lands on a Saturday in July,
 * so the journey checks both rules. Counted back from D September: D-1 September days, then
 * (August not counting) 21-D July days, ending on D+11 July; a Saturday moves to the Friday.
 * The year is the next July still ahead, so the fulfilment sits inside the .ics feed's window.
 */
function scenario() {
  const today = romeDay(0);
  const thisYear = Number(today.slice(0, 4));
  const year = Number(today.slice(5, 7)) <= 6 ? thisYear : thisYear + 1;
  let hearingDay = 8;
  while (new Date(Date.UTC(year, 6, hearingDay + 11)).getUTCDay() !== 6) hearingDay += 1;
  const saturday = hearingDay + 11;
  return {
    year,
    hearing: `${year}-09-${pad(hearingDay)}`,
    deadline: `${year}-07-${pad(saturday - 1)}`,
    notice: `${year}-07-${pad(saturday - 1 - 7)}`,
    explanation:
      `Termine calcolato: −20 giorni dal ${pad(hearingDay)}/09/${year} (a ritroso); ` +
      'sospensione feriale dal 1° al 31 agosto: −31 giorni; ' +
      `scadenza sabato ${pad(saturday)}/07/${year} → venerdì ${pad(saturday - 1)}/07/${year}`,
  };
}

/** The VEVENTs of an .ics text, each as its unfolded lines (values still escaped). */
function vevents(ics: string): string[][] {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => block.split(/\r?\n/));
}

/** A TEXT value as written, back to plain text (RFC 5545 escapes). */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );
}

test('a deadline added from a hearing crosses August, lands on a Friday with its notice, and reaches the .ics feed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now() % 100000;
  const [part1, part2] = ['Gallo', `Serra ${stamp}`];
  const parts = `${part1} c/ ${part2}`;
  const when = scenario();
  const token = await signInAs(page);
  await apiCall(page, token, 'POST', 'events/', {
    resourcetype: 'Hearing',
    date: when.hearing,
    all_day: false,
    start: '09:30',
    end: '10:00',
    part1,
    part2,
    activity: 'Prima udienza',
    judge: null,
    office: null,
    nrg: `${stamp}/${when.year}`,
    notes: null,
  });

  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // The hearing is months away: find it.
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await page.getByLabel('Cerca eventi').fill(part2);
  await page
    .getByRole('list', { name: 'Risultati della ricerca' })
    .getByRole('button', { name: new RegExp(`^Udienza · ${parts}`) })
    .click();
  const view = page.getByRole('dialog', { name: 'Dettaglio evento' });
  await expect(view).toBeVisible();
  await view.getByRole('button', { name: 'Aggiungi scadenza' }).click();

  const form = page.getByRole('dialog', { name: 'Aggiungi scadenza' });
  await form.getByLabel('Adempimento').fill('Memoria');
  await form.getByLabel('Durata').fill('20');
  await form.getByLabel('Avviso').selectOption({ label: '1 settimana prima' });
  const result = form.getByRole('status', { name: 'Risultato del calcolo' });
  await expect(result).toContainText(
    `Scadenza: venerdì ${when.deadline.split('-').reverse().join('/')}`,
  );
  await expect(result).toContainText('sospensione feriale dal 1° al 31 agosto: −31 giorni');
  await form.getByRole('button', { name: 'Crea adempimento' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Scadenza aggiunta.' })).toBeVisible();

  // The agenda went to the deadline's day: the fulfilment and its notice are there. (The search
  // results, still open, list them too.)
  const dayOf = (isoDay: string) =>
    page.getByRole('region', { name: italianLongDate(isoDay).replace(/ \d{4}$/, ''), exact: true });
  await expect(
    dayOf(when.deadline).getByRole('heading', {
      level: 4,
      name: `Adempimento · ${parts}`,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `${italianLongDate(when.deadline)}, con eventi` }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: `${italianLongDate(when.notice)}, con eventi` }),
  ).toBeVisible();
  await expect(
    dayOf(when.notice).getByRole('heading', {
      level: 4,
      name: `Avviso · Adempimento · ${parts}`,
      exact: true,
    }),
  ).toBeAttached();

  // What the API stored: the day, the parties, the notice a week before, the explanation.
  const month = await apiGet<EventJson[]>(
    page,
    token,
    `events/calendar/?date_min=${when.year}-07-01&date_max=${when.year}-07-31`,
  );
  const fulfilment = month.find(
    (event) =>
      event.resourcetype === 'Fulfillment' && event.display_name === `Adempimento · ${parts}`,
  );
  expect(fulfilment).toBeDefined();
  expect(fulfilment?.date).toBe(when.deadline);
  expect(fulfilment?.lawyerevent).toMatchObject({ part1, part2, activity: 'Memoria' });
  expect(fulfilment?.lawyerevent?.fulfillment).toMatchObject({
    notice_days: 7,
    notes: when.explanation,
  });
  const notice = month.find(
    (event) => event.resourcetype === 'Notice' && event.fulfillment === fulfilment?.id,
  );
  expect(notice?.date).toBe(when.notice);

  // The private .ics feed carries both, on their days, with the explanation.
  const { url } = await apiGet<{ url: string }>(page, token, 'events/feed/');
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  const blocks = vevents(await response.text());
  const compact = (day: string) => day.replaceAll('-', '');
  const fulfilmentBlock = blocks.find((lines) => lines.includes(`SUMMARY:Adempimento · ${parts}`));
  expect(fulfilmentBlock).toContain(`DTSTART;VALUE=DATE:${compact(when.deadline)}`);
  const description = fulfilmentBlock?.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
  expect(unescapeText(description)).toContain(`Note: ${when.explanation}`);
  const noticeBlock = blocks.find((lines) =>
    lines.includes(`SUMMARY:Avviso · Adempimento · ${parts}`),
  );
  expect(noticeBlock).toContain(`DTSTART;VALUE=DATE:${compact(when.notice)}`);
});
