import { screen, waitFor, within } from '@testing-library/react';
import type { Invitation } from '@colleghi/api-contract';
import {
  installIntersectionObserver,
  makeUser,
  renderWithProviders,
  serveEndpoint,
} from '@colleghi/shared/testing';
import { PROPOSALS_EMPTY_TEXT, ProposalsPage } from './proposals-page';
import { makeCandidate, makeInvitation, makePage, makeParty } from './testing/fixtures';
import { serveList } from './testing/handlers';

const session = { token: 'token-marco', user: makeUser({ id: 2, first_name: 'Marco' }) };
const requester = makeParty({
  id: 1,
  first_name: 'Giulia',
  last_name: 'Bianchi',
  email: 'avvocato@demo.colleghi.it',
  phone: '3331234567',
});

function renderPage(invitations: Invitation[]) {
  const queries = serveList('invitations/received/', () => makePage(invitations));
  const view = renderWithProviders(<ProposalsPage />, { route: '/activity-proposal', session });
  const openDetail = async () => {
    await view.user.click(await screen.findByRole('button', { name: /Udienza di precisazione/ }));
    return screen.findByRole('dialog', { name: 'Dettaglio attività' });
  };
  return { ...view, queries, openDetail };
}

describe('ProposalsPage (candidate)', () => {
  it('shows the candidate tabs and sends their status', async () => {
    const { user, queries } = renderPage([makeInvitation()]);
    expect(screen.getByRole('heading', { level: 1, name: 'Disponibilità' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tutte',
      'Nuove',
      'In attesa di assegnazione',
      'Rifiutate',
      'Non più disponibili',
    ]);
    expect(await screen.findByText('Nuova')).toBeInTheDocument();
    expect(queries[0].has('status')).toBe(false);
    for (const [label, status] of [
      ['Nuove', 'PENDING'],
      ['In attesa di assegnazione', 'ACCEPTED'],
      ['Rifiutate', 'REJECTED'],
      ['Non più disponibili', 'DEAD'],
    ]) {
      await user.click(screen.getByRole('tab', { name: label }));
      await waitFor(() => expect(queries.at(-1)?.get('status')).toBe(status));
    }
  });

  it('marks an invitation still in play on a request less than a day away as In scadenza', async () => {
    const soon = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    const invitation = makeInvitation({ demand: { datetime: soon } });
    const { openDetail } = renderPage([invitation]);
    const card = await screen.findByRole('button', { name: /Udienza di precisazione/ });
    expect(within(card).getByText('Nuova')).toBeInTheDocument();
    expect(within(card).getByText('In scadenza')).toBeInTheDocument();
    const panel = await openDetail();
    expect(within(panel).getByText('In scadenza')).toBeInTheDocument();
  });

  it('shows the empty state of the context', async () => {
    renderPage([]);
    expect(await screen.findByText(PROPOSALS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('hides the requester’s identity and contacts on a new invitation', async () => {
    const { openDetail } = renderPage([makeInvitation()]);
    const panel = await openDetail();
    const section = within(panel).getByRole('region', { name: 'Richiedente' });
    expect(within(section).getByText('Giulia B.')).toBeInTheDocument();
    expect(within(section).queryByText(/Bianchi/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Accetta' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Rifiuta' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Chiama' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Elimina' })).not.toBeInTheDocument();
  });

  it('accepts: the requester is unmasked and the card leaves the Nuove tab', async () => {
    const invitation = makeInvitation();
    const accept = serveEndpoint('get', 'invitations/received/60/accept/', {
      body: {
        ...invitation,
        status: 'ACCEPTED',
        demand: { ...invitation.demand, user: requester },
      },
    });
    const { user, openDetail, queries } = renderPage([invitation]);
    await user.click(screen.getByRole('tab', { name: 'Nuove' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('PENDING'));
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Accetta' }));
    expect(await screen.findByText('Disponibilità inviata al collega.')).toBeInTheDocument();
    expect(accept.calls).toBe(1);
    expect(within(panel).getByText('In attesa di assegnazione')).toBeInTheDocument();
    expect(within(panel).getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(within(panel).getByText('avvocato@demo.colleghi.it')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    expect(await screen.findByText(PROPOSALS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('after a refused accept, the panel and the list show the invitation as it is now', async () => {
    const invitation = makeInvitation();
    let annulled = false;
    const queries = serveList('invitations/received/', () =>
      makePage([
        annulled
          ? { ...invitation, demand: { ...invitation.demand, status: 'ANNULLED' as const } }
          : invitation,
      ]),
    );
    serveEndpoint('get', 'invitations/received/60/accept/', () => {
      // The requester cancelled the request a moment before.
      annulled = true;
      return { status: 400, body: { detail: 'La richiesta è stata annullata dal richiedente.' } };
    });
    const { user } = renderWithProviders(<ProposalsPage />, {
      route: '/activity-proposal',
      session,
    });
    await user.click(await screen.findByRole('button', { name: /Udienza di precisazione/ }));
    const panel = await screen.findByRole('dialog', { name: 'Dettaglio attività' });
    expect(within(panel).getByText('Nuova')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Accetta' }));

    expect(
      await screen.findByText('La richiesta è stata annullata dal richiedente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Annullata')).toBeInTheDocument());
    expect(within(panel).queryByText('Nuova')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Rifiuta' })).not.toBeInTheDocument();
    expect(queries).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    const card = await screen.findByRole('button', { name: /Udienza di precisazione/ });
    expect(within(card).getByText('Annullata')).toBeInTheDocument();
  });

  it('after a refused action, an invitation no longer in the list closes the panel', async () => {
    const invitation = makeInvitation();
    let gone = false;
    serveList('invitations/received/', () => makePage(gone ? [] : [invitation]));
    serveEndpoint('get', 'invitations/received/60/reject/', () => {
      gone = true;
      return { status: 404, body: { detail: 'Non trovato.' } };
    });
    const { user } = renderWithProviders(<ProposalsPage />, {
      route: '/activity-proposal',
      session,
    });
    await user.click(await screen.findByRole('button', { name: /Udienza di precisazione/ }));
    const panel = await screen.findByRole('dialog', { name: 'Dettaglio attività' });
    await user.click(within(panel).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Dettaglio attività' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(PROPOSALS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('after a card leaves the tab, scrolling on still shows every invitation', async () => {
    const observer = installIntersectionObserver();
    try {
      // The server pages 2 at a time and drops an invitation from Nuove once it is refused.
      const pending = [
        makeInvitation({ id: 60, demand: { id: 10, activity: 'Udienza di precisazione' } }),
        makeInvitation({ id: 61, demand: { id: 11, activity: 'Deposito atti' } }),
        makeInvitation({ id: 62, demand: { id: 12, activity: 'Ritiro copie' } }),
      ];
      const queries = serveList('invitations/received/', (query) => {
        const page = Number(query.get('page'));
        const rows = pending.slice((page - 1) * 2, page * 2);
        return makePage(rows, { next: page * 2 < pending.length, count: pending.length });
      });
      serveEndpoint('get', 'invitations/received/60/reject/', () => {
        pending.splice(0, 1);
        return { body: { ...makeInvitation(), status: 'REJECTED' } };
      });
      const { user } = renderWithProviders(<ProposalsPage />, {
        route: '/activity-proposal',
        session,
      });
      await user.click(screen.getByRole('tab', { name: 'Nuove' }));
      await user.click(await screen.findByRole('button', { name: /Udienza di precisazione/ }));
      const panel = await screen.findByRole('dialog', { name: 'Dettaglio attività' });
      await user.click(within(panel).getByRole('button', { name: 'Rifiuta' }));
      await waitFor(() => expect(within(panel).getByText('Rifiutata')).toBeInTheDocument());
      await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: /Udienza di precisazione/ })).toBeNull(),
      );

      observer.scrollToBottom();
      // Ritiro copie moved up to page 1 on the server: it is asked for there.
      expect(await screen.findByRole('button', { name: /Ritiro copie/ })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /Deposito atti/ })).toHaveLength(1);
      expect(queries.map((query) => query.get('page'))).toEqual(['1', '1', '1']);
    } finally {
      observer.uninstall();
    }
  });

  it('rejects an invitation', async () => {
    const invitation = makeInvitation();
    const reject = serveEndpoint('get', 'invitations/received/60/reject/', {
      body: { ...invitation, status: 'REJECTED' },
    });
    const { user, openDetail } = renderPage([invitation]);
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Rifiuta' }));
    expect(await screen.findByText('Invito rifiutato.')).toBeInTheDocument();
    expect(reject.calls).toBe(1);
    expect(within(panel).getByText('Rifiutata')).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Elimina' })).toBeInTheDocument();
    // The list card shows the new label too (updated in place under Tutte).
    expect(
      within(screen.getByRole('list', { hidden: true })).getAllByText('Rifiutata'),
    ).toHaveLength(1);
  });

  it('with an incomplete profile says so and offers to complete it', async () => {
    serveEndpoint('get', 'invitations/received/60/accept/', {
      status: 400,
      body: { detail: 'Completa il tuo Profilo!', code: 'profile_incomplete' },
    });
    const { user, openDetail, location } = renderPage([makeInvitation()]);
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Accetta' }));
    const popup = await screen.findByRole('dialog', { name: 'Completa il tuo Profilo!' });
    expect(screen.getAllByText('Completa il tuo Profilo!').length).toBeGreaterThanOrEqual(2);
    await user.click(within(popup).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Completa il tuo Profilo!' }),
      ).not.toBeInTheDocument(),
    );
    expect(location().pathname).toBe('/activity-proposal');

    await user.click(await within(panel).findByRole('button', { name: 'Accetta' }));
    const again = await screen.findByRole('dialog', { name: 'Completa il tuo Profilo!' });
    await user.click(within(again).getByRole('button', { name: 'Completa il profilo' }));
    await waitFor(() => expect(location().pathname).toBe('/profile-complete'));
  });

  it('the assignee sees the requester’s contacts and can call', async () => {
    const invitation = makeInvitation({
      status: 'ACCEPTED',
      demand: { status: 'ASSIGNED', user: requester },
    });
    invitation.demand.assigned_candidate = makeCandidate({ id: invitation.id });
    const { openDetail } = renderPage([invitation]);
    const panel = await openDetail();
    expect(within(panel).getByText('Assegnata')).toBeInTheDocument();
    expect(within(panel).getByText('Giulia Bianchi')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Chiama' })).toHaveAttribute(
      'href',
      'tel:3331234567',
    );
  });

  it('an invitation no longer available can only be deleted', async () => {
    const invitation = makeInvitation({ status: 'DEAD', demand: { status: 'ANNULLED' } });
    const remove = serveEndpoint('delete', 'invitations/received/60/', { status: 204 });
    const { user, openDetail } = renderPage([invitation]);
    const panel = await openDetail();
    expect(within(panel).getByText('Non assegnata')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accetta' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Chiama' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Elimina' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminare l’invito?' })).getByRole('button', {
        name: 'Elimina',
      }),
    );
    expect(await screen.findByText('Invito eliminato.')).toBeInTheDocument();
    expect(remove.calls).toBe(1);
    expect(await screen.findByText(PROPOSALS_EMPTY_TEXT)).toBeInTheDocument();
  });
});
