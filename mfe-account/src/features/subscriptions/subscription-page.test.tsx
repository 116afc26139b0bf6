import { screen, waitFor, within } from '@testing-library/react';
import { sharedStore } from '@colleghi/shared/platform';
import {
  CATALOGUE_CITIES,
  makeSubscription,
  makeUser,
  serveEndpoint,
  servePaymentTypesInfo,
} from '@colleghi/shared/testing';
import type { RecordedCalls } from '@colleghi/shared/testing';
import { purchaseAtom, PURCHASE_STORAGE_KEY } from './purchase-state';
import { renderSubscriptions, resetPurchase } from './testing/subscriptions-test-api';

const LAWYER = makeUser();

/** Accessible names keep the no-break space Intl puts before €. */
const named = (text: string) => text.replace(/ €/g, '\u00a0€');

function serveStatement(): RecordedCalls {
  return serveEndpoint('post', 'payment-variants/professional-form/', {
    body: { statement_at: '2026-03-01T10:00:00Z' },
  });
}

function serveMilano(): void {
  const { milano } = CATALOGUE_CITIES;
  serveEndpoint('get', 'cities/', {
    body: { count: 1, next: null, previous: null, results: [milano] },
  });
  serveEndpoint('get', `payment-types/1/city/${milano.id}/`, {
    body: { city: milano, price: '14.90' },
  });
}

beforeEach(resetPurchase);

describe('SubscriptionPage redirects', () => {
  it.each([
    ['/subscription', 'no type'],
    ['/subscription?type=platinum', 'an unknown type'],
    ['/subscription?type=bundle&id=99', 'a bundle that does not exist'],
  ])('%s (%s) goes to the dashboard', async (route) => {
    servePaymentTypesInfo();
    const { location } = renderSubscriptions(route, LAWYER);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });
});

describe('SubscriptionPage', () => {
  it('shows gold: bullets, the monthly price + IVA, then Prosegui to the account confirm', async () => {
    servePaymentTypesInfo();
    const { user, location } = renderSubscriptions('/subscription?type=gold', LAWYER);

    expect(await screen.findByRole('heading', { level: 1, name: 'Gold' })).toBeInTheDocument();
    const bullets = screen.getByRole('list', { name: 'Vantaggi di Gold' });
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Descrizione delle competenze',
      'Descrizione dello studio',
      'Una qualifica descrittiva',
    ]);
    expect(screen.getByText('19,90 €')).toBeInTheDocument();
    expect(screen.getByText('+ IVA al mese')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    expect(location().pathname).toBe('/account-confirm');
    const stored = sharedStore.get(purchaseAtom);
    expect(stored?.paymentType.id).toBe(2);
    expect(stored?.sdi).toBe('0000000');
    // Persisted for the PayPal round trip and reloads.
    expect(JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? 'null').paymentType.id).toBe(
      2,
    );
  });

  it('lets skills buyers pick a package; the price is shown for 3 months', async () => {
    servePaymentTypesInfo();
    const { user } = renderSubscriptions('/subscription?type=skills', LAWYER);

    const one = await screen.findByRole('radio', { name: /^1 competenza/ });
    expect(one).toBeChecked();
    expect(screen.getByText('8,70 €')).toBeInTheDocument();
    expect(screen.getByText('+ IVA ogni 3 mesi')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: named('3 competenze · 22,50 € + IVA ogni 3 mesi') }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^5 competenze/ }));
    // 2.20 × 5 × 3 months
    expect(screen.getByText('33,00 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    expect(sharedStore.get(purchaseAtom)?.variantId).toBe(33);
  });

  it('labels qualify packages as qualifiche', async () => {
    servePaymentTypesInfo();
    renderSubscriptions('/subscription?type=qualify', LAWYER);
    expect(await screen.findByRole('radio', { name: /^1 qualifica · 5,70\s€/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^3 qualifiche · 13,50\s€/ })).toBeInTheDocument();
  });

  it('prices professional for the second city and needs the lawyer statement', async () => {
    servePaymentTypesInfo();
    serveMilano();
    const statement = serveStatement();
    const { user, location } = renderSubscriptions('/subscription?type=professional', LAWYER);

    expect(await screen.findByText('9,90 €')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Secondo comune (facoltativo)' }), 'Mil');
    await user.click(await screen.findByRole('option', { name: 'Milano (MI)' }));
    expect(await screen.findByText('14,90 €')).toBeInTheDocument();
    expect(screen.getByText('Prezzo per Milano (MI)')).toBeInTheDocument();

    const proceed = screen.getByRole('button', { name: 'Prosegui' });
    expect(proceed).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Dichiaro di essere un avvocato o un praticante avvocato',
      }),
    );
    await user.click(proceed);

    await waitFor(() => expect(location().pathname).toBe('/account-confirm'));
    expect(statement.bodies).toEqual([{ statement: true }]);
    const stored = sharedStore.get(purchaseAtom);
    expect(stored?.city?.id).toBe(CATALOGUE_CITIES.milano.id);
    expect(stored?.cityPrice).toBe('14.90');
  });

  it('shows the server refusal of the statement and stays', async () => {
    servePaymentTypesInfo();
    serveEndpoint('post', 'payment-variants/professional-form/', {
      status: 400,
      body: { statement: ['Dichiarazione non valida.'] },
    });
    const { user, location } = renderSubscriptions('/subscription?type=professional', LAWYER);
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Dichiaro di essere un avvocato o un praticante avvocato',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    expect(await screen.findByText('Dichiarazione non valida.')).toBeInTheDocument();
    expect(location().pathname).toBe('/subscription');
  });

  it('does not sell professional to accountants', async () => {
    servePaymentTypesInfo();
    renderSubscriptions(
      '/subscription?type=professional',
      makeUser({ profile: { type: 'ACCOUNTANT' } }),
    );
    expect(
      await screen.findByText(
        'L’abbonamento Professional è riservato ad avvocati e praticanti avvocati.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prosegui' })).toBeDisabled();
  });

  it('says when the user already holds that subscription', async () => {
    servePaymentTypesInfo();
    const holder = makeUser({
      is_gold: true,
      subscriptions: [makeSubscription({ payment_type_id: 2, type: 'gold', title: 'Gold' })],
    });
    renderSubscriptions('/subscription?type=gold', holder);
    expect(
      await screen.findByText('Hai già un abbonamento attivo di questo tipo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prosegui' })).toBeDisabled();
  });

  it('sends a guest to sign in and back to this page', async () => {
    servePaymentTypesInfo();
    const { user, location } = renderSubscriptions('/subscription?type=bundle&id=5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pacchetto Studio' }),
    ).toBeInTheDocument();
    expect(screen.getByText('74,70 €')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    expect(location().pathname).toBe('/signin');
    expect(new URLSearchParams(location().search).get('callback')).toBe(
      '/subscription?type=bundle&id=5',
    );
    expect(sharedStore.get(purchaseAtom)).toBeNull();
  });
});
