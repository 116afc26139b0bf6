import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCEL_WINDOW_MS, DELAY_NOTICE, DELAY_STOPPED_NOTICE } from '@colleghi/shared/domain';
import type { Demand } from '@colleghi/api-contract';
import {
  makeUser,
  renderWithProviders,
  flushPromises,
  serveEndpoint,
} from '@colleghi/shared/testing';
import { RequestsPage } from './requests-page';
import { makeCandidate, makeDemand, makePage } from './testing/fixtures';
import { serveList } from './testing/handlers';

const session = { token: 'token-giulia', user: makeUser() };

/** The list holds `demand`; opening it refreshes from demands/{id}/ (same data unless given). */
function renderWith(demand: Demand, fresh: Demand = demand) {
  const list = serveList('demands/', () => makePage([demand]));
  const refresh = serveEndpoint('get', `demands/${demand.id}/`, { body: fresh });
  const view = renderWithProviders(<RequestsPage />, { route: '/activity-request', session });

  /** Opens the card's panel and waits for the refresh it triggers. */
  const openDetail = async (user = view.user) => {
    await user.click(await screen.findByRole('button', { name: new RegExp(demand.activity) }));
    const panel = await screen.findByRole('dialog', { name: 'Dettaglio attività' });
    await waitFor(() => expect(refresh.calls).toBe(1));
    await flushPromises();
    return panel;
  };
  return { ...view, list, openDetail };
}

// Long before now: the cancel window is over unless a test moves the clock.
const CREATED_AT = '2025-03-01T10:00:00+01:00';

describe('RequestsPage detail panel (requester)', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('offers Annulla richiesta during the first 2 minutes only, and hides it when they end', async () => {
    jest.useFakeTimers({ now: new Date(CREATED_AT).getTime() + 60_000 });
    const demand = makeDemand({ created_at: CREATED_AT });
    const { openDetail } = renderWith(demand);
    const panel = await openDetail(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(within(panel).getByRole('button', { name: 'Annulla richiesta' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(CANCEL_WINDOW_MS - 60_000 + 10));
    expect(
      within(panel).queryByRole('button', { name: 'Annulla richiesta' }),
    ).not.toBeInTheDocument();
  });

  it('cancels a fresh request after a confirmation and updates the panel', async () => {
    const demand = makeDemand({ created_at: new Date(Date.now() - 30_000).toISOString() });
    const annul = serveEndpoint('get', 'demands/10/annulled/', {
      body: { ...demand, status: 'ANNULLED' },
    });
    const { user, openDetail } = renderWith(demand);
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Annulla richiesta' }));
    const confirm = screen.getByRole('dialog', { name: 'Annullare la richiesta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annulla richiesta' }));
    expect(await screen.findByText('Richiesta annullata.')).toBeInTheDocument();
    expect(annul.calls).toBe(1);
    expect(within(panel).getByText('Annullata')).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Annulla richiesta' }),
    ).not.toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Elimina' })).toBeInTheDocument();
  });

  it("shows the server's reason when an action is refused", async () => {
    const demand = makeDemand({ created_at: new Date(Date.now() - 30_000).toISOString() });
    serveEndpoint('get', 'demands/10/annulled/', {
      status: 400,
      body: { detail: 'Il tempo per annullare la richiesta è scaduto.' },
    });
    const { user, openDetail } = renderWith(demand);
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Annulla richiesta' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Annullare la richiesta?' })).getByRole('button', {
        name: 'Annulla richiesta',
      }),
    );
    expect(
      await screen.findByText('Il tempo per annullare la richiesta è scaduto.'),
    ).toBeInTheDocument();
  });

  const assigned = makeCandidate();
  it.each<[string, Partial<Demand>, string[], boolean]>([
    ['PENDING after the cancel window', {}, [], false],
    ['ASSIGNED', { status: 'ASSIGNED', assigned_candidate: assigned }, [], true],
    [
      'COMPLETED',
      { status: 'COMPLETED', assigned_candidate: assigned },
      ['Segna come pagata'],
      true,
    ],
    ['PAID', { status: 'PAID', assigned_candidate: assigned }, ['Elimina'], true],
    ['ANNULLED', { status: 'ANNULLED' }, ['Elimina'], false],
    ['EXPIRED', { status: 'EXPIRED' }, ['Elimina'], false],
  ])('%s: shows exactly the allowed actions', async (_state, overrides, buttons, call) => {
    const { openDetail } = renderWith(makeDemand({ created_at: CREATED_AT, ...overrides }));
    const panel = await openDetail();
    for (const name of ['Annulla richiesta', 'Segna come pagata', 'Elimina']) {
      const button = within(panel).queryByRole('button', { name });
      if (buttons.includes(name)) expect(button).toBeInTheDocument();
      else expect(button).not.toBeInTheDocument();
    }
    const callLink = within(panel).queryByRole('link', { name: 'Chiama' });
    if (call) expect(callLink).toHaveAttribute('href', 'tel:3339876543');
    else expect(callLink).not.toBeInTheDocument();
  });

  it('marks a concluded request as paid, and it leaves the Concluse da Pagare tab', async () => {
    const demand = makeDemand({ status: 'COMPLETED', assigned_candidate: makeCandidate() });
    const paid = serveEndpoint('get', 'demands/10/paid/', { body: { ...demand, status: 'PAID' } });
    const { user, list, openDetail } = renderWith(demand);
    await user.click(screen.getByRole('tab', { name: 'Concluse da Pagare' }));
    await waitFor(() => expect(list.at(-1)?.get('status')).toBe('COMPLETED'));
    const panel = await openDetail();
    expect(within(panel).getByText('Da pagare')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Segna come pagata' }));
    expect(await screen.findByText('Attività segnata come pagata.')).toBeInTheDocument();
    expect(paid.calls).toBe(1);
    expect(within(panel).getByText('Pagata')).toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Segna come pagata' }),
    ).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(/Nessuna richiesta da mostrare/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toHaveFocus();
  });

  it('deletes after a confirmation: the card disappears and focus goes to the title', async () => {
    const demand = makeDemand({ status: 'EXPIRED' });
    const remove = serveEndpoint('delete', 'demands/10/', { status: 204 });
    const { user, openDetail } = renderWith(demand);
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Elimina' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminare la richiesta?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Richiesta eliminata.')).toBeInTheDocument();
    expect(remove.calls).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.queryByRole('button', { name: /Udienza di precisazione/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toHaveFocus();
  });

  it('gives focus back to the card when the panel closes', async () => {
    const { user, openDetail } = renderWith(makeDemand({ created_at: CREATED_AT }));
    const panel = await openDetail();
    await user.click(within(panel).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Udienza di precisazione/ })).toHaveFocus();
  });

  it('offers Non estendere la ricerca while the search is delayed, then disables it', async () => {
    const demand = makeDemand({ created_at: CREATED_AT, can_be_delayed: true, is_delayed: true });
    const stop = serveEndpoint('put', 'demands/10/', { body: { ...demand, is_delayed: false } });
    const { user, openDetail } = renderWith(demand);
    const panel = await openDetail();
    expect(within(panel).getByText(DELAY_NOTICE)).toBeInTheDocument();
    const button = within(panel).getByRole('button', { name: 'Non estendere la ricerca' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(
      await screen.findByText('La ricerca non sarà estesa ad altri colleghi.'),
    ).toBeInTheDocument();
    expect(stop.bodies).toEqual([{ is_delayed: false }]);
    expect(within(panel).getByRole('button', { name: 'Non estendere la ricerca' })).toBeDisabled();
    expect(within(panel).getByText(DELAY_STOPPED_NOTICE)).toBeInTheDocument();
    expect(within(panel).queryByText(DELAY_NOTICE)).not.toBeInTheDocument();
  });

  it('shows no delay notice when the search cannot be extended', async () => {
    const { openDetail } = renderWith(makeDemand({ created_at: CREATED_AT }));
    const panel = await openDetail();
    expect(within(panel).queryByText(DELAY_NOTICE)).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('button', { name: 'Non estendere la ricerca' }),
    ).not.toBeInTheDocument();
  });

  it('refreshes the request on opening: colleagues who accepted meanwhile appear', async () => {
    const demand = makeDemand({ created_at: CREATED_AT });
    const { openDetail } = renderWith(demand, { ...demand, active_candidates: [makeCandidate()] });
    const panel = await openDetail();
    expect(await within(panel).findByText('1 collega disponibile')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Luca Verdi/ })).toBeInTheDocument();
    expect(
      screen.getAllByText('1 collega disponibile', { ignore: '[role=dialog] *' }),
    ).toHaveLength(1);
  });
});
