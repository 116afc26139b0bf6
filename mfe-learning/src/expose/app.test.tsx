import { screen, waitFor, within } from '@testing-library/react';
import {
  COURSE_CATEGORIES,
  HttpResponse,
  apiUrl,
  http,
  makeCourseItem,
  makePackageItem,
  makePurchase,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import LearningApp from './app';
import FeaturedProducts from './featured-products';
import TrainingShopCard from './training-shop-card';

const giulia = makeUser({ first_name: 'Giulia', last_name: 'Bianchi' });
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

beforeEach(() => {
  server.use(
    http.get(apiUrl('categories/'), () => HttpResponse.json(COURSE_CATEGORIES)),
    http.get(apiUrl('catalogitems/'), () =>
      HttpResponse.json(page([makeCourseItem(), makePackageItem()])),
    ),
    http.get(apiUrl('catalogitems/12/'), () => HttpResponse.json(makeCourseItem())),
    http.get(apiUrl('catalogitems/3/'), () => HttpResponse.json(makePackageItem())),
    http.get(apiUrl('purchaseditems/'), () => HttpResponse.json(page([makePurchase()]))),
  );
});

describe('LearningApp', () => {
  // First: once /purchased's code has loaded, it renders at once after that.
  it('shows the frame of /purchased while its code loads: title and placeholders', async () => {
    renderWithProviders(<LearningApp />, {
      route: '/purchased',
      session: { token: 'k', user: giulia },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Corsi acquistati' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Scopri altri corsi' })).toBeInTheDocument();
  });

  it.each([
    ['/courses', 'Corsi'],
    ['/purchased', 'Corsi acquistati'],
  ])('renders %s inside the host router', async (route, title) => {
    renderWithProviders(<LearningApp />, { route, session: { token: 'k', user: giulia } });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });

  it.each([
    ['/courses/12', 'Dettaglio corso', 'Il contratto preliminare dopo le Sezioni Unite'],
    ['/package/3', 'Dettaglio pacchetto', 'Pacchetto Diritto civile'],
  ])('opens %s in the side panel over the catalogue', async (route, title, name) => {
    renderWithProviders(<LearningApp />, { route, session: { token: 'k', user: giulia } });
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(await within(dialog).findByRole('heading', { level: 3, name })).toBeInTheDocument();
  });

  it('lets guests browse the catalogue', async () => {
    renderWithProviders(<LearningApp />, { route: '/courses' });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('sends paths it does not own to /404', async () => {
    const { location } = renderWithProviders(<LearningApp />, { route: '/non-mia' });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });
});

describe('dashboard widgets', () => {
  it('exposes the training shop card and the featured products as default exports', async () => {
    server.use(http.get(apiUrl('external-products/'), () => HttpResponse.json([])));
    renderWithProviders(
      <>
        <TrainingShopCard />
        <FeaturedProducts />
      </>,
      { session: { token: 'k', user: giulia } },
    );
    expect(screen.getByRole('link', { name: 'Vai ai corsi' })).toHaveAttribute('href', '/courses');
    await waitFor(() =>
      expect(screen.queryByLabelText('Caricamento dei prodotti')).not.toBeInTheDocument(),
    );
  });
});
