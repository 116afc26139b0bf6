import { screen } from '@testing-library/react';
import { makeUser, renderWithProviders } from '@colleghi/shared/testing';
import RequestActivityCardWidget from './request-activity-card';

describe('RequestActivityCard widget', () => {
  it('leads to the request wizard, with a shortcut per request type', async () => {
    const { user, location } = renderWithProviders(<RequestActivityCardWidget compact />, {
      session: { token: 'chiave', user: makeUser() },
    });

    expect(screen.getByRole('heading', { name: 'Richiedi un’attività' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domiciliazione' })).toHaveAttribute(
      'href',
      '/request-activities/domiciliary',
    );
    expect(screen.getByRole('link', { name: "Sostituzione d'udienza" })).toHaveAttribute(
      'href',
      '/request-activities/substitute',
    );
    expect(screen.getByRole('link', { name: 'Attività di cancelleria' })).toHaveAttribute(
      'href',
      '/request-activities/chancellery',
    );

    await user.click(screen.getByRole('link', { name: 'Nuova richiesta' }));
    expect(location().pathname).toBe('/request-activities');
  });

  it('never offers a domiciliation to an accountant', () => {
    renderWithProviders(<RequestActivityCardWidget />, {
      session: { token: 'chiave', user: makeUser({ profile: { type: 'ACCOUNTANT' } }) },
    });

    expect(screen.queryByRole('link', { name: 'Domiciliazione' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Sostituzione d'udienza" })).toBeInTheDocument();
  });

  it('waits for the signed-in user before listing the types, the main link already usable', () => {
    renderWithProviders(<RequestActivityCardWidget />, { session: { token: 'chiave' } });

    expect(screen.getByRole('status', { name: 'Caricamento in corso' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Domiciliazione' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuova richiesta' })).toHaveAttribute(
      'href',
      '/request-activities',
    );
  });
});
