import { expect, test, type Page } from '@playwright/test';
import { openCard } from '../support/activities';
import { apiGet, registerColleague, requestSubstituteInRoma } from '../support/api';
import { reveal, slot } from '../support/dashboard';
import { overrideRemotes } from '../support/config';
import { withoutEventStream } from '../support/live';
import { API, signInAs, storeSessionKey } from '../support/session';
import { StaticServer } from '../support/static-server';

type Dashboard = {
  cards: { id: number; title: string; closable: boolean }[];
  counters: { candidates: number; demands: number; assigned_demands: number };
  events: { display_name: string }[];
};

const LUCA = 'collega.roma@demo.colleghi.it';
// A Roma colleague with two skills (no onboarding) and no Professional: three banners.
const FRANCESCA = 'collega2.roma@demo.colleghi.it';
/** The bell asks for the unread total this often (host UNREAD_POLL_MS). */
const BELL_POLL_MS = 30_000;
const FALLBACK = 'Questa sezione non è disponibile al momento.';

const COUNTER_LABELS = [
  ['candidates', 'Disponibilità'],
  ['demands', 'Richieste da te'],
  ['assigned_demands', 'Incarichi ricevuti'],
] as const;

/** Everything the activities, agenda and account remotes put on the demo lawyer's dashboard. */
async function expectOtherRemotesWidgets(page: Page, expected: Dashboard) {
  const counters = slot(page, 'Le tue attività in numeri');
  for (const [key, label] of COUNTER_LABELS) {
    await expect(
      counters.getByRole('link', { name: `${label}: ${expected.counters[key]}`, exact: true }),
    ).toBeVisible();
  }
  const events = slot(page, 'Prossimi impegni').getByRole('list', { name: 'Prossimi eventi' });
  await expect(events.getByRole('listitem')).toHaveCount(expected.events.length);
  // The same events, in the same order.
  await expect(events.getByRole('listitem')).toContainText(
    expected.events.map((event) => event.display_name),
  );
  await expect(
    slot(page, 'Le tue ultime richieste').getByRole('heading', { name: 'Le tue ultime richieste' }),
  ).toBeVisible();
  // The seeded request due in 20 hours, though older than the others, leads the list.
  const requests = slot(page, 'Le tue ultime richieste').getByRole('list', {
    name: 'Le tue ultime richieste',
  });
  await expect(requests.getByRole('listitem').first()).toContainText('Ritiro copie');
  await expect(requests.getByRole('listitem').first()).toContainText('In scadenza');
  await expect(
    slot(page, 'Richiedi un’attività').getByRole('link', { name: 'Nuova richiesta' }),
  ).toBeVisible();
  const offers = await reveal(page, 'Offerte per te');
  await expect(offers.getByRole('heading', { name: 'Offerte per te' })).toBeVisible();
}

test('the dashboard shows the seeded banners, the counters, the next events and every remote’s widgets', async ({
  page,
}) => {
  const token = await signInAs(page);
  const expected = await apiGet<Dashboard>(page, token, 'dashboard/');
  const dashboardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}dashboard/`)) dashboardCalls.push(request.url());
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bentornato, Giulia!' })).toBeVisible();

  // The banners of a certified lawyer with a complete profile: the two for everybody.
  expect(expected.cards.map((card) => card.title)).toEqual([
    'Formazione continua',
    'Processo telematico',
  ]);
  const banners = page.getByRole('region', { name: 'Avvisi', exact: true });
  await expect(banners.getByRole('article')).toHaveCount(2);
  const training = banners.getByRole('article', { name: 'Formazione continua' });
  await expect(training.getByRole('link', { name: 'Vai ai corsi' })).toHaveAttribute(
    'href',
    '/courses',
  );
  const portal = banners.getByRole('article', { name: 'Processo telematico' });
  await expect(portal.getByRole('link', { name: 'Apri il portale' })).toHaveAttribute(
    'href',
    'https://pst.giustizia.it/PST/',
  );

  await expectOtherRemotesWidgets(page, expected);

  // The learning remote's two widgets.
  const shop = await reveal(page, 'Formazione');
  await expect(shop.getByRole('heading', { name: 'Shop della formazione' })).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Vai ai corsi' })).toHaveAttribute(
    'href',
    '/courses',
  );
  const featured = await reveal(page, 'Prodotti in evidenza');
  await expect(featured.getByRole('article')).toHaveCount(2);
  await expect(page.getByText(FALLBACK)).toHaveCount(0);

  // dashboard/ was asked once for the whole page: the widgets share it.
  expect(dashboardCalls).toHaveLength(1);
});

test('the offers below the first screen, and the learning remote, load once scrolled near', async ({
  page,
}) => {
  // It waits for the network to go quiet, which the page's event stream never lets it do.
  await withoutEventStream(page);
  const learningFiles: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // The host reads every remote's routes.json at start (its route table); the remote's code
    // is what must wait.
    if (url.startsWith('http://localhost:3004/') && !url.endsWith('/routes.json')) {
      learningFiles.push(url);
    }
  });
  await signInAs(page);
  await page.goto('/dashboard');
  // The first screen (1280×800) is complete: the counters, the events, the request card.
  await expect(
    slot(page, 'Richiedi un’attività').getByRole('link', { name: 'Nuova richiesta' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shop = slot(page, 'Formazione');
  await expect(shop).toHaveAttribute('aria-busy', 'true');
  await expect(shop.getByRole('heading', { name: 'Shop della formazione' })).toHaveCount(0);
  expect(learningFiles).toEqual([]);

  await page.keyboard.press('End');
  await expect(shop.getByRole('heading', { name: 'Shop della formazione' })).toBeVisible();
  await expect(slot(page, 'Prodotti in evidenza').getByRole('article')).toHaveCount(2);
  await expect(shop).not.toHaveAttribute('aria-busy');
  expect(learningFiles).toContain('http://localhost:3004/mf-manifest.json');
});

test('at 941 px every widget title stays on one line; the side column’s links move below', async ({
  page,
}) => {
  await page.setViewportSize({ width: 941, height: 900 });
  await signInAs(page);
  await page.goto('/dashboard');
  const offers = await reveal(page, 'Offerte per te');
  const headings = [
    offers.getByRole('heading', { name: 'Offerte per te' }),
    slot(page, 'Prossimi impegni').getByRole('heading', { name: 'Prossimi eventi' }),
  ];
  for (const heading of headings) {
    await expect(heading).toBeVisible();
    const lines = await heading.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    expect(lines).toBe(1);
  }
  await expect(offers.getByRole('link', { name: 'Tutti gli abbonamenti' })).toBeVisible();
});

test('a closed banner stays closed after a reload; a banner that is not closable has no X', async ({
  page,
}) => {
  const token = await signInAs(page, FRANCESCA);
  await page.goto('/dashboard');
  const banners = page.getByRole('region', { name: 'Avvisi', exact: true });
  const professional = banners.getByRole('article', { name: 'Diventa Professional' });
  await expect(professional).toBeVisible();
  await expect(professional.getByRole('button', { name: 'Chiudi' })).toHaveCount(0);

  const training = banners.getByRole('article', { name: 'Formazione continua' });
  const closed = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && /\/api\/cards\/\d+\/$/.test(response.url()),
  );
  await training.getByRole('button', { name: 'Chiudi' }).click();
  expect((await closed).status()).toBe(204);
  await expect(training).toHaveCount(0);

  await page.reload();
  await expect(banners.getByRole('article', { name: 'Processo telematico' })).toBeVisible();
  await expect(professional).toBeVisible();
  await expect(training).toHaveCount(0);
  const dashboard = await apiGet<Dashboard>(page, token, 'dashboard/');
  expect(dashboard.cards.map((card) => card.title)).not.toContain('Formazione continua');
});

test('a new colleague sees the onboarding once: closed, it does not come back on reload', async ({
  page,
}) => {
  // It waits for the network to go quiet, which the page's event stream never lets it do.
  await withoutEventStream(page);
  const colleague = await registerColleague(page, 'Elena');
  await storeSessionKey(page, colleague.token);
  await page.goto('/dashboard');

  // New users start at the last step, the skills. (The dialog is modal: while it is open the
  // page behind it is out of the accessibility tree, so the greeting is checked once it closes.)
  const onboarding = page.getByRole('dialog', { name: 'Scegli le tue competenze' });
  await expect(onboarding).toBeVisible();
  await expect(onboarding.getByText('Passaggio 3 di 3')).toBeVisible();
  await onboarding.getByRole('button', { name: 'Chiudi' }).click();
  await expect(onboarding).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto/a, Elena!' })).toBeVisible();

  // Closing marks both onboarding popups seen.
  for (const popup of [1, 2]) {
    await expect
      .poll(async () => {
        const answer = await apiGet<{ seen: boolean }>(
          page,
          colleague.token,
          `popups/has-seen-popup/?popup_id=${popup}`,
        );
        return answer.seen;
      })
      .toBe(true);
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto/a, Elena!' })).toBeVisible();
  // The account remote (which owns the onboarding) has loaded and everything has settled.
  const offers = await reveal(page, 'Offerte per te');
  await expect(offers.getByRole('heading', { name: 'Offerte per te' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a candidacy in one browser context raises the bell’s badge in the other; opening the bell clears it', async ({
  browser,
}) => {
  // An activity no seeded demand uses, so its card and its notification are unique.
  const activity = 'Udienza di verifica dello stato passivo';
  const requester = await browser.newPage();
  const colleague = await browser.newPage();
  const requesterToken = await signInAs(requester);
  await signInAs(colleague, LUCA);

  // The requester starts with nothing unread, and asks for a substitute in Roma (Luca is invited).
  await apiGet(requester, requesterToken, 'notifications/readall/');
  await requestSubstituteInRoma(requester, requesterToken, activity);

  // The bell polls on a timer: a controlled clock lets the test trigger the next poll.
  await requester.clock.install();
  await requester.goto('/dashboard');
  const bell = requester.getByRole('button', { name: 'Notifiche', exact: true });
  await expect(bell).toHaveAccessibleDescription('Nessuna notifica non letta');

  // Luca gives his availability in his own browser.
  const panel = await openCard(colleague, '/activity-proposal', 'Nuove', activity);
  await panel.getByRole('button', { name: 'Accetta' }).click();
  await expect(colleague.getByText('In attesa di assegnazione').first()).toBeVisible();

  // No reload on the requester's side: the next poll brings the badge up.
  await requester.clock.fastForward(BELL_POLL_MS);
  await expect(bell).toHaveAccessibleDescription('1 notifica non letta');
  await expect(bell.getByText('1', { exact: true })).toBeVisible();

  // Opening the bell shows the notification and clears the badge, on the server too.
  await bell.click();
  const feed = requester.getByRole('dialog', { name: 'Notifiche' });
  await expect(
    feed.getByText(new RegExp(`^Luca Verdi ha dato la sua disponibilità per «${activity}»`)),
  ).toBeVisible();
  await expect(feed.getByText('Nuovo collega disponibile').first()).toBeVisible();
  // The open dropdown hides the rest of the page from assistive technology: close it first.
  await requester.keyboard.press('Escape');
  await expect(feed).toBeHidden();
  await expect(bell).toHaveAccessibleDescription('Nessuna notifica non letta');
  await expect(bell.getByText('1', { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => {
      const unread = await apiGet<{ total: number }>(
        requester,
        requesterToken,
        'notifications/unread_notifications/',
      );
      return unread.total;
    })
    .toBe(0);

  await requester.context().close();
  await colleague.context().close();
});

test.describe('with the learning remote stopped', () => {
  // A second deployment of the learning remote on its own port, which this test stops.
  const learning = new StaticServer('mfe-learning', 3104);

  test.afterEach(async () => {
    await learning.stop();
  });

  test('the dashboard keeps every other widget and shows a small Italian fallback in the learning slots', async ({
    page,
  }) => {
    const token = await signInAs(page);
    const expected = await apiGet<Dashboard>(page, token, 'dashboard/');
    await overrideRemotes(page, { learning: learning.manifestUrl });

    // Served from the second deployment, the learning widgets are there.
    await learning.start();
    const manifest = page.waitForResponse(learning.manifestUrl);
    await page.goto('/dashboard');
    const shop = await reveal(page, 'Formazione');
    expect((await manifest).ok()).toBe(true);
    await expect(shop.getByRole('heading', { name: 'Shop della formazione' })).toBeVisible();

    // The server goes away; the next visit finds it down.
    await learning.stop();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bentornato, Giulia!' }),
    ).toBeVisible();
    for (const label of ['Formazione', 'Prodotti in evidenza']) {
      const fallback = (await reveal(page, label)).getByRole('alert');
      await expect(fallback).toHaveText(new RegExp(FALLBACK));
      await expect(fallback.getByRole('button', { name: 'Riprova' })).toBeVisible();
    }
    await expect(page.getByText(FALLBACK)).toHaveCount(2);
    await expect(shop.getByRole('heading', { name: 'Shop della formazione' })).toHaveCount(0);

    // The rest of the dashboard is intact: banners, the other remotes' widgets, the header.
    await expect(
      page.getByRole('region', { name: 'Avvisi', exact: true }).getByRole('article'),
    ).toHaveCount(expected.cards.length);
    await expectOtherRemotesWidgets(page, expected);
    await expect(page.getByRole('button', { name: 'Notifiche', exact: true })).toBeVisible();

    // Back up, "Riprova" brings the widget back in its slot.
    await learning.start();
    await shop.getByRole('button', { name: 'Riprova' }).click();
    await expect(shop.getByRole('heading', { name: 'Shop della formazione' })).toBeVisible();
  });
});
