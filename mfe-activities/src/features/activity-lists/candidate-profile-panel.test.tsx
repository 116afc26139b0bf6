import { screen, waitFor, within } from '@testing-library/react';
import type { Demand, DemandCandidate } from '@colleghi/api-contract';
import {
  makeUser,
  renderWithProviders,
  flushPromises,
  serveEndpoint,
} from '@colleghi/shared/testing';
import { RequestsPage } from './requests-page';
import {
  makeCandidate,
  makeDemand,
  makeMaskedParty,
  makePage,
  makeParty,
} from './testing/fixtures';
import { serveList } from './testing/handlers';

const session = { token: 'token-giulia', user: makeUser() };

async function openDetail(demand: Demand) {
  serveList('demands/', () => makePage([demand]));
  const refresh = serveEndpoint('get', `demands/${demand.id}/`, { body: demand });
  const view = renderWithProviders(<RequestsPage />, { route: '/activity-request', session });
  await view.user.click(await screen.findByRole('button', { name: /Udienza di precisazione/ }));
  const detail = await screen.findByRole('dialog', { name: 'Dettaglio attività' });
  await waitFor(() => expect(refresh.calls).toBe(1));
  await flushPromises();
  return { ...view, detail };
}

async function openCandidate(demand: Demand, name: RegExp) {
  const view = await openDetail(demand);
  const candidate = within(view.detail).getByRole('button', { name });
  await view.user.click(candidate);
  const profile = await screen.findByRole('dialog', { name: 'Profilo del collega' });
  return { ...view, profile, candidate };
}

const accepted: DemandCandidate = makeCandidate({
  user: makeParty({ is_gold: true, profile: { ...makeParty().profile, picture: null } }),
});

describe('candidate profile panel (requester)', () => {
  it('lists the available colleagues with their names and pictures', async () => {
    const demand = makeDemand({
      active_candidates: [
        makeCandidate(),
        makeCandidate({
          id: 51,
          user: makeParty({ id: 8, first_name: 'Sara', last_name: 'Russo' }),
        }),
      ],
    });
    const { detail } = await openDetail(demand);
    const list = within(detail).getByRole('region', { name: 'Colleghi disponibili' });
    expect(within(list).getByRole('button', { name: /Sara Russo/ })).toBeInTheDocument();
    const pictures = within(list).getAllByRole('presentation');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toContain(
      'https://cdn.colleghi.it/luca.jpg',
    );
  });

  it('shows an accepted colleague in full: name, role, city, skills, badges, contacts', async () => {
    const { profile } = await openCandidate(
      makeDemand({ active_candidates: [accepted] }),
      /Luca Verdi/,
    );
    expect(within(profile).getByRole('heading', { name: 'Luca Verdi' })).toBeInTheDocument();
    expect(within(profile).getByText('Avvocato · Roma (RM)')).toBeInTheDocument();
    expect(within(profile).getByText('Diritto civile')).toBeInTheDocument();
    expect(within(profile).getByText('Certificato')).toBeInTheDocument();
    expect(within(profile).getByText('Gold')).toBeInTheDocument();
    expect(
      within(profile).getByRole('link', { name: 'collega.roma@demo.colleghi.it' }),
    ).toHaveAttribute('href', 'mailto:collega.roma@demo.colleghi.it');
    expect(within(profile).getByRole('link', { name: '3339876543' })).toHaveAttribute(
      'href',
      'tel:3339876543',
    );
    expect(within(profile).getByText('luca.verdi@pec.it')).toBeInTheDocument();
    expect(within(profile).getByText('0612345679')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Assegna' })).toBeEnabled();
  });

  it('masks a colleague who has not accepted: initial only, no contacts, no Assegna', async () => {
    const masked = makeCandidate({ status: 'PENDING', user: makeMaskedParty() });
    const { profile } = await openCandidate(
      makeDemand({ active_candidates: [masked] }),
      /Luca V\./,
    );
    expect(within(profile).getByRole('heading', { name: 'Luca V.' })).toBeInTheDocument();
    expect(within(profile).queryByText(/Verdi/)).not.toBeInTheDocument();
    expect(within(profile).queryByText('Roma (RM)', { exact: false })).not.toBeInTheDocument();
    expect(within(profile).queryByRole('heading', { name: 'Contatti' })).not.toBeInTheDocument();
    expect(within(profile).queryByRole('link')).not.toBeInTheDocument();
    expect(within(profile).getByText(/I contatti saranno visibili/)).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'Assegna' })).not.toBeInTheDocument();
  });

  it('hides contact data the rule forbids even if a stale object still carries it', async () => {
    const stale = makeCandidate({ status: 'DEAD' });
    const { profile } = await openCandidate(
      makeDemand({ active_candidates: [stale] }),
      /Luca Verdi/,
    );
    expect(within(profile).queryByText('collega.roma@demo.colleghi.it')).not.toBeInTheDocument();
    expect(within(profile).queryByText('luca.verdi@pec.it')).not.toBeInTheDocument();
  });

  it('assigns after a confirmation, then shows the assigned state', async () => {
    const demand = makeDemand({ active_candidates: [accepted] });
    const assign = serveEndpoint('get', 'demands/10/invitations/50/assign/', {
      body: {
        ...demand,
        status: 'ASSIGNED',
        active_candidates: [],
        assigned_candidate: accepted,
      },
    });
    const { user, profile, detail } = await openCandidate(demand, /Luca Verdi/);
    await user.click(within(profile).getByRole('button', { name: 'Assegna' }));
    const confirm = screen.getByRole('dialog', { name: 'Assegnare l’attività?' });
    expect(confirm).toHaveTextContent('Luca Verdi');
    await user.click(within(confirm).getByRole('button', { name: 'Assegna' }));
    expect(await screen.findByText('Attività assegnata a Luca Verdi.')).toBeInTheDocument();
    expect(assign.calls).toBe(1);
    await waitFor(() =>
      expect(within(profile).queryByRole('button', { name: 'Assegna' })).not.toBeInTheDocument(),
    );
    await user.click(await within(profile).findByRole('button', { name: 'Chiudi' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Profilo del collega' })).not.toBeInTheDocument(),
    );
    expect(within(detail).getByText('In esecuzione')).toBeInTheDocument();
    expect(within(detail).getByRole('region', { name: 'Collega assegnato' })).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'Chiama' })).toHaveAttribute(
      'href',
      'tel:3339876543',
    );
  });

  it('does not assign when the confirmation is dismissed, and returns focus on close', async () => {
    const assign = serveEndpoint('get', 'demands/10/invitations/50/assign/', { body: {} });
    const { user, profile, candidate } = await openCandidate(
      makeDemand({ active_candidates: [accepted] }),
      /Luca Verdi/,
    );
    await user.click(within(profile).getByRole('button', { name: 'Assegna' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Assegnare l’attività?' })).getByRole('button', {
        name: 'Annulla',
      }),
    );
    expect(assign.calls).toBe(0);
    await user.click(await within(profile).findByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(candidate).toHaveFocus());
  });
});
