import { act, screen, waitFor, within } from '@testing-library/react';
import type { Skill, User } from '@colleghi/api-contract';
import { makeUser, renderWithProviders, serveEndpoint, serveMe } from '@colleghi/shared/testing';
import { ArriveWithState } from '../features/dashboard-widgets/testing/arrive-with-state';
import OnboardingModalWidget from './onboarding-modal';

const mainSkill = (id: number): Skill => ({
  id,
  name: `Competenza ${id}`,
  type: 'BASIC',
  is_main: true,
  description: null,
});

/** Answers the popup and users/me calls; `seen` collects the popup ids posted. */
function servePopups(after: Partial<User> = {}) {
  const seen: number[] = [];
  serveEndpoint('post', 'popups/seen/', ({ body }) => {
    const { popup_id } = body as { popup_id: number };
    seen.push(popup_id);
    return { body: { popup_id, seen: true } };
  });
  const me = serveMe(makeUser({ missing_popups: [], ...after }));
  return { seen, meCalls: () => me.calls };
}

/** Renders, then lets the on-demand dialog code load, as the browser would. */
async function renderFor(user: User, state?: unknown) {
  const view = renderWithProviders(
    state === undefined ? (
      <OnboardingModalWidget />
    ) : (
      <ArriveWithState to="/dashboard" state={state}>
        <OnboardingModalWidget />
      </ArriveWithState>
    ),
    { session: { token: 'chiave', user } },
  );
  // One turn of the event loop: the lazy dialog module resolves and React renders it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

describe('OnboardingModal widget', () => {
  it('walks through the steps one by one with Avanti and Indietro', async () => {
    servePopups();
    const { user } = await renderFor(makeUser({ missing_popups: [1, 2] }));

    // The dialog's code loads on demand.
    const dialog = await screen.findByRole('dialog', { name: 'Scambia attività con i colleghi' });
    expect(dialog).toHaveTextContent('Ciao Giulia, ecco come funziona Colleghi');
    expect(dialog).toHaveTextContent('Passaggio 1 di 3');
    expect(within(dialog).getByRole('button', { name: 'Indietro' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Avanti' }));
    expect(screen.getByRole('dialog', { name: 'Tieni tutto in agenda' })).toHaveTextContent(
      'Passaggio 2 di 3',
    );

    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(screen.getByRole('dialog', { name: 'Scambia attività con i colleghi' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    const last = screen.getByRole('dialog', { name: 'Scegli le tue competenze' });
    expect(last).toHaveTextContent('Passaggio 3 di 3');
    expect(within(last).queryByRole('button', { name: 'Avanti' })).not.toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Scegli le competenze' })).toBeVisible();
  });

  it('starts new users at the last step', async () => {
    servePopups();
    await renderFor(makeUser({ is_new: true, missing_popups: [1, 2] }));

    const dialog = screen.getByRole('dialog', { name: 'Scegli le tue competenze' });
    expect(dialog).toHaveTextContent('Ti diamo il benvenuto, Giulia!');
    expect(dialog).toHaveTextContent('Passaggio 3 di 3');
    expect(within(dialog).getByRole('button', { name: 'Indietro' })).toBeEnabled();
  });

  it.each([
    [
      'two main skills',
      makeUser({ missing_popups: [1, 2], profile: { skills: [mainSkill(1), mainSkill(2)] } }),
    ],
    ['the popups already seen', makeUser({ missing_popups: [] })],
    ['an accountant', makeUser({ missing_popups: [1, 2], profile: { type: 'ACCOUNTANT' } })],
  ])('does not show for %s', async (_case, user) => {
    await renderFor(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows with a single main skill', async () => {
    servePopups();
    await renderFor(makeUser({ missing_popups: [2], profile: { skills: [mainSkill(1)] } }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closing marks popups 1 and 2 seen once and reloads the user', async () => {
    const calls = servePopups();
    const { user } = await renderFor(makeUser({ missing_popups: [1, 2, 5] }));

    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.meCalls()).toBe(1));
    expect(calls.seen.sort()).toEqual([1, 2]);
  });

  it('marks only the popup still unseen', async () => {
    const calls = servePopups();
    const { user } = await renderFor(makeUser({ missing_popups: [2] }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(calls.meCalls()).toBe(1));
    expect(calls.seen).toEqual([2]);
  });

  it('finishing opens the skills page and marks the popups seen', async () => {
    const calls = servePopups();
    const { user, location } = await renderFor(makeUser({ is_new: true, missing_popups: [1, 2] }));

    await user.click(screen.getByRole('button', { name: 'Scegli le competenze' }));
    expect(location().pathname).toBe('/profile-skills');
    await waitFor(() => expect(calls.meCalls()).toBe(1));
    expect(calls.seen.sort()).toEqual([1, 2]);
  });

  it('"Più tardi" closes it as well', async () => {
    const calls = servePopups();
    const { user, location } = await renderFor(makeUser({ is_new: true, missing_popups: [1] }));

    await user.click(screen.getByRole('button', { name: 'Più tardi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/');
    await waitFor(() => expect(calls.seen).toEqual([1]));
  });

  it('is driven by the keyboard, the focus staying on the main button', async () => {
    servePopups();
    const { user } = await renderFor(makeUser({ missing_popups: [1, 2] }));

    const next = screen.getByRole('button', { name: 'Avanti' });
    act(() => next.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Tieni tutto in agenda' })).toBeInTheDocument();
    expect(next).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(
      screen.getByRole('dialog', { name: 'Scambia attività con i colleghi' }),
    ).toBeInTheDocument();
    // Indietro is now disabled: the focus moved to Avanti.
    expect(next).toHaveFocus();

    await user.keyboard('{Enter}{Enter}');
    expect(next).toHaveFocus();
    expect(next).toHaveAccessibleName('Scegli le competenze');
  });

  it('waits for the thank-you after a purchase', async () => {
    await renderFor(makeUser({ missing_popups: [1, 2] }), { subscription: { title: 'Gold' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
