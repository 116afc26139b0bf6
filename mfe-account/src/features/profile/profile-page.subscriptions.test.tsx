import { screen, waitFor, within } from '@testing-library/react';
import {
  catalogueFixture,
  makePlan,
  makeSubscription,
  makeUser,
  serveEndpoint,
  serveMe,
  servePaymentTypesInfo,
} from '@colleghi/shared/testing';
import type { Subscription, User } from '@colleghi/api-contract';
import { ProfilePage } from './profile-page';
import { renderSignedIn } from './testing/render';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const annual = makePlan();
const halfYearly = makePlan({
  id: 12,
  months: 6,
  percentage: 10,
  amount: '53.46',
  is_default: false,
});
const monthly = makePlan({ id: 13, months: 1, percentage: 0, amount: '9.90', is_default: false });

const professional = makeSubscription({ expire_at: inDays(240), next_renewal_price: '143.04' });

function userWith(subscriptions: Subscription[]): User {
  return makeUser({ is_certified: true, subscriptions });
}

async function openList(subscriptions: Subscription[]) {
  servePaymentTypesInfo(catalogueFixture());
  const view = renderSignedIn(<ProfilePage />, '/profile', userWith(subscriptions));
  await view.user.click(screen.getByRole('button', { name: /I tuoi abbonamenti/ }));
  return view;
}

describe('ProfilePage subscriptions list', () => {
  it('is collapsible and describes each subscription', async () => {
    const { user } = await openList([professional]);
    const item = screen.getByRole('article', { name: 'Professional' });
    expect(item).toBeVisible();
    expect(within(item).getByText('Carta di credito')).toBeInTheDocument();
    expect(within(item).getByText('14,90 € al mese + IVA')).toBeInTheDocument();
    expect(within(item).getByText('Piano di 12 mesi, sconto 20%')).toBeInTheDocument();
    expect(within(item).getByText('Secondo comune: Roma (RM)')).toBeInTheDocument();
    expect(within(item).getByText(/^Si rinnova il .* a 143,04 € \+ IVA$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /I tuoi abbonamenti/ }));
    await waitFor(() => expect(item).not.toBeVisible());
  });

  it('says so when there is no subscription', async () => {
    await openList([]);
    expect(screen.getByText('Nessuna abbonamento attivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri gli abbonamenti' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it.each<[string, Partial<Subscription>]>([
    ['a bundle', { type: 'bundle', title: 'Pacchetto Studio' }],
    ['a cancelled subscription', { unsubscribed: true }],
    ['a trial', { payment_method: 'trial' }],
    ['a pending plan change', { next_plan: { id: 12, months: 6, amount: '80.46' } }],
  ])('offers no plan change for %s', async (_case, overrides) => {
    const sub = makeSubscription({ ...professional, ...overrides });
    await openList([sub]);
    const item = screen.getByRole('article', { name: sub.title });
    expect(within(item).queryByRole('button', { name: 'Cambia piano' })).not.toBeInTheDocument();
  });

  it('tells a pending plan change and a cancellation', async () => {
    await openList([
      makeSubscription({
        ...professional,
        unsubscribed: true,
        next_plan: { id: 12, months: 6, amount: '80.46' },
      }),
    ]);
    const item = screen.getByRole('article', { name: 'Professional' });
    expect(within(item).getByText(/^Disdetto: resta attivo fino al /)).toBeInTheDocument();
    expect(
      within(item).getByText('Dal prossimo rinnovo: piano di 6 mesi a 80,46 € + IVA'),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Disdici' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage change plan', () => {
  it('lists the other plans at this subscription’s price and changes the plan', async () => {
    const plansInfo = serveEndpoint('get', 'payments/101/plans-info/', {
      body: [annual, halfYearly, monthly],
    });
    const put = serveEndpoint('put', 'payments/101/change-plan/', {
      body: { ...professional, next_plan: { id: 12, months: 6, amount: '80.46' } },
    });
    const me = serveMe(
      userWith([{ ...professional, next_plan: { id: 12, months: 6, amount: '80.46' } }]),
    );
    const { user } = await openList([professional]);
    await user.click(screen.getByRole('button', { name: 'Cambia piano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia piano' });
    expect(plansInfo.calls).toBe(1);
    // The current plan is left out; prices from 14.90 a month (the second city's price).
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(
      within(dialog).getByRole('radio', { name: /^6 mesi \(sconto 10%\) · 80,46\s€ \+ IVA$/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: /^1 mese · 14,90\s€ \+ IVA$/ }),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Conferma' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /6 mesi/ }));
    await user.click(confirm);
    expect(await screen.findByText('Piano aggiornato con successo!')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ plan_id: 12 }]);
    expect(me.calls).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByText('Dal prossimo rinnovo: piano di 6 mesi a 80,46 € + IVA'),
    ).toBeInTheDocument();
  });

  it('shows the spec’s failure text when the change is refused', async () => {
    serveEndpoint('get', 'payments/101/plans-info/', { body: [annual, monthly] });
    serveEndpoint('put', 'payments/101/change-plan/', {
      status: 400,
      body: { plan_id: ['Piano non valido.'] },
    });
    const { user } = await openList([professional]);
    await user.click(screen.getByRole('button', { name: 'Cambia piano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia piano' });
    await user.click(within(dialog).getByRole('radio', { name: /1 mese/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(
      await screen.findByText(
        'Qualcosa non ha funzionato correttamente. Ti invitiamo a riprovare più tardi.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a subscription paid by bank transfer only the plans a transfer can pay', async () => {
    const byTransfer = { ...professional, payment_method: 'bank_transfer' as const };
    const halfByCard = { ...halfYearly, methods: ['paypal' as const, 'credit_card' as const] };
    const monthlyByCard = { ...monthly, methods: ['paypal' as const, 'credit_card' as const] };
    const quarterly = makePlan({ id: 16, months: 3, percentage: 5, is_default: false });
    serveEndpoint('get', 'payments/101/plans-info/', {
      body: [annual, halfByCard, monthlyByCard, quarterly],
    });
    const { user } = await openList([byTransfer]);
    await user.click(screen.getByRole('button', { name: 'Cambia piano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia piano' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
    expect(within(dialog).getByRole('radio', { name: /^3 mesi/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /6 mesi|1 mese/ })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Sono elencati solo i piani disponibili con il metodo di pagamento dell’abbonamento (Bonifico bancario).',
      ),
    ).toBeInTheDocument();
  });

  it('says why no plan is offered when the payment method pays none of the others', async () => {
    const byTransfer = { ...professional, payment_method: 'bank_transfer' as const };
    const monthlyByCard = { ...monthly, methods: ['credit_card' as const] };
    serveEndpoint('get', 'payments/101/plans-info/', { body: [annual, monthlyByCard] });
    const { user } = await openList([byTransfer]);
    await user.click(screen.getByRole('button', { name: 'Cambia piano' }));
    expect(
      await screen.findByText(
        'Nessun altro piano è disponibile con il metodo di pagamento dell’abbonamento (Bonifico bancario).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says no plan is available when only the current plan exists', async () => {
    serveEndpoint('get', 'payments/101/plans-info/', { body: [annual] });
    const { user } = await openList([professional]);
    await user.click(screen.getByRole('button', { name: 'Cambia piano' }));
    expect(
      await screen.findByText(
        "Nessun piano disponibile. Ti invitiamo a contattare l'amministratore.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ProfilePage cancel', () => {
  it('cancels after the confirmation; the subscription runs to its end date', async () => {
    const cancelled = { ...professional, unsubscribed: true };
    const post = serveEndpoint('post', 'payments/101/cancel/', { body: cancelled });
    const me = serveMe(userWith([cancelled]));
    const { user } = await openList([professional]);
    await user.click(screen.getByRole('button', { name: 'Disdici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi disdire Professional?' });
    expect(dialog).toHaveTextContent(/resterà attivo fino al/);
    await user.click(within(dialog).getByRole('button', { name: 'Disdici' }));
    expect(
      await screen.findByText(/^Abbonamento disdetto: resterà attivo fino al/),
    ).toBeInTheDocument();
    expect(post.calls).toBe(1);
    expect(me.calls).toBe(1);
    expect(screen.getByText(/^Disdetto: resta attivo fino al /)).toBeInTheDocument();
  });

  it('blocks the cancellation while the renewal is in progress', async () => {
    const post = serveEndpoint('post', 'payments/101/cancel/', { body: {} });
    const { user } = await openList([makeSubscription({ ...professional, expire_at: inDays(-1) })]);
    await user.click(screen.getByRole('button', { name: 'Disdici' }));
    expect(
      await screen.findByText(
        "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post.calls).toBe(0);
  });

  it('shows the server’s refusal (renewal started meanwhile)', async () => {
    const detail =
      "L'abbonamento è in corso di rinnovo e non può essere disdetto. Attendi il rinnovo e riprova.";
    serveEndpoint('post', 'payments/101/cancel/', { status: 400, body: { detail } });
    const { user } = await openList([professional]);
    await user.click(screen.getByRole('button', { name: 'Disdici' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi disdire Professional?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disdici' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
  });

  it('prices the plans at the renewal’s monthly price after a cheaper second city', async () => {
    serveEndpoint('get', 'payments/101/plans-info/', { body: [annual, halfYearly, monthly] });
    // 14.90 a month now; Bologna (9.90) from the renewal: 12 months at 20 % = 95.04.
    const cheaper = { ...professional, next_renewal_price: '95.04' };
    const { user } = await openList([cheaper]);
    await user.click(screen.getByRole('button', { name: 'Cambia piano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambia piano' });
    expect(
      within(dialog).getByRole('radio', { name: /^1 mese · 9,90\s€ \+ IVA$/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('radio', { name: /^6 mesi \(sconto 10%\) · 53,46\s€ \+ IVA$/ }),
    ).toBeInTheDocument();
  });
});
