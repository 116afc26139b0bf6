import { screen, waitFor, within } from '@testing-library/react';
import {
  HttpResponse,
  apiUrl,
  http,
  makeExternalProduct,
  makeUser,
  renderWithProviders,
  server,
} from '@colleghi/shared/testing';
import { FeaturedProducts } from './featured-products';
import { TrainingShopCard } from './training-shop-card';

describe('TrainingShopCard', () => {
  it('leads to the courses and counts the CFP still missing', async () => {
    const { user, location } = renderWithProviders(<TrainingShopCard />, {
      route: '/dashboard',
      session: { token: 't', user: makeUser({ profile: { credits: 12 } }) },
    });
    const card = screen.getByRole('region', { name: 'Shop della formazione' });
    expect(within(card).getByText('Ti mancano 8 CFP all’obiettivo annuale di 20.')).toBeVisible();
    await user.click(within(card).getByRole('link', { name: 'Vai ai corsi' }));
    expect(location().pathname).toBe('/courses');
  });

  it('says when the yearly target is reached', () => {
    renderWithProviders(<TrainingShopCard />, {
      session: { token: 't', user: makeUser({ profile: { credits: 20 } }) },
    });
    expect(screen.getByText('Obiettivo annuale di 20 CFP raggiunto!')).toBeVisible();
  });
});

const PRODUCTS = [
  makeExternalProduct({ id: 1, name: 'Codice civile commentato' }),
  makeExternalProduct({
    id: 2,
    name: 'Agenda legale 2026',
    description:
      'L’agenda pensata per gli studi legali, con scadenze processuali, termini e calendario delle udienze.',
    amount: '24.90',
    image: 'https://shop.esempio.it/agenda.jpg',
    link: 'https://shop.esempio.it/agenda',
  }),
  makeExternalProduct({ id: 3, name: 'Software gestionale', amount: null }),
  makeExternalProduct({ id: 4, name: 'Firma digitale' }),
];

describe('FeaturedProducts', () => {
  it('features two products picked at random, descriptions cut at 70', async () => {
    server.use(http.get(apiUrl('external-products/'), () => HttpResponse.json(PRODUCTS)));
    // 0.3 of 4 → index 1, 'Agenda legale 2026'; then 0.5 of the 3 left → 'Software gestionale'.
    const values = [0.3, 0.5];
    renderWithProviders(<FeaturedProducts random={() => values.shift() ?? 0} />);
    const section = screen.getByRole('region', { name: 'Prodotti in evidenza' });
    const products = await within(section).findAllByRole('article');
    expect(products).toHaveLength(2);
    expect(products[0]).toHaveAccessibleName('Agenda legale 2026');
    expect(products[1]).toHaveAccessibleName('Software gestionale');

    const agenda = within(products[0]);
    const description = PRODUCTS[1].description;
    expect(agenda.getByText(`${description.slice(0, 70).trimEnd()}…`)).toBeVisible();
    expect(agenda.getByText(/24,90\s€/)).toBeVisible();
    const link = agenda.getByRole('link', { name: 'Scopri' });
    expect(link).toHaveAttribute('href', 'https://shop.esempio.it/agenda');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(products[1]).queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows placeholders while loading', async () => {
    server.use(http.get(apiUrl('external-products/'), () => HttpResponse.json(PRODUCTS)));
    renderWithProviders(<FeaturedProducts />);
    expect(screen.getAllByLabelText('Caricamento dei prodotti')).toHaveLength(2);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it.each([
    ['no products', () => HttpResponse.json([])],
    ['a failed call', () => HttpResponse.json({ detail: 'No' }, { status: 403 })],
  ])('leaves the slot empty with %s', async (_, reply) => {
    server.use(http.get(apiUrl('external-products/'), reply));
    const { container } = renderWithProviders(<FeaturedProducts />);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Prodotti in evidenza' }),
      ).not.toBeInTheDocument(),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
