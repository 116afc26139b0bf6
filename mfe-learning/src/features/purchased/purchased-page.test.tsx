import { screen, within } from '@testing-library/react';
import type { Page, PurchasedItem } from '@colleghi/api-contract';
import { dayjs } from '@colleghi/shared/platform';
import { formatDate } from '@colleghi/shared/domain';
import {
  HttpResponse,
  apiUrl,
  http,
  installIntersectionObserver,
  makeCourseItem,
  makePurchase,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { PURCHASED_EMPTY_TEXT, PurchasedPage } from './purchased-page';

const session = { token: 'token-giulia', user: makeUser() };
const renderPage = () => renderWithProviders(<PurchasedPage />, { route: '/purchased', session });
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function page(results: PurchasedItem[], next = false): Page<PurchasedItem> {
  return { count: results.length, next: next ? 'http://x/?page=2' : null, previous: null, results };
}

function servePurchases(answer: (pageNumber: string | null) => Page<PurchasedItem>) {
  const pages: (string | null)[] = [];
  server.use(
    http.get(apiUrl('purchaseditems/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect(query.get('tree')).toBe('course');
      pages.push(query.get('page'));
      return HttpResponse.json(answer(query.get('page')));
    }),
  );
  return pages;
}

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Corsi acquistati' })).findAllByRole('article');

const LONG_NAME =
  'Lezione 3: la responsabilità precontrattuale e il recesso ingiustificato dalle trattative nella più recente giurisprudenza';

describe('PurchasedPage', () => {
  it('lists each course with its dates, professors and lessons (names cut at 87)', async () => {
    servePurchases(() =>
      page([
        makePurchase({
          created_at: '2026-03-01T10:00:00+01:00',
          deadline: day(60),
          accreditation_limit: day(90),
          item: makeCourseItem({
            course: {
              cfp: 6,
              attachment: 'https://cdn.esempio.it/dispense.pdf',
              resources: [
                {
                  name: 'Lezione 1: introduzione',
                  link: 'https://video.esempio.it/1',
                  duration: 45,
                },
                { name: LONG_NAME, link: 'https://video.esempio.it/3', duration: 90 },
              ],
            },
          }),
        }),
      ]),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Corsi acquistati' })).toBeVisible();
    const [card] = await cards();
    const inCard = within(card);
    expect(card).toHaveAccessibleName('Il contratto preliminare dopo le Sezioni Unite');
    expect(inCard.getByText('01/03/2026')).toBeVisible();
    expect(inCard.getByText(formatDate(day(60)))).toBeVisible();
    expect(inCard.getByText(formatDate(day(90)))).toBeVisible();
    expect(inCard.getByText('6 CFP')).toBeVisible();
    expect(inCard.getByText('Avv. Marco Rossi, Prof.ssa Laura Verdi')).toBeVisible();
    expect(inCard.queryByRole('alert')).not.toBeInTheDocument();

    const lessons = within(inCard.getByRole('list', { name: 'Lezioni' }));
    const first = lessons.getByRole('link', { name: 'Lezione 1: introduzione' });
    expect(first).toHaveAttribute('href', 'https://video.esempio.it/1');
    expect(first).toHaveAttribute('target', '_blank');
    expect(lessons.getByText('45 min')).toBeVisible();
    const cut = `${LONG_NAME.slice(0, 87).trimEnd()}…`;
    const long = lessons.getByRole('link', { name: cut });
    expect(long).toHaveAttribute('title', LONG_NAME);
    expect(lessons.getByText('1 h 30 min')).toBeVisible();
    expect(inCard.getByRole('link', { name: 'Materiale del corso' })).toHaveAttribute(
      'href',
      'https://cdn.esempio.it/dispense.pdf',
    );
  });

  it.each([
    [
      'the deadline',
      { deadline: day(3), accreditation_limit: day(40) },
      `La scadenza del corso è tra 3 giorni (${formatDate(day(3))}): dopo questa data non sarà più possibile seguire le lezioni.`,
    ],
    [
      'the accreditation limit',
      { deadline: day(30), accreditation_limit: day(7) },
      `Il limite di accreditamento è tra 7 giorni (${formatDate(day(7))}): dopo questa data non sarà più possibile seguire le lezioni.`,
    ],
    [
      'a deadline today',
      { deadline: day(0), accreditation_limit: null },
      `La scadenza del corso è oggi (${formatDate(day(0))}): dopo questa data non sarà più possibile seguire le lezioni.`,
    ],
  ])('warns within 7 days of %s', async (_, dates, text) => {
    servePurchases(() => page([makePurchase(dates)]));
    renderPage();
    const [card] = await cards();
    expect(within(card).getByRole('alert')).toHaveTextContent(text);
  });

  it('does not warn 8 days ahead', async () => {
    servePurchases(() => page([makePurchase({ deadline: day(8), accreditation_limit: day(8) })]));
    renderPage();
    const [card] = await cards();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks an expired course and stops linking its lessons', async () => {
    servePurchases(() => page([makePurchase({ deadline: day(-1), accreditation_limit: null })]));
    renderPage();
    const [card] = await cards();
    expect(within(card).getByText('Scaduto')).toBeVisible();
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Il corso è scaduto: non è più possibile seguire le lezioni.',
    );
    expect(within(card).queryByRole('link', { name: /Lezione 1/ })).not.toBeInTheDocument();
    expect(within(card).getByText('Lezione 1: il contratto preliminare')).toBeVisible();
  });

  it('says which package granted a course', async () => {
    servePurchases(() =>
      page([makePurchase({ package: { id: 3, name: 'Pacchetto Diritto civile' } })]),
    );
    renderPage();
    const [card] = await cards();
    expect(within(card).getByText('Dal pacchetto Pacchetto Diritto civile')).toBeVisible();
  });

  it('appends the next page at the bottom', async () => {
    const observer = installIntersectionObserver();
    try {
      const pages = servePurchases((pageNumber) =>
        pageNumber === '2'
          ? page([makePurchase({ id: 2, item: makeCourseItem({ id: 20, name: 'Secondo corso' }) })])
          : page([makePurchase()], true),
      );
      renderPage();
      expect(await cards()).toHaveLength(1);
      observer.scrollToBottom();
      expect(await screen.findByText('Secondo corso')).toBeVisible();
      expect(pages).toEqual(['1', '2']);
    } finally {
      observer.uninstall();
    }
  });

  it('invites to the catalogue when nothing was bought yet', async () => {
    servePurchases(() => page([]));
    renderPage();
    expect(await screen.findByText(PURCHASED_EMPTY_TEXT)).toBeVisible();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/courses', '/courses']);
    expect(screen.getByRole('link', { name: 'Vai ai corsi' })).toBeVisible();
  });

  it('shows the server message with a retry', async () => {
    let fail = true;
    server.use(
      http.get(apiUrl('purchaseditems/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Servizio non disponibile.' }, { status: 403 })
          : HttpResponse.json(page([makePurchase()])),
      ),
    );
    const { user } = renderPage();
    expect(await screen.findByText('Servizio non disponibile.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await cards()).toHaveLength(1);
  });
});
