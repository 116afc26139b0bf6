import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, serveEndpoint, serveMe } from '@colleghi/shared/testing';
import type { CustomSkill, Skill, User } from '@colleghi/api-contract';
import { ProfileSkillsPage } from './profile-skills-page';
import {
  accountant,
  chancellery,
  civil,
  condo,
  credit,
  criminal,
  family,
  generic,
  immigration,
  labour,
  pickableSkills,
  privacy,
  roads,
} from './testing/fixtures';
import { page, serveSkills } from './testing/handlers';
import { renderSignedIn } from './testing/render';

const withSkills = (skills: Skill[], overrides: Parameters<typeof makeUser>[0] = {}): User =>
  makeUser({ ...overrides, profile: { skills, ...overrides.profile } });

function renderSkills(user: User) {
  serveSkills(pickableSkills);
  return renderSignedIn(<ProfileSkillsPage />, '/profile-skills', user);
}

const region = (name: string) => screen.getByRole('region', { name });

describe('ProfileSkillsPage sections', () => {
  it('shows the basic co-worker, specific and additional sections with their counts', () => {
    renderSkills(withSkills([generic, civil, labour]));
    expect(within(region('Collaboratore di base')).getByText('Generica')).toBeInTheDocument();
    expect(within(region('Collaboratore di base')).getByText('Diritto civile')).toBeInTheDocument();
    expect(
      within(region('Competenze specifiche')).getByText(/Utilizzate 1 di 2/),
    ).toBeInTheDocument();
    expect(
      within(region('Competenze aggiuntive')).getByRole('link', { name: 'Acquista competenze' }),
    ).toHaveAttribute('href', '/subscription?type=additional_skills');
  });

  it.each([
    ['fewer than 3 non-main skills', [generic, civil, labour, roads], 'Seleziona competenze'],
    ['3 non-main skills', [generic, roads, condo, privacy], 'Aggiungi competenze'],
  ])('reads the editor button for %s', (_case, skills, label) => {
    renderSkills(withSkills(skills, { purchased_skills: 1, is_certified: true }));
    expect(
      within(region('Competenze specifiche')).getByRole('button', { name: label }),
    ).toBeInTheDocument();
  });

  it('welcomes a user with one main skill or fewer', () => {
    renderSkills(withSkills([generic, civil]));
    expect(screen.getByText(/^Benvenuto! Scegli la tua materia principale/)).toBeInTheDocument();
  });

  it('does not welcome a user with two main skills', () => {
    renderSkills(withSkills([generic, civil, labour]));
    expect(screen.queryByText(/^Benvenuto!/)).not.toBeInTheDocument();
  });

  it('shows only the qualifications to an accountant', () => {
    renderSkills(accountant());
    expect(screen.queryByRole('region', { name: 'Competenze specifiche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Collaboratore di base' })).not.toBeInTheDocument();
    expect(region('Qualifiche descrittive')).toBeInTheDocument();
  });
});

describe('ProfileSkillsPage skill editor', () => {
  it('keeps a non-certified user to 2 specific skills and saves without a warning', async () => {
    const saved = withSkills([generic, civil, labour, family]);
    const put = serveEndpoint('put', 'users/me/', { body: saved });
    const me = serveMe(saved);
    const { user } = renderSkills(withSkills([generic, civil, labour]));
    await user.click(
      within(region('Competenze specifiche')).getByRole('button', { name: 'Seleziona competenze' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona competenze' });
    const group = await within(dialog).findByRole('group', { name: 'Competenze specifiche' });
    expect(within(group).getByRole('checkbox', { name: labour.name })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: family.name }));
    expect(within(group).getByRole('checkbox', { name: credit.name })).toBeDisabled();
    expect(within(dialog).getByText('2 di 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Competenze aggiornate!')).toBeInTheDocument();
    expect(put.bodies).toEqual([{ profile: { skills: [12, civil.id, labour.id, family.id] } }]);
    expect(me.calls).toBe(1);
  });

  it('keeps the chancellery skill of a lawyer whose toggle is on', async () => {
    const chancellor = withSkills([generic, civil, labour, chancellery], {
      profile: { is_chancellor: true },
    });
    const put = serveEndpoint('put', 'users/me/', { body: chancellor });
    serveMe(chancellor);
    const { user } = renderSkills(chancellor);
    await user.click(
      within(region('Competenze specifiche')).getByRole('button', { name: 'Seleziona competenze' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona competenze' });
    await user.click(await within(dialog).findByRole('checkbox', { name: family.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await screen.findByText('Competenze aggiornate!');
    expect(put.bodies).toEqual([
      { profile: { skills: [12, civil.id, labour.id, family.id, chancellery.id] } },
    ]);
  });

  it('warns that paid slots lock the skills until expiry, then saves', async () => {
    const certified = withSkills([generic, civil, labour, family], { is_certified: true });
    const put = serveEndpoint('put', 'users/me/', { body: certified });
    serveMe(certified);
    const { user } = renderSkills(certified);
    await user.click(
      within(region('Competenze specifiche')).getByRole('button', { name: 'Seleziona competenze' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona competenze' });
    await user.click(await within(dialog).findByRole('checkbox', { name: roads.name }));
    expect(within(dialog).getByText('3 di 4')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    const confirm = await screen.findByRole('dialog', { name: 'Modifica competenze' });
    expect(confirm).toHaveTextContent(
      "Sei sicuro di voler modificare queste competenze? Ricorda che non potrai più modificarle fino alla scadenza dell'abbonamento.",
    );
    expect(put.calls).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    await screen.findByText('Competenze aggiornate!');
    expect(put.bodies).toEqual([
      { profile: { skills: [12, civil.id, labour.id, family.id, roads.id] } },
    ]);
  });

  it('keeps saved skills while they are locked and shows until when', async () => {
    const locked = withSkills([generic, civil, labour, immigration], {
      is_certified: true,
      is_skills: true,
      purchased_skills: 2,
      skills_locked_until: '2099-03-01T12:00:00+01:00',
    });
    const { user } = renderSkills(locked);
    expect(screen.getByText(/non possono essere rimosse fino al 01\/03\/2099/)).toBeInTheDocument();
    const additional = region('Competenze aggiuntive');
    expect(within(additional).getByText(/Competenze rimanenti: 1/)).toBeInTheDocument();
    await user.click(within(additional).getByRole('button', { name: 'Seleziona competenze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona competenze' });
    const group = await within(dialog).findByRole('group', { name: 'Competenze aggiuntive' });
    expect(within(group).getByRole('checkbox', { name: immigration.name })).toBeDisabled();
    expect(within(group).getByRole('checkbox', { name: privacy.name })).toBeEnabled();
  });

  it('shows the server refusal inside the editor', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: {
        skills: [
          "Le competenze non possono essere modificate fino alla scadenza dell'abbonamento.",
        ],
      },
    });
    const { user } = renderSkills(withSkills([generic, civil, labour]));
    await user.click(
      within(region('Competenze specifiche')).getByRole('button', { name: 'Seleziona competenze' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona competenze' });
    await user.click(await within(dialog).findByRole('checkbox', { name: labour.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText(
        "Le competenze non possono essere modificate fino alla scadenza dell'abbonamento.",
      ),
    ).toBeInTheDocument();
  });
});

describe('ProfileSkillsPage basic co-worker', () => {
  it('saves the generic skill plus one main basic skill, not before one is chosen', async () => {
    const put = serveEndpoint('put', 'users/me/', {
      body: withSkills([generic, criminal, labour]),
    });
    serveMe(withSkills([generic, criminal, labour]));
    const { user } = renderSkills(withSkills([labour]));
    await user.click(
      within(region('Collaboratore di base')).getByRole('button', { name: 'Scegli materia' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Collaboratore di base' });
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: criminal.name }));
    expect(save).toBeEnabled();
    await user.click(save);
    await screen.findByText('Competenze aggiornate!');
    expect(put.bodies).toEqual([{ profile: { skills: [12, criminal.id, labour.id] } }]);
  });

  it('says so when there is no basic skill to pick', async () => {
    serveEndpoint('get', 'skills/', { body: page([labour]) });
    const { user } = renderSignedIn(<ProfileSkillsPage />, '/profile-skills', withSkills([]));
    await user.click(
      within(region('Collaboratore di base')).getByRole('button', { name: 'Scegli materia' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Collaboratore di base' });
    expect(
      await within(dialog).findByText('Non ci sono competenze per il foro selezionato.'),
    ).toBeInTheDocument();
  });
});

describe('ProfileSkillsPage descriptions', () => {
  it('lets a Gold user describe a skill', async () => {
    const gold = withSkills([generic, civil, labour], { is_gold: true });
    const post = serveEndpoint('post', `profile-skills/${labour.id}/description/`, {
      body: { id: labour.id, description: 'Vent’anni di cause.' },
    });
    serveMe(gold);
    const { user } = renderSkills(gold);
    await user.click(
      screen.getByRole('button', { name: `Modifica descrizione di ${labour.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Descrizione di ${labour.name}` });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Descrizione' }),
      'Vent’anni di cause.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Descrizione aggiornata!')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ description: 'Vent’anni di cause.' }]);
  });

  it('keeps descriptions read-only for the others', () => {
    renderSkills(withSkills([generic, civil, labour]));
    expect(screen.queryByRole('button', { name: /Modifica descrizione/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Le descrizioni delle competenze sono riservate agli utenti Gold.'),
    ).toBeInTheDocument();
  });

  it('toasts the server message when a description is refused', async () => {
    const gold = withSkills([labour], { is_gold: true });
    serveEndpoint('post', `profile-skills/${labour.id}/description/`, {
      status: 403,
      body: { detail: 'Funzione riservata agli utenti Gold.' },
    });
    const { user } = renderSkills(gold);
    await user.click(
      screen.getByRole('button', { name: `Modifica descrizione di ${labour.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Descrizione di ${labour.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Funzione riservata agli utenti Gold.')).toBeInTheDocument();
  });
});

describe('ProfileSkillsPage qualifications', () => {
  const mediation: CustomSkill = {
    id: 70,
    name: 'Mediazione familiare',
    description: null,
    payment: 9,
  };

  it('adds a qualification; Save stays disabled while the name is blank', async () => {
    serveEndpoint('get', 'autocomplete/profile-custom-skills/', {
      body: page([{ id: 1, name: 'Arbitrato' }]),
    });
    const post = serveEndpoint('post', 'profile-custom-skills/', { status: 201, body: mediation });
    serveMe(makeUser({ custom_skills_count: 1, profile: { custom_skills: [mediation] } }));
    const { user } = renderSkills(makeUser({ custom_skills_count: 1 }));
    expect(region('Qualifiche descrittive')).toHaveTextContent(
      'Qualifiche disponibili: 1, di cui libere: 1.',
    );
    await user.click(screen.getByRole('button', { name: 'Aggiungi qualifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova qualifica' });
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    const field = within(dialog).getByRole('combobox', { name: 'Qualifica' });
    await user.type(field, '   ');
    expect(save).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Mediazione familiare');
    await user.click(save);
    expect(await screen.findByText('Competenza aggiunta con successo!')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ name: 'Mediazione familiare' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(region('Qualifiche descrittive')).getByText('Mediazione familiare'),
    ).toBeInTheDocument();
  });

  it('toasts the server message and closes when the creation is refused', async () => {
    serveEndpoint('get', 'autocomplete/profile-custom-skills/', { body: page([]) });
    serveEndpoint('post', 'profile-custom-skills/', {
      status: 400,
      body: { detail: 'Hai già utilizzato tutte le qualifiche disponibili.' },
    });
    const { user } = renderSkills(makeUser({ custom_skills_count: 1 }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi qualifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova qualifica' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Qualifica' }), 'Arbitrato');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Hai già utilizzato tutte le qualifiche disponibili.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a qualification after the exact confirmation', async () => {
    const del = serveEndpoint('delete', `profile-custom-skills/${mediation.id}/`, { status: 204 });
    serveMe(makeUser({ custom_skills_count: 1 }));
    const { user } = renderSkills(
      makeUser({ custom_skills_count: 1, profile: { custom_skills: [mediation] } }),
    );
    expect(screen.getByRole('button', { name: 'Aggiungi qualifica' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Acquista qualifiche' })).toHaveAttribute(
      'href',
      '/subscription?type=qualify',
    );
    await user.click(screen.getByRole('button', { name: 'Rimuovi Mediazione familiare' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Sei sicuro di voler rimuovere questa qualifica?',
    });
    expect(confirm).toHaveTextContent(
      'Questa azione non può essere annullata. Potrai aggiungerla nuovamente in seguito.',
    );
    expect(within(confirm).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('Qualifica rimossa!')).toBeInTheDocument();
    expect(del.calls).toBe(1);
    expect(screen.getByText('Non hai ancora aggiunto qualifiche descrittive.')).toBeInTheDocument();
  });

  it('toasts the server message when the removal fails', async () => {
    serveEndpoint('delete', `profile-custom-skills/${mediation.id}/`, {
      status: 404,
      body: { detail: 'Non trovato.' },
    });
    const { user } = renderSkills(
      makeUser({ custom_skills_count: 1, profile: { custom_skills: [mediation] } }),
    );
    await user.click(screen.getByRole('button', { name: 'Rimuovi Mediazione familiare' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Sei sicuro di voler rimuovere questa qualifica?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Rimuovi' }));
    expect(await screen.findByText('Non trovato.')).toBeInTheDocument();
  });

  it('lets a Gold user describe a qualification', async () => {
    const gold = makeUser({
      is_gold: true,
      custom_skills_count: 1,
      profile: { custom_skills: [mediation] },
    });
    const post = serveEndpoint('post', `profile-custom-skills/${mediation.id}/description/`, {
      body: { ...mediation, description: 'Iscritta all’albo.' },
    });
    serveMe(gold);
    const { user } = renderSkills(gold);
    await user.click(
      screen.getByRole('button', { name: 'Modifica descrizione di Mediazione familiare' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Descrizione di Mediazione familiare',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Descrizione' }),
      'Iscritta all’albo.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Descrizione aggiornata!')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ description: 'Iscritta all’albo.' }]);
  });
});
