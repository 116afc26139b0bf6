import { screen, within } from '@testing-library/react';
import {
  makeSubscription,
  makeUser,
  serveEndpoint,
  servePaymentTypesInfo,
} from '@colleghi/shared/testing';
import {
  catalogueType,
  landingState,
  renderSubscriptions,
  resetPurchase,
} from './testing/subscriptions-test-api';

function offerTitles(): string[] {
  const offers = screen.getByRole('region', { name: 'Abbonamenti disponibili' });
  return within(offers)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

beforeEach(resetPurchase);

describe('SubscriptionsPage offers', () => {
  it('shows a guest the bundle promo and every card with its price + IVA', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscriptions');

    expect(
      await screen.findByRole('img', { name: 'Pacchetto Studio: Professional + Gold' }),
    ).toHaveAttribute('src', 'http://localhost:8000/static/promo/pacchetto-studio.png');
    expect(offerTitles()).toEqual([
      'Pacchetto Studio',
      'Professional',
      'Gold',
      'Competenze aggiuntive',
      'Qualifiche descrittive',
    ]);
    const gold = screen.getByRole('article', { name: 'Gold' });
    expect(within(gold).getByText('19,90 €')).toBeInTheDocument();
    expect(within(gold).getByText('+ IVA al mese')).toBeInTheDocument();
    // Skills and qualify show 3 months of their first package; the bundle 3 months too.
    const skills = screen.getByRole('article', { name: 'Competenze aggiuntive' });
    expect(within(skills).getByText('8,70 €')).toBeInTheDocument();
    expect(within(skills).getByText('+ IVA ogni 3 mesi')).toBeInTheDocument();
    const qualify = screen.getByRole('article', { name: 'Qualifiche descrittive' });
    expect(within(qualify).getByText('5,70 €')).toBeInTheDocument();
    expect(screen.getByText('74,70 €')).toBeInTheDocument();
    expect(within(gold).getByRole('link', { name: 'Scopri Gold' })).toHaveAttribute(
      'href',
      '/subscription?type=gold',
    );
    expect(screen.getByRole('link', { name: 'Scopri Pacchetto Studio' })).toHaveAttribute(
      'href',
      '/subscription?type=bundle&id=5',
    );
    // A guest holds nothing: no "your subscriptions" section.
    expect(screen.queryByRole('heading', { name: 'I tuoi abbonamenti' })).not.toBeInTheDocument();
  });

  it('draws the bundle picture whole, so its frame is never cut off', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscriptions');

    const picture = await screen.findByRole('img', {
      name: 'Pacchetto Studio: Professional + Gold',
    });
    // Scaled down to fit, never cropped by object-fit: cover.
    expect(picture).toHaveStyle({
      width: 'auto',
      maxWidth: '100%',
      height: 'auto',
      objectFit: 'contain',
    });
  });

  it('hides gold from gold users and professional from certified users', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscriptions', makeUser({ is_gold: true, is_certified: true }));
    await screen.findByRole('heading', { level: 3, name: 'Competenze aggiuntive' });
    expect(offerTitles()).toEqual([
      'Pacchetto Studio',
      'Competenze aggiuntive',
      'Qualifiche descrittive',
    ]);
  });

  it('never offers the skills card to accountants', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscriptions', makeUser({ profile: { type: 'ACCOUNTANT' } }));
    await screen.findByRole('heading', { level: 3, name: 'Gold' });
    expect(offerTitles()).not.toContain('Competenze aggiuntive');
    expect(offerTitles()).toContain('Qualifiche descrittive');
  });

  it('lays three plans in three equal columns on a wide screen', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscriptions', makeUser({ profile: { type: 'ACCOUNTANT' } }));
    await screen.findByRole('heading', { level: 3, name: 'Gold' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      // eslint-disable-next-line testing-library/no-node-access -- a Grid item has no role
      expect(card.parentElement).toHaveClass('MuiGrid-grid-md-4', 'MuiGrid-grid-lg-4');
    }
  });

  it('lays four plans in three columns, then in four on a wide screen', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscriptions');
    await screen.findByRole('heading', { level: 3, name: 'Competenze aggiuntive' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      // eslint-disable-next-line testing-library/no-node-access -- a Grid item has no role
      expect(card.parentElement).toHaveClass('MuiGrid-grid-md-4', 'MuiGrid-grid-lg-3');
    }
  });

  it('hides professional and skills when additional skills are not buyable; qualify stays', async () => {
    servePaymentTypesInfo(undefined, false);
    renderSubscriptions('/subscriptions', makeUser());
    await screen.findByRole('heading', { level: 3, name: 'Gold' });
    expect(offerTitles()).toEqual(['Pacchetto Studio', 'Gold', 'Qualifiche descrittive']);
  });

  it('hides a bundle the user already holds', async () => {
    servePaymentTypesInfo();
    const bundle = catalogueType('bundle');
    const user = makeUser({
      subscriptions: [
        makeSubscription({
          id: 7,
          payment_type_id: bundle.id,
          type: 'bundle',
          title: bundle.title,
        }),
      ],
    });
    renderSubscriptions('/subscriptions', user);
    await screen.findByRole('heading', { level: 3, name: 'Gold' });
    expect(screen.queryByRole('link', { name: 'Scopri Pacchetto Studio' })).not.toBeInTheDocument();
  });
});

describe('SubscriptionsPage empty texts and active subscriptions', () => {
  it('says when nothing is offered and nothing is held', async () => {
    servePaymentTypesInfo([]);
    renderSubscriptions('/subscriptions', makeUser());
    expect(await screen.findByText('Nessuna abbonamento disponibile')).toBeInTheDocument();
    expect(screen.getByText('Nessuna abbonamento attivo')).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Gestisci i tuoi abbonamenti' }),
    ).not.toBeInTheDocument();
  });

  it('lists the active subscriptions and links to the profile, scrolled to them', async () => {
    // Skills not buyable: the offers never hold a second "Competenze aggiuntive" card, whenever
    // the catalogue answers relative to the user.
    servePaymentTypesInfo(undefined, false);
    const user = makeUser({
      is_certified: true,
      subscriptions: [
        makeSubscription(),
        makeSubscription({
          id: 102,
          payment_type_id: 3,
          type: 'additional_skills',
          title: 'Competenze aggiuntive',
          variant: { id: 32, skills_number: 3, price: '2.50' },
          city: null,
          unsubscribed: true,
          expire_at: '2026-09-30T10:00:00+02:00',
        }),
      ],
    });
    const { user: actor, location } = renderSubscriptions('/subscriptions', user);

    const professional = await screen.findByRole('article', { name: 'Professional' });
    expect(within(professional).getByText(/Secondo comune: Roma \(RM\)/)).toBeInTheDocument();
    expect(
      within(professional).getByText('Si rinnova automaticamente il 10/01/2027'),
    ).toBeInTheDocument();
    const skills = screen.getByRole('article', { name: 'Competenze aggiuntive' });
    expect(within(skills).getByText(/3 competenze/)).toBeInTheDocument();
    expect(within(skills).getByText('Disdetto: attivo fino al 30/09/2026')).toBeInTheDocument();

    await actor.click(screen.getByRole('link', { name: 'Gestisci i tuoi abbonamenti' }));
    expect(location().pathname).toBe('/profile');
    expect(landingState()).toEqual({ scrollTo: 'subscriptions' });
  });

  it('offers a retry when the catalogue cannot be read', async () => {
    serveEndpoint('get', 'payment-types/info/', {
      status: 404,
      body: { detail: 'Non disponibile' },
    });
    const { user } = renderSubscriptions('/subscriptions');
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    servePaymentTypesInfo();
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 3, name: 'Gold' })).toBeInTheDocument();
  });
});
