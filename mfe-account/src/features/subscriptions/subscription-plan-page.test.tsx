import { screen, waitFor, within } from '@testing-library/react';
import { sharedStore } from '@colleghi/shared/platform';
import { makeUser } from '@colleghi/shared/testing';
import { purchaseAtom } from './purchase-state';
import { BENVENUTO20_MESSAGE, serveCoupons } from './testing/coupons';
import {
  catalogueType,
  renderSubscriptions,
  resetPurchase,
  seedMilanoProfessional,
  seedPurchase,
} from './testing/subscriptions-test-api';

const GIULIA = makeUser();

function priceSummary(): HTMLElement {
  return screen.getByLabelText('Prezzo del primo periodo');
}

beforeEach(resetPurchase);

describe('SubscriptionPlanPage plans', () => {
  it('goes to the dashboard with no purchase under way', async () => {
    const { location } = renderSubscriptions('/subscription-plan', GIULIA);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('sends a guest to sign in', async () => {
    seedPurchase('gold');
    const { location } = renderSubscriptions('/subscription-plan');
    await waitFor(() => expect(location().pathname).toBe('/signin'));
  });

  it('preselects the default plan and strikes the original price of discounted plans', () => {
    seedMilanoProfessional();
    renderSubscriptions('/subscription-plan', GIULIA);

    expect(screen.getByText('Professional · Secondo comune Milano (MI)')).toBeInTheDocument();
    const annual = screen.getByRole('radio', { name: /^Annuale/ });
    expect(annual).toBeChecked();
    // The contract's example row: Milano 14.90 × 12 months − 20 % = 143.04, before 178.80.
    expect(annual).toHaveAccessibleName(/^Annuale 12 mesi 178,80\s€ -20% 143,04\s€ \+ IVA$/);
    expect(screen.getByRole('radio', { name: /^Semestrale/ })).toHaveAccessibleName(
      /^Semestrale 6 mesi 89,40\s€ -10% 80,46\s€ \+ IVA$/,
    );
    // No discount, nothing struck.
    expect(screen.getByRole('radio', { name: /^Mensile/ })).toHaveAccessibleName(
      /^Mensile 1 mese 14,90\s€ \+ IVA$/,
    );
    expect(within(priceSummary()).getByText('143,04 € + IVA')).toBeInTheDocument();
    expect(within(priceSummary()).getByText('31,47 €')).toBeInTheDocument();
    expect(within(priceSummary()).getByText('174,51 €')).toBeInTheDocument();
  });

  it('starts the SDI code at 0000000', async () => {
    seedPurchase('gold');
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    const sdi = screen.getByRole('textbox', { name: 'Codice SDI' });
    expect(sdi).toHaveValue('0000000');
    await user.clear(sdi);
    await user.type(sdi, 'abc12x9');
    expect(sdi).toHaveValue('ABC12X9');
    expect(sharedStore.get(purchaseAtom)?.sdi).toBe('ABC12X9');
  });

  it('offers only the payment methods of the chosen plan', async () => {
    seedPurchase('gold');
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    const methods = () =>
      within(screen.getByRole('radiogroup', { name: 'Metodi di pagamento' }))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value'));
    expect(methods()).toEqual(['paypal', 'credit_card', 'bank_transfer']);
    await user.click(screen.getByRole('radio', { name: /^Mensile/ }));
    expect(methods()).toEqual(['paypal', 'credit_card']);
  });

  it('offers the methods as one group, the first chosen, and one Prosegui that confirms it', async () => {
    seedPurchase('gold');
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    const group = screen.getByRole('radiogroup', { name: 'Metodi di pagamento' });
    expect(within(group).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Bonifico bancario' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Prosegui|PayPal|Carta|Bonifico/ })).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    const dialog = screen.getByRole('dialog', { name: 'Conferma abbonamento' });
    expect(within(dialog).getByRole('button', { name: 'Conferma' })).toBeInTheDocument();
  });

  it('says there is no plan to choose', () => {
    seedPurchase('gold', {
      paymentType: { ...catalogueType('gold'), plans: [] },
    });
    renderSubscriptions('/subscription-plan', GIULIA);
    expect(
      screen.getByText("Nessun piano disponibile. Ti invitiamo a contattare l'amministratore."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});

describe('SubscriptionPlanPage promo code', () => {
  async function openPromo(user: ReturnType<typeof renderSubscriptions>['user']) {
    await user.click(screen.getByRole('button', { name: 'Hai un codice promozionale?' }));
    return screen.getByRole('textbox', { name: 'Codice promozionale' });
  }

  /** Types `code` into the opened promo field and applies it. */
  async function applyCode(user: ReturnType<typeof renderSubscriptions>['user'], code: string) {
    await user.type(await openPromo(user), code);
    await user.click(screen.getByRole('button', { name: 'Applica codice' }));
  }

  it('validates a code for the chosen plan and prices the first period with it', async () => {
    seedMilanoProfessional();
    const coupons = serveCoupons();
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);

    const field = await openPromo(user);
    const apply = screen.getByRole('button', { name: 'Applica codice' });
    expect(apply).toBeDisabled();
    await user.type(field, '   ');
    expect(apply).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'benvenuto20');
    expect(field).toHaveValue('BENVENUTO20');
    await user.click(apply);

    expect(await screen.findByText(BENVENUTO20_MESSAGE)).toBeInTheDocument();
    expect(coupons.queries).toEqual(['BENVENUTO20/1?plan_id=11']);
    const summary = priceSummary();
    expect(within(summary).getByText('114,43 € + IVA')).toBeInTheDocument();
    expect(within(summary).getByText('-28,61 €')).toBeInTheDocument();
    expect(within(summary).getByText('25,17 €')).toBeInTheDocument();
    expect(within(summary).getByText('139,60 €')).toBeInTheDocument();
  });

  it('shows the server message for an invalid code', async () => {
    seedPurchase('gold');
    serveCoupons();
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    await applyCode(user, 'SCONOSCIUTO');
    expect(await screen.findByText('Codice promozionale non valido.')).toBeInTheDocument();
    expect(within(priceSummary()).getByText('191,04 € + IVA')).toBeInTheDocument();
  });

  it('drops the code when the plan changes', async () => {
    seedMilanoProfessional();
    serveCoupons();
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    await applyCode(user, 'BENVENUTO20');
    await screen.findByText(BENVENUTO20_MESSAGE);

    await user.click(screen.getByRole('radio', { name: /^Semestrale/ }));
    expect(screen.queryByText(BENVENUTO20_MESSAGE)).not.toBeInTheDocument();
    expect(sharedStore.get(purchaseAtom)?.promo).toBeNull();
    expect(within(priceSummary()).getByText('80,46 € + IVA')).toBeInTheDocument();
    expect(await openPromo(user)).toHaveValue('');
  });

  it('shows the final price in the Conferma abbonamento modal', async () => {
    seedMilanoProfessional();
    serveCoupons();
    const { user } = renderSubscriptions('/subscription-plan', GIULIA);
    await applyCode(user, 'BENVENUTO20');
    await screen.findByText(BENVENUTO20_MESSAGE);

    await user.click(screen.getByRole('radio', { name: 'Bonifico bancario' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));
    const dialog = screen.getByRole('dialog', { name: 'Conferma abbonamento' });
    expect(
      within(dialog).getByText(
        'Professional · Secondo comune Milano (MI) · Piano Annuale (12 mesi)',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Pagamento con Bonifico bancario')).toBeInTheDocument();
    expect(within(dialog).getByText('114,43 € + IVA')).toBeInTheDocument();
    expect(within(dialog).getByText('139,60 €')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
