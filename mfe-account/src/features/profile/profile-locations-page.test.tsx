import { screen, waitFor, within } from '@testing-library/react';
import {
  CATALOGUE_CITIES,
  makeSubscription,
  makeUser,
  serveEndpoint,
  serveMe,
} from '@colleghi/shared/testing';
import type { City, Subscription, User } from '@colleghi/api-contract';
import { ProfileLocationsPage } from './profile-locations-page';
import { accountant, makeLawfirm } from './testing/fixtures';
import { page } from './testing/handlers';
import { renderSignedIn } from './testing/render';

const { milano, roma, napoli } = CATALOGUE_CITIES;

beforeEach(() => {
  // 8 months (7 and a bit) before the subscription's end below.
  jest.useFakeTimers({ now: new Date('2026-03-10T10:00:00Z'), advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

function certifiedWith(sub: Subscription): User {
  return makeUser({
    is_certified: true,
    subscriptions: [sub],
    profile: {
      lawfirm: makeLawfirm({ city: milano, city2: sub.city }),
    },
  });
}

const inRoma = makeSubscription({ city: roma, price: '14.90', expire_at: '2026-11-05T10:00:00Z' });
const inNapoli = makeSubscription({
  city: napoli,
  price: '12.90',
  expire_at: '2026-11-05T10:00:00Z',
});

function renderLocations(user: User) {
  serveEndpoint('get', 'cities/', { body: page([milano, roma, napoli]) });
  return renderSignedIn(<ProfileLocationsPage />, '/profile-locations', user);
}

function servePrice(city: City, price: string) {
  return serveEndpoint('get', `payment-types/1/city/${city.id}/`, { body: { city, price } });
}

async function pick(user: ReturnType<typeof renderLocations>['user'], city: City) {
  const box = screen.getByRole('combobox', { name: 'Secondo comune' });
  await user.clear(box);
  await user.type(box, city.name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name: city.display_name }));
}

/** Pick, wait for the price, save. */
async function pickAndSave(user: ReturnType<typeof renderLocations>['user'], city: City) {
  await pick(user, city);
  await screen.findByText(new RegExp(`Prezzo mensile con ${city.name}`));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
}

describe('ProfileLocationsPage', () => {
  it('offers Professional to users who are not certified', () => {
    renderLocations(makeUser());
    expect(screen.getByRole('link', { name: 'Scopri Professional' })).toHaveAttribute(
      'href',
      '/subscription?type=professional',
    );
    expect(screen.queryByRole('combobox', { name: 'Secondo comune' })).not.toBeInTheDocument();
  });

  it('has no second city for accountants', () => {
    renderLocations(accountant({ is_certified: true }));
    expect(
      screen.getByText('Il secondo comune non è previsto per i commercialisti.'),
    ).toBeInTheDocument();
  });

  it('applies a city with the same price at once', async () => {
    const price = servePrice(milano, '14.90');
    const put = serveEndpoint('put', 'payment-variants/change-city/', {
      body: { result: 'immediate', charged: '0.00', subscription: { ...inRoma, city: milano } },
    });
    const me = serveMe(certifiedWith({ ...inRoma, city: milano }));
    const { user } = renderLocations(certifiedWith(inRoma));
    expect(screen.getByRole('combobox', { name: 'Secondo comune' })).toHaveValue('Roma (RM)');
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    await pick(user, milano);
    expect(
      await screen.findByText('Prezzo mensile con Milano (MI): 14,90 € + IVA'),
    ).toBeInTheDocument();
    expect(put.calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Secondo comune aggiornato!')).toBeInTheDocument();
    expect(price.calls).toBe(1);
    expect(put.bodies).toEqual([{ payment_id: 101, city_id: milano.id }]);
    expect(me.calls).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies at once for a trial, whatever the price', async () => {
    servePrice(milano, '14.90');
    const trial = makeSubscription({ ...inNapoli, payment_method: 'trial', plan: null });
    const put = serveEndpoint('put', 'payment-variants/change-city/', {
      body: { result: 'immediate', charged: '0.00', subscription: { ...trial, city: milano } },
    });
    serveMe(certifiedWith({ ...trial, city: milano }));
    const { user } = renderLocations(certifiedWith(trial));
    await pickAndSave(user, milano);
    await screen.findByText('Secondo comune aggiornato!');
    expect(put.calls).toBe(1);
  });

  it('confirms a lower price that applies from the next renewal', async () => {
    servePrice(napoli, '12.90');
    const put = serveEndpoint('put', 'payment-variants/change-city/', {
      body: { result: 'next_renewal', charged: '0.00', subscription: { ...inRoma, city: napoli } },
    });
    serveMe(certifiedWith({ ...inRoma, city: napoli }));
    const { user } = renderLocations(certifiedWith(inRoma));
    await pickAndSave(user, napoli);
    const dialog = await screen.findByRole('dialog', { name: 'Confermi il secondo comune?' });
    expect(dialog).toHaveTextContent(
      'Con Napoli (NA) il prezzo scende a 12,90 € al mese + IVA. Il nuovo prezzo si applicherà dal prossimo rinnovo: 123,84 € + IVA per periodo.',
    );
    expect(put.calls).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Secondo comune aggiornato!')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ payment_id: 101, city_id: napoli.id }]);
  });

  it('confirms a higher price with the discounted difference charged now', async () => {
    servePrice(milano, '14.90');
    const put = serveEndpoint('put', 'payment-variants/change-city/', {
      body: { result: 'charge_now', charged: '12.80', subscription: { ...inNapoli, city: milano } },
    });
    serveMe(certifiedWith({ ...inNapoli, city: milano }));
    const { user } = renderLocations(certifiedWith(inNapoli));
    await pickAndSave(user, milano);
    const dialog = await screen.findByRole('dialog', { name: 'Confermi il secondo comune?' });
    // (14.90 − 12.90) × 8 remaining months × (100 − 20) % = 12.80
    expect(dialog).toHaveTextContent(
      'Con Milano (MI) il prezzo sale a 14,90 € al mese + IVA. Ti verranno addebitati ora 12,80 € + IVA, la differenza scontata per 8 mesi rimanenti.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await screen.findByText('Secondo comune aggiornato!');
    expect(put.bodies).toEqual([{ payment_id: 101, city_id: milano.id }]);
  });

  it('goes back to the saved city when the confirmation is cancelled', async () => {
    servePrice(milano, '14.90');
    const put = serveEndpoint('put', 'payment-variants/change-city/', { body: {} });
    const { user } = renderLocations(certifiedWith(inNapoli));
    await pickAndSave(user, milano);
    const dialog = await screen.findByRole('dialog', { name: 'Confermi il secondo comune?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Secondo comune' })).toHaveValue('Napoli (NA)'),
    );
    expect(put.calls).toBe(0);
  });

  it('clears the second city with null', async () => {
    const put = serveEndpoint('put', 'payment-variants/change-city/', {
      body: { result: 'cleared', charged: '0.00', subscription: { ...inRoma, city: null } },
    });
    serveMe(certifiedWith({ ...inRoma, city: null }));
    const { user } = renderLocations(certifiedWith(inRoma));
    await user.click(screen.getByRole('button', { name: 'Rimuovi secondo comune' }));
    expect(await screen.findByText('Secondo comune aggiornato!')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ payment_id: 101, city_id: null }]);
    expect(await screen.findByText('Non hai ancora scelto un secondo comune.')).toBeInTheDocument();
  });

  it('does not clear the saved city when its text is erased', async () => {
    const put = serveEndpoint('put', 'payment-variants/change-city/', { body: {} });
    const { user } = renderLocations(certifiedWith(inRoma));
    await user.clear(screen.getByRole('combobox', { name: 'Secondo comune' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Salva' })).toBeDisabled();
    expect(put.calls).toBe(0);
  });

  it('shows the server refusal under the field', async () => {
    servePrice(milano, '14.90');
    serveEndpoint('put', 'payment-variants/change-city/', {
      status: 400,
      body: { city_id: ['Seleziona un comune valido.'] },
    });
    const { user } = renderLocations(certifiedWith(inRoma));
    await pickAndSave(user, milano);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Secondo comune' })).toHaveAccessibleDescription(
        'Seleziona un comune valido.',
      ),
    );
  });
});
