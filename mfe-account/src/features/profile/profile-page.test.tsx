import { getContrastRatio } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import { Navigate, Route, Routes } from '@colleghi/shared/router';
import {
  catalogueFixture,
  makeSubscription,
  makeUser,
  serveEndpoint,
  serveMe,
  servePaymentTypesInfo,
} from '@colleghi/shared/testing';
import type { User } from '@colleghi/api-contract';
import { ProfilePage } from './profile-page';
import {
  accountant,
  chancellery,
  civil,
  generic,
  labour,
  makeLawfirm,
  pickableSkills,
} from './testing/fixtures';
import { serveSkills } from './testing/handlers';
import { renderSignedIn } from './testing/render';

const giulia = makeUser({
  profile: {
    skills: [generic, civil, labour, chancellery],
    lawfirm: makeLawfirm({ lawyer: 'Giulia Bianchi' }),
  },
});

function renderProfile(user: User = giulia, { catalogue = catalogueFixture() } = {}) {
  servePaymentTypesInfo(catalogue);
  return renderSignedIn(<ProfilePage />, '/profile', user);
}

/** /profile reached with a navigation state, as other screens send it. */
function renderWithState(user: User, state: object) {
  servePaymentTypesInfo(catalogueFixture());
  return renderSignedIn(
    <Routes>
      <Route path="/from" element={<Navigate to="/profile" state={state} />} />
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
    '/from',
    user,
  );
}

describe('ProfilePage summary', () => {
  it('shows name, role, the edit button, the summaries and the legal links', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profilo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Giulia Bianchi' })).toBeInTheDocument();
    expect(screen.getByText('Avvocato', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifica profilo' })).toHaveAttribute(
      'href',
      '/profile-edit',
    );
    const personal = screen.getByRole('region', { name: 'Dati personali' });
    expect(within(personal).getByText('12/05/1985')).toBeInTheDocument();
    expect(within(personal).getByText('BNCGLI85E52F205Z')).toBeInTheDocument();
    const professional = screen.getByRole('region', { name: 'Dati professionali' });
    expect(within(professional).getByText('giulia.bianchi@pec.it')).toBeInTheDocument();
    const firm = screen.getByRole('region', { name: 'Studio legale' });
    expect(within(firm).getByText('Studio Bianchi')).toBeInTheDocument();
    expect(within(firm).getByText('Avvocato titolare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Informativa sulla privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('shows the second-city block with the skills, reserved skills left out', async () => {
    renderProfile(
      makeUser({
        ...giulia,
        is_certified: true,
        profile: {
          ...giulia.profile,
          lawfirm: {
            ...giulia.profile.lawfirm!,
            city2: { id: 2, name: 'Roma', zip: '00100', province: 'RM', display_name: 'Roma (RM)' },
          },
        },
      }),
    );
    const block = screen.getByRole('region', { name: 'Comuni e competenze' });
    expect(within(block).getByText('Milano (MI)')).toBeInTheDocument();
    expect(within(block).getByText('Roma (RM)')).toBeInTheDocument();
    const skills = within(block).getByRole('list', { name: 'Competenze' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Diritto civile', 'Diritto del lavoro']);
    // Fewer than 3 non-main skills.
    expect(within(block).getByRole('link', { name: 'Seleziona competenze' })).toHaveAttribute(
      'href',
      '/profile-skills',
    );
    expect(within(block).getByRole('link', { name: 'Gestisci secondo comune' })).toHaveAttribute(
      'href',
      '/profile-locations',
    );
  });

  it('shows the second city of the subscription when the user has no law firm', () => {
    const bologna = {
      id: 9,
      name: 'Bologna',
      zip: '40100',
      province: 'BO',
      display_name: 'Bologna (BO)',
    };
    renderProfile(
      makeUser({
        ...giulia,
        is_certified: true,
        profile: { ...giulia.profile, lawfirm: null },
        subscriptions: [makeSubscription({ city: bologna })],
      }),
    );
    const block = screen.getByRole('region', { name: 'Comuni e competenze' });
    expect(within(block).getByText('Bologna (BO)')).toBeInTheDocument();
    expect(within(block).queryByText('Nessun secondo comune')).not.toBeInTheDocument();
  });

  it.each([
    // Gold badges are filled with the theme's darker gold: white on the brand gold is 4.0:1.
    ['gold', { is_gold: true }, 'Gold', 'rgb(138, 101, 58)', 'Sei un utente Gold'],
    [
      'certified',
      { is_certified: true },
      'Professional',
      '#f6d560',
      'Il tuo profilo è certificato',
    ],
    [
      'gold and certified',
      { is_gold: true, is_certified: true },
      'Gold · Professional',
      'rgb(138, 101, 58)',
      'Sei Gold e certificato',
    ],
  ])('gives a %s user the badge colour and card', async (_who, flags, label, colour, card) => {
    renderProfile(makeUser({ ...giulia, ...flags }));
    const badge = screen.getByTestId('profile-badge');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveStyle({ backgroundColor: colour });
    const text = getComputedStyle(badge).color;
    expect(getContrastRatio(text, colour)).toBeGreaterThanOrEqual(4.5);
    expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
  });

  it('shows no badge and no status card to a basic user', () => {
    renderProfile();
    expect(screen.queryByTestId('profile-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /certificato|Gold/ })).not.toBeInTheDocument();
  });
});

describe('ProfilePage offer cards', () => {
  it('offers certification and skills to a basic lawyer', async () => {
    renderProfile();
    const certify = await screen.findByRole('region', { name: 'Certifica il tuo profilo' });
    expect(within(certify).getByRole('link', { name: 'Scopri Professional' })).toHaveAttribute(
      'href',
      '/subscription?type=professional',
    );
    const skills = screen.getByRole('region', { name: 'Aggiungi competenze' });
    expect(
      within(skills).getByRole('link', { name: 'Scopri le competenze aggiuntive' }),
    ).toHaveAttribute('href', '/subscription?type=additional_skills');
  });

  it('hides the toCertify card from certified users and the skills card from skills holders', async () => {
    const catalogue = servePaymentTypesInfo(catalogueFixture());
    renderSignedIn(
      <ProfilePage />,
      '/profile',
      makeUser({ ...giulia, is_certified: true, is_skills: true }),
    );
    await waitFor(() => expect(catalogue.calls).toBe(1));
    expect(
      screen.queryByRole('region', { name: 'Certifica il tuo profilo' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aggiungi competenze' })).not.toBeInTheDocument();
  });

  it('shows neither card when the catalogue has no such subscriptions', async () => {
    const catalogue = catalogueFixture().filter(
      (type) => type.type !== 'professional' && type.type !== 'additional_skills',
    );
    renderProfile(giulia, { catalogue });
    await screen.findByRole('heading', { name: 'Giulia Bianchi' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Certifica il tuo profilo' })).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Aggiungi competenze' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage for accountants', () => {
  it('has no second city, no skills, no lawyer field, no offer cards; the chamber toggle', async () => {
    renderProfile(accountant());
    await screen.findByRole('switch', { name: 'Camera di commercio' });
    // Certification states being a lawyer or trainee: it is never offered to accountants.
    expect(
      screen.queryByRole('region', { name: 'Certifica il tuo profilo' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comuni e competenze' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aggiungi competenze' })).not.toBeInTheDocument();
    expect(screen.getByText('Commercialista', { selector: 'p' })).toBeInTheDocument();
    const firm = screen.getByRole('region', { name: 'Studio' });
    expect(within(firm).queryByText('Avvocato titolare')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Camera di commercio' })).toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Attività di cancelleria' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Ufficio di riferimento')).toBeInTheDocument();
  });
});

describe('ProfilePage settings', () => {
  it.each([
    ['Notifiche e-mail', { email_enabled: false }],
    ['Notifiche push', { notifications_enabled: false }],
  ])('saves %s through users/me and reloads the user', async (label, body) => {
    const put = serveEndpoint('put', 'users/me/', { body: makeUser({ ...giulia, ...body }) });
    const me = serveMe(makeUser({ ...giulia, ...body }));
    const { user } = renderProfile();
    const toggle = screen.getByRole('switch', { name: label });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Dati del profilo aggiornati!')).toBeInTheDocument();
    expect(put.bodies).toEqual([body]);
    expect(me.calls).toBe(1);
    expect(screen.getByRole('switch', { name: label })).not.toBeChecked();
  });

  it('turns on the chancellery work of a lawyer (skill 16 follows on the server)', async () => {
    const on = makeUser({ ...giulia, profile: { ...giulia.profile, is_chancellor: true } });
    const put = serveEndpoint('put', 'users/me/', { body: on });
    serveMe(on);
    const { user } = renderProfile();
    await user.click(screen.getByRole('switch', { name: 'Attività di cancelleria' }));
    await screen.findByText('Dati del profilo aggiornati!');
    expect(put.bodies).toEqual([{ profile: { is_chancellor: true } }]);
    expect(screen.getByRole('switch', { name: 'Attività di cancelleria' })).toBeChecked();
  });

  it('turns on the chamber of commerce work of an accountant', async () => {
    const marco = accountant();
    const on = accountant({ profile: { is_chamber_of_commerce: true } });
    const put = serveEndpoint('put', 'users/me/', { body: on });
    serveMe(on);
    const { user } = renderProfile(marco);
    await user.click(screen.getByRole('switch', { name: 'Camera di commercio' }));
    await screen.findByText('Dati del profilo aggiornati!');
    expect(put.bodies).toEqual([{ profile: { is_chamber_of_commerce: true } }]);
  });

  it('shows the server refusal and keeps the switch as it was', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: { email_enabled: ['Valore non valido.'] },
    });
    const { user } = renderProfile();
    await user.click(screen.getByRole('switch', { name: 'Notifiche e-mail' }));
    expect(await screen.findByText('Valore non valido.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notifiche e-mail' })).toBeChecked();
  });
});

describe('ProfilePage navigation state', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('scrolls to the opened subscriptions list on { scrollTo: "subscriptions" }', async () => {
    const user = makeUser({ ...giulia, is_certified: true, subscriptions: [makeSubscription()] });
    const { location } = renderWithState(user, { scrollTo: 'subscriptions' });
    const toggle = await screen.findByRole('button', { name: /I tuoi abbonamenti/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Professional' })).toBeVisible();
    // The request is consumed: a reload does not scroll again.
    await waitFor(() => expect(location().state).toBeNull());
  });

  it('opens the skill modal on { showSkillModal: true }', async () => {
    serveSkills(pickableSkills);
    renderWithState(giulia, { showSkillModal: true });
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona competenze' });
    expect(
      await within(dialog).findByRole('group', { name: 'Competenze specifiche' }),
    ).toBeInTheDocument();
  });

  it('keeps the subscriptions collapsed and no modal without a state', () => {
    renderProfile();
    expect(screen.getByRole('button', { name: /I tuoi abbonamenti/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
