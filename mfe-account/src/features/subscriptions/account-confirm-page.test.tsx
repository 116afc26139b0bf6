import { screen, waitFor } from '@testing-library/react';
import type { RequestBody } from '@colleghi/api-contract';
import { makeUser, serveEndpoint, serveMe } from '@colleghi/shared/testing';
import { renderSubscriptions, resetPurchase, seedPurchase } from './testing/subscriptions-test-api';

const GIULIA = makeUser({ fiscal_code: 'bncglu85e52f205z', profile: { type: 'QUALIFIED' } });

function acceptConfirm(): RequestBody<'/api/users/confirm-account/', 'post'>[] {
  return serveEndpoint('post', 'users/confirm-account/', { body: GIULIA }).bodies as RequestBody<
    '/api/users/confirm-account/',
    'post'
  >[];
}

beforeEach(resetPurchase);

describe('AccountConfirmPage', () => {
  it('goes to the dashboard when no purchase is under way', async () => {
    const { location } = renderSubscriptions('/account-confirm', GIULIA);
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('sends a guest to sign in and back here', async () => {
    seedPurchase('gold');
    const { location } = renderSubscriptions('/account-confirm');
    await waitFor(() => expect(location().pathname).toBe('/signin'));
    expect(new URLSearchParams(location().search).get('callback')).toBe('/account-confirm');
  });

  it('is prefilled from the profile, upper-cases the fiscal code and saves before the plan', async () => {
    seedPurchase('gold');
    const bodies = acceptConfirm();
    const me = serveMe(GIULIA);
    const { user, location } = renderSubscriptions('/account-confirm', GIULIA);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Conferma i tuoi dati' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Giulia');
    expect(screen.getByRole('textbox', { name: 'Cognome' })).toHaveValue('Bianchi');
    expect(screen.getByRole('textbox', { name: 'Codice fiscale' })).toHaveValue('BNCGLU85E52F205Z');
    expect(screen.getByRole('combobox', { name: 'Qualifica' })).toHaveTextContent(
      'Praticante avvocato abilitato',
    );

    const fiscalCode = screen.getByRole('textbox', { name: 'Codice fiscale' });
    await user.clear(fiscalCode);
    await user.type(fiscalCode, 'rssmra80a01h501u');
    expect(fiscalCode).toHaveValue('RSSMRA80A01H501U');
    await user.click(screen.getByRole('combobox', { name: 'Qualifica' }));
    await user.click(screen.getByRole('option', { name: 'Avvocato' }));
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));

    await waitFor(() => expect(location().pathname).toBe('/subscription-plan'));
    expect(bodies).toEqual([
      {
        first_name: 'Giulia',
        last_name: 'Bianchi',
        fiscal_code: 'RSSMRA80A01H501U',
        type: 'LAWYER',
      },
    ]);
    // The confirmed data reach the session (header, later screens).
    expect(me.calls).toBe(1);
  });

  it('requires every field and a 16-character fiscal code', async () => {
    seedPurchase('gold');
    const { user } = renderSubscriptions('/account-confirm', GIULIA);
    const proceed = screen.getByRole('button', { name: 'Prosegui' });
    expect(proceed).toBeEnabled();

    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    expect(screen.getByText('Il campo è obbligatorio')).toBeInTheDocument();
    expect(proceed).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Giulia');
    expect(screen.queryByText('Il campo è obbligatorio')).not.toBeInTheDocument();

    const fiscalCode = screen.getByRole('textbox', { name: 'Codice fiscale' });
    await user.type(fiscalCode, '{backspace}');
    expect(screen.getByText('Il codice fiscale deve essere di 16 caratteri')).toBeInTheDocument();
    expect(proceed).toBeDisabled();
    await user.clear(fiscalCode);
    expect(screen.getByText('Il campo è obbligatorio')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Cognome' }));
    expect(screen.getAllByText('Il campo è obbligatorio')).toHaveLength(2);
  });

  it('says next to the disabled Prosegui which fields are missing, until none is', async () => {
    seedPurchase('gold');
    const incomplete = makeUser({ last_name: '', fiscal_code: null });
    const { user } = renderSubscriptions('/account-confirm', incomplete);
    const proceed = screen.getByRole('button', { name: 'Prosegui' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('Per proseguire compila: Cognome, Codice fiscale.');
    expect(screen.getByText('Per proseguire compila: Cognome, Codice fiscale.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Cognome' }), 'Bianchi');
    // A fiscal code too short is named too: the field is filled, but not yet right.
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'BNCGLU85E52F205');
    expect(proceed).toHaveAccessibleDescription('Per proseguire compila: Codice fiscale.');

    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'Z');
    expect(proceed).toBeEnabled();
    expect(proceed).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Per proseguire compila/)).not.toBeInTheDocument();
  });

  it('shows the server messages under the fiscal code and waits for a change', async () => {
    seedPurchase('gold');
    serveEndpoint('post', 'users/confirm-account/', {
      status: 400,
      body: {
        fiscal_code: ['Non riusciamo a verificare i tuoi dati. Controlla che siano corretti.'],
      },
    });
    const { user, location } = renderSubscriptions('/account-confirm', GIULIA);
    await user.click(screen.getByRole('button', { name: 'Prosegui' }));

    const fiscalCode = screen.getByRole('textbox', { name: 'Codice fiscale' });
    await waitFor(() =>
      expect(fiscalCode).toHaveAccessibleDescription(
        'Non riusciamo a verificare i tuoi dati. Controlla che siano corretti.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Prosegui' })).toBeDisabled();
    expect(location().pathname).toBe('/account-confirm');

    await user.type(fiscalCode, '{backspace}X');
    expect(fiscalCode).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Prosegui' })).toBeEnabled();
  });

  it('lets accountants keep only the accountant qualification', async () => {
    seedPurchase('gold');
    const { user } = renderSubscriptions(
      '/account-confirm',
      makeUser({ profile: { type: 'ACCOUNTANT' } }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Qualifica' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Commercialista',
    ]);
  });
});
