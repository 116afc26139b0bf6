import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { watchPolicy } from '../support/csp';
import { signInAs } from '../support/session';

// Content from outside sources (news bodies, notification texts) served with script in every
// form an attacker would try. Each payload that ran would set window.__xss or open a dialog.
const RUN = (tag: string) => `window.__xss='${tag}';alert('${tag}')`;

const ARTICLE_BODY = [
  '<p>Testo della notizia con <strong>grassetto</strong>.</p>',
  `<script>${RUN('script')}</script>`,
  `<img src="/non-esiste.png" onerror="${RUN('img')}">`,
  `<svg onload="${RUN('svg')}"><circle r="4" onload="${RUN('circle')}"></circle></svg>`,
  `<a href="javascript:${RUN('link')}">Link pericoloso</a>`,
  `<a href="JaVaScRiPt&colon;${RUN('entity-link')}">Link mascherato</a>`,
  '<a href="https://www.example.org/fonte">Fonte esterna</a>',
  `<iframe src="javascript:${RUN('iframe')}"></iframe>`,
  `<div onmouseover="${RUN('hover')}">Passa qui sopra</div>`,
  `<form action="javascript:${RUN('form')}"><button>Invia</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN('mxss')}">`,
  `<object data="javascript:${RUN('object')}"></object>`,
].join('\n');

const ARTICLE = {
  id: 90001,
  title: `<img src=x onerror="${RUN('title')}">Notizia di prova`,
  summary: `<script>${RUN('summary')}</script>Sommario di prova`,
  body: ARTICLE_BODY,
  link: `javascript:${RUN('source')}`,
  image: null,
  category: { id: 1, name: 'Attualità' },
  published_at: new Date().toISOString(),
};

const NOTIFICATION_BASE = {
  status: 'UNREAD',
  created_at: new Date().toISOString(),
  event: null,
  record: null,
  demand: null,
  candidate: null,
  deeplink: null,
};
const NOTIFICATIONS = [
  {
    ...NOTIFICATION_BASE,
    id: 90001,
    title: `<img src=x onerror="${RUN('n-title')}">Avviso con immagine`,
    subtitle: `<script>${RUN('n-subtitle')}</script>`,
    image: `javascript:${RUN('n-image')}`,
    link: `javascript:${RUN('n-link')}`,
  },
  {
    ...NOTIFICATION_BASE,
    id: 90002,
    title: 'Avviso con link data:',
    subtitle: '<svg onload="alert(1)">',
    image: null,
    link: `data:text/html,<script>${RUN('n-data')}</script>`,
  },
];

const page1 = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const isApi = (path: string) => (url: URL) =>
  url.origin === 'http://localhost:8000' && url.pathname === `/api/${path}`;

/**
 * Collects what a payload that ran would leave (window.__xss, a dialog) and, when asked, what the
 * browser's Content-Security-Policy reports: a report would mean that markup got through and only
 * the policy stopped it. Image URLs are not counted: an image cannot run code (a notification's
 * picture is used as given, and the policy refuses a javascript: one).
 */
async function watchForScript(page: Page, { violations }: { violations: boolean }) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const reports = await watchPolicy(page, { ignore: ['img-src'] });
  return async () => {
    const ran = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);
    const reported = await reports();
    expect({ ran, dialogs, reported }).toEqual({
      ran: null,
      dialogs: [],
      reported: violations ? [] : reported,
    });
  };
}

/** Every way a piece of the DOM could still run script: event handlers, script URLs, tags. */
async function scriptVectors(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const found: string[] = [];
    const all = [root, ...Array.from(root.querySelectorAll('*'))];
    for (const element of all) {
      const tag = element.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'base'].includes(tag)) found.push(`<${tag}>`);
      for (const { name, value } of Array.from(element.attributes)) {
        if (name.toLowerCase().startsWith('on')) found.push(`${tag}[${name}]`);
        // Browsers drop spaces and control characters from URLs: "java\tscript:" still runs.
        const squashed = Array.from(value)
          .filter((char) => char.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (
          ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].includes(name) &&
          /^(javascript|data|vbscript):/.test(squashed)
        ) {
          found.push(`${tag}[${name}=${value.slice(0, 30)}]`);
        }
      }
    }
    return found;
  });
}

test('a news article cannot run script: its HTML is sanitized, its texts stay text', async ({
  page,
}) => {
  // Not the policy's reports here: DOMPurify parses the markup in an inert document, and Chrome
  // reports the inline handlers it meets there although they never run and are then removed.
  // The DOM scan below is what shows that the sanitizer did its work.
  const checkNothingRan = await watchForScript(page, { violations: false });
  await signInAs(page);
  await page.route(isApi('articles/'), (route: Route) => route.fulfill({ json: page1([ARTICLE]) }));

  await page.goto('/news');
  const card = page.getByRole('article').filter({ hasText: 'Notizia di prova' });
  await expect(card).toBeVisible();
  // Title and summary are plain text: the markup shows as characters, nothing is parsed.
  await expect(card.getByRole('heading', { name: ARTICLE.title })).toBeVisible();
  await expect(card.getByText(ARTICLE.summary)).toBeVisible();
  await card.getByRole('button', { name: 'Leggi tutto' }).click();

  const body = card.getByTestId('article-body');
  await expect(body.getByText('Testo della notizia con')).toBeVisible();
  await expect(body.locator('strong')).toHaveText('grassetto');
  // Formatting and safe links stay; a safe link opens apart from the page.
  const source = body.getByRole('link', { name: 'Fonte esterna' });
  await expect(source).toHaveAttribute('href', 'https://www.example.org/fonte');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  expect(await scriptVectors(body)).toEqual([]);
  // A source whose address is not http(s) gets no link at all.
  await expect(card.getByRole('link', { name: 'Leggi la fonte' })).toHaveCount(0);
  await expect(card.locator('[href*="__xss"]')).toHaveCount(0);

  // Give what is left every chance to fire: hover, click the neutralised links.
  await body.getByText('Passa qui sopra').hover();
  await body.getByText('Link pericoloso').click();
  await body.getByText('Link mascherato').click();
  await expect(page).toHaveURL(/\/news$/);
  await checkNothingRan();
});

test('a notification cannot run script: texts stay text, script links lead nowhere', async ({
  page,
}) => {
  const checkNothingRan = await watchForScript(page, { violations: true });
  await signInAs(page);
  await page.route(isApi('notifications/'), (route) =>
    route.fulfill({ json: page1(NOTIFICATIONS) }),
  );
  await page.route(isApi('notifications/unread_notifications/'), (route) =>
    route.fulfill({ json: { total: NOTIFICATIONS.length } }),
  );
  await page.route(isApi('notifications/readall/'), (route) =>
    route.fulfill({ json: { total: 0 } }),
  );

  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Nuovo evento' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifiche', exact: true }).click();
  const feed = page.getByRole('dialog', { name: 'Notifiche' });
  await expect(feed.getByText(NOTIFICATIONS[0].title)).toBeVisible();
  await expect(feed.getByText(NOTIFICATIONS[0].subtitle)).toBeVisible();
  await expect(feed.getByText(NOTIFICATIONS[1].subtitle)).toBeVisible();
  // The avatar may keep its picture URL (an image cannot run script); nothing else may carry one.
  const vectors = (await scriptVectors(feed)).filter((found) => !found.startsWith('img[src='));
  expect(vectors).toEqual([]);
  await expect(feed.getByRole('link')).toHaveCount(0);

  await feed.getByText(NOTIFICATIONS[0].title).click();
  await feed.getByText(NOTIFICATIONS[1].title).click();
  await expect(page).toHaveURL(/\/agenda$/);
  await checkNothingRan();
});
