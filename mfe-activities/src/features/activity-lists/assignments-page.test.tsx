import { screen, waitFor, within } from '@testing-library/react';
import type { Demand } from '@colleghi/api-contract';
import { makeUser, renderWithProviders, serveEndpoint } from '@colleghi/shared/testing';
import { ASSIGNMENTS_EMPTY_TEXT, AssignmentsPage } from './assignments-page';
import { makeCandidate, makeDemand, makePage } from './testing/fixtures';
import { serveList } from './testing/handlers';

const session = { token: 'token-luca', user: makeUser({ id: 7, first_name: 'Luca' }) };
const assignedDemand = (overrides: Partial<Demand> = {}) =>
  makeDemand({ status: 'ASSIGNED', assigned_candidate: makeCandidate(), ...overrides });

function renderPage(demands: Demand[]) {
  const queries = serveList('received-demands/', () => makePage(demands));
  const view = renderWithProviders(<AssignmentsPage />, {
    route: '/activity-assignments',
    session,
  });
  const openDetail = async () => {
    await view.user.click(await screen.findByRole('button', { name: /Udienza di precisazione/ }));
    return screen.findByRole('dialog', { name: 'Dettaglio attività' });
  };
  return { ...view, queries, openDetail };
}

describe('AssignmentsPage (assignee)', () => {
  it('shows the assignee tabs and sends their status', async () => {
    const { user, queries } = renderPage([assignedDemand()]);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Incarichi ricevuti' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tutte',
      'Assegnate',
      'Concluse in attesa di pagamento',
      'Concluse e pagate',
    ]);
    expect(await screen.findByText('Assegnata')).toBeInTheDocument();
    expect(queries[0].has('status')).toBe(false);
    for (const [label, status] of [
      ['Assegnate', 'ASSIGNED'],
      ['Concluse in attesa di pagamento', 'COMPLETED'],
      ['Concluse e pagate', 'PAID'],
    ]) {
      await user.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(queries.at(-1)?.get('status')).toBe(status));
    }
  });

  it('shows the empty state of the context', async () => {
    renderPage([]);
    expect(await screen.findByText(ASSIGNMENTS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('concludes only after confirming an irreversible action', async () => {
    const demand = assignedDemand();
    const complete = serveEndpoint('get', 'received-demands/10/completed/', {
      body: { ...demand, status: 'COMPLETED' },
    });
    const { user, openDetail } = renderPage([demand]);
    const panel = await openDetail();
    expect(within(panel).getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Chiama' })).toHaveAttribute(
      'href',
      'tel:3331234567',
    );
    expect(within(panel).queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Concludi' }));
    let confirm = screen.getByRole('dialog', { name: 'Concludere l’attività?' });
    expect(confirm).toHaveTextContent('irreversibile');
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(complete.calls).toBe(0);

    await user.click(await within(panel).findByRole('button', { name: 'Concludi' }));
    confirm = screen.getByRole('dialog', { name: 'Concludere l’attività?' });
    await user.click(within(confirm).getByRole('button', { name: 'Concludi' }));
    expect(await screen.findByText('Attività conclusa.')).toBeInTheDocument();
    expect(complete.calls).toBe(1);
    expect(within(panel).getByText('In attesa di pagamento')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Concludi' })).not.toBeInTheDocument();
  });

  it('shows the server’s reason when concluding is refused', async () => {
    serveEndpoint('get', 'received-demands/10/completed/', {
      status: 400,
      body: { detail: 'L’attività non è più in esecuzione.' },
    });
    const { user, openDetail } = renderPage([assignedDemand()]);
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Concludi' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Concludere l’attività?' })).getByRole('button', {
        name: 'Concludi',
      }),
    );
    expect(await screen.findByText('L’attività non è più in esecuzione.')).toBeInTheDocument();
    expect(within(panel).getByText('Assegnata')).toBeInTheDocument();
  });

  it('deletes a paid assignment', async () => {
    const remove = serveEndpoint('delete', 'received-demands/10/', { status: 204 });
    const { user, openDetail } = renderPage([assignedDemand({ status: 'PAID' })]);
    const panel = await openDetail();
    expect(within(panel).getByText('Pagamento ricevuto')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Concludi' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Elimina' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminare l’incarico?' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    expect(await screen.findByText('Incarico eliminato.')).toBeInTheDocument();
    expect(remove.calls).toBe(1);
    expect(await screen.findByText(ASSIGNMENTS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('explains a list that cannot be loaded and retries', async () => {
    // A refused list answers with the server's message (a 5xx opens the global modal instead).
    serveEndpoint('get', 'received-demands/', {
      status: 403,
      body: { detail: 'Non hai i permessi per questa operazione.' },
    });
    const { user } = renderWithProviders(<AssignmentsPage />, {
      route: '/activity-assignments',
      session,
    });
    expect(
      await screen.findByText('Non hai i permessi per questa operazione.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(ASSIGNMENTS_EMPTY_TEXT)).not.toBeInTheDocument();
    serveList('received-demands/', () => makePage([assignedDemand()]));
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Assegnata')).toBeInTheDocument();
    expect(screen.queryByText('Non hai i permessi per questa operazione.')).not.toBeInTheDocument();
  });
});
