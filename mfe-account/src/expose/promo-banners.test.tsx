import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@colleghi/api-contract';
import {
  HttpResponse,
  apiUrl,
  catalogueFixture,
  delay,
  http,
  makeSubscription,
  makeUser,
  renderWithProviders,
  servePaymentTypesInfo,
  server,
} from '@colleghi/shared/testing';
import PromoBannersWidget from './promo-banners';

const renderFor = (user: User) =>
  renderWithProviders(<PromoBannersWidget compact />, { session: { token: 'chiave', user } });

async function bannerTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Offerte per te' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

const banner = (title: string) => screen.getByRole('article', { name: title });

describe('PromoBanners widget', () => {
  it('shows a skeleton while the catalogue loads', async () => {
    server.use(
      http.get(apiUrl('payment-types/info/'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderFor(makeUser());

    expect(screen.getByRole('heading', { name: 'Offerte per te' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('waits for the signed-in user before choosing the offers', () => {
    servePaymentTypesInfo();
    renderWithProviders(<PromoBannersWidget compact />, { session: { token: 'chiave' } });

    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
  });

  it('draws the bundle picture whole, so its frame is never cut off', async () => {
    servePaymentTypesInfo();
    renderFor(makeUser());
    await bannerTitles();

    // alt="": the title beside it already names the offer.
    const picture = within(banner('Pacchetto Studio')).getByRole('presentation');
    // Scaled down to fit, never cropped by object-fit: cover.
    expect(picture).toHaveStyle({
      width: 'auto',
      maxWidth: '100%',
      height: 'auto',
      objectFit: 'contain',
    });
  });

  it('offers professional, gold, skills, qualify and the first bundle, with prices + IVA', async () => {
    servePaymentTypesInfo();
    renderFor(makeUser());

    expect(await bannerTitles()).toEqual([
      'Professional',
      'Gold',
      'Competenze aggiuntive',
      'Qualifiche descrittive',
      'Pacchetto Studio',
    ]);
    expect(banner('Professional')).toHaveTextContent('9,90 € + IVA al mese');
    expect(banner('Gold')).toHaveTextContent('19,90 € + IVA al mese');
    expect(banner('Competenze aggiuntive')).toHaveTextContent('da 8,70 € + IVA ogni 3 mesi');
    expect(banner('Qualifiche descrittive')).toHaveTextContent('da 5,70 € + IVA ogni 3 mesi');
    expect(banner('Pacchetto Studio')).toHaveTextContent('74,70 € + IVA ogni 3 mesi');
    expect(banner('Pacchetto Studio')).toHaveTextContent(
      'Professional e Gold in un unico pacchetto',
    );

    const link = (title: string) =>
      within(banner(title)).getByRole('link', { name: `Scopri di più: ${title}` });
    expect(link('Professional')).toHaveAttribute('href', '/subscription?type=professional');
    expect(link('Gold')).toHaveAttribute('href', '/subscription?type=gold');
    expect(link('Competenze aggiuntive')).toHaveAttribute(
      'href',
      '/subscription?type=additional_skills',
    );
    expect(link('Qualifiche descrittive')).toHaveAttribute('href', '/subscription?type=qualify');
    expect(link('Pacchetto Studio')).toHaveAttribute('href', '/subscription?type=bundle&id=5');
    expect(screen.getByRole('link', { name: 'Tutti gli abbonamenti' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it('never shows accountants the gold, skills or professional banners', async () => {
    servePaymentTypesInfo();
    renderFor(makeUser({ profile: { type: 'ACCOUNTANT' } }));

    expect(await bannerTitles()).toEqual(['Qualifiche descrittive']);
    expect(screen.queryByRole('article', { name: 'Gold' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'Competenze aggiuntive' }),
    ).not.toBeInTheDocument();
  });

  it('hides the subscriptions the user already holds', async () => {
    servePaymentTypesInfo();
    renderFor(
      makeUser({
        is_certified: true,
        is_skills: true,
        purchased_skills: 1,
        subscriptions: [
          makeSubscription(),
          makeSubscription({ id: 102, payment_type_id: 3, type: 'additional_skills' }),
        ],
      }),
    );

    expect(await bannerTitles()).toEqual(['Gold', 'Qualifiche descrittive', 'Pacchetto Studio']);
  });

  it('renders nothing when there is nothing left to offer', async () => {
    let served = false;
    server.use(
      http.get(apiUrl('payment-types/info/'), () => {
        served = true;
        return HttpResponse.json({ results: catalogueFixture(), additional_skills_buyable: true });
      }),
    );
    const { container } = renderFor(
      makeUser({ profile: { type: 'ACCOUNTANT' }, is_custom_skills: true }),
    );

    await waitFor(() => expect(served).toBe(true));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('renders nothing when the catalogue cannot be loaded', async () => {
    server.use(http.get(apiUrl('payment-types/info/'), () => HttpResponse.error()));
    const { container } = renderFor(makeUser());

    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('opens an offer from the keyboard', async () => {
    servePaymentTypesInfo();
    const { user, location } = renderFor(makeUser({ is_certified: true }));
    await screen.findByRole('list', { name: 'Offerte per te' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Tutti gli abbonamenti' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Scopri di più: Gold' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location().pathname).toBe('/subscription');
    expect(location().search).toBe('?type=gold');
  });
});
