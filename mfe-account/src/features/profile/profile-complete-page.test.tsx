import { screen, waitFor, within } from '@testing-library/react';
import {
  makeCity,
  makeUser,
  serveEndpoint,
  serveMe,
  servePaymentTypesInfo,
  typeInPickerField,
} from '@colleghi/shared/testing';
import type { User } from '@colleghi/api-contract';
import { ProfileCompletePage } from './profile-complete-page';
import {
  accountant,
  civil,
  coaRoma,
  condo,
  criminal,
  family,
  labour,
  makeLawfirm,
  pickableSkills,
  roads,
} from './testing/fixtures';
import { page, serveSkills } from './testing/handlers';
import { renderSignedIn } from './testing/render';

/** Just signed up: name, phone and city only. */
const newcomer = makeUser({
  id: 7,
  created_at: '2026-11-20T09:30:00+01:00',
  birth_date: null,
  fiscal_code: null,
  profile: {
    is_complete: false,
    pec: null,
    vat: null,
    register_number: null,
    coa_office: null,
    lawfirm: null,
  },
});

const milano = makeCity();

/** Every wizard field already filled: Next goes straight to step 5. */
const completeDraftUser = makeUser({
  ...newcomer,
  birth_date: '1985-05-12',
  fiscal_code: 'BNCGLI85E52F205Z',
  profile: {
    ...newcomer.profile,
    skills: [labour],
    vat: '12345678901',
    pec: 'giulia@pec.it',
    register_number: 'A123',
    coa_office: coaRoma,
    lawfirm: makeLawfirm({ city: milano }),
  },
});

function renderWizard(user: User = newcomer) {
  serveSkills(pickableSkills);
  return renderSignedIn(<ProfileCompletePage />, '/profile-complete', user);
}

type Actor = ReturnType<typeof renderWizard>['user'];

const next = () => screen.getByRole('button', { name: 'Avanti' });
const progress = () => screen.getByRole('progressbar', { name: 'Avanzamento del profilo' });

async function pickOption(user: Actor, label: string, search: string, option: string) {
  const box = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await user.type(box, search);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillIdentity(user: Actor) {
  // Day, month by its first letters, year: the field's own order.
  await typeInPickerField(
    user,
    screen.getByRole('group', { name: /^Data di nascita/ }),
    '12mag1985',
  );
  await user.type(screen.getByRole('textbox', { name: /^Codice fiscale/ }), 'bncgli85e52f205z');
}

async function fillProfessional(user: Actor) {
  const offices = serveEndpoint('get', 'offices/', { body: page([coaRoma]) });
  await user.type(screen.getByRole('textbox', { name: /^Partita IVA/ }), '12345678901');
  await user.type(screen.getByRole('textbox', { name: /^PEC/ }), 'giulia@pec.it');
  await user.type(screen.getByRole('textbox', { name: /^Numero di iscrizione/ }), 'A123');
  await pickOption(user, "Consiglio dell'Ordine", 'Roma', coaRoma.name);
  return offices;
}

async function fillLawfirm(user: Actor) {
  serveEndpoint('get', 'cities/', { body: page([milano]) });
  await user.type(screen.getByRole('textbox', { name: /^Nome dello studio/ }), 'Studio Bianchi');
  await user.type(screen.getByRole('textbox', { name: /^Indirizzo/ }), 'Via Roma 1');
  await pickOption(user, 'Comune dello studio', 'Mil', 'Milano (MI)');
  await user.type(screen.getByRole('textbox', { name: /^Telefono/ }), '02123456');
  await user.type(screen.getByRole('textbox', { name: /^Fax/ }), '02123457');
}

describe('ProfileCompletePage', () => {
  it('shows the profile instead when the profile is already complete', async () => {
    servePaymentTypesInfo([]);
    renderSignedIn(<ProfileCompletePage />, '/profile-complete', makeUser());
    expect(screen.getByRole('heading', { level: 1, name: 'Profilo' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('walks the six steps, saves on step 5 and offers the certification on step 6', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const put = serveEndpoint('put', 'users/me/', { body: { ...newcomer } });
    const me = serveMe(
      makeUser({ ...newcomer, profile: { ...newcomer.profile, is_complete: true } }),
    );
    const { user, location } = renderWizard();

    // 1: picture, optional.
    expect(screen.getByText('Passaggio 1 di 6')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '17');
    expect(screen.getByRole('heading', { name: 'Foto profilo' })).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Foto profilo'),
      new File(['png'], 'io.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Foto profilo attuale' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(next());

    // 2: at least one skill, at most two.
    expect(screen.getByText('Passaggio 2 di 6')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '33');
    const specific = await screen.findByRole('group', { name: 'Competenze specifiche' });
    expect(next()).toBeDisabled();
    await user.click(within(specific).getByRole('checkbox', { name: labour.name }));
    expect(next()).toBeEnabled();
    await user.click(within(specific).getByRole('checkbox', { name: family.name }));
    expect(within(specific).getByRole('checkbox', { name: roads.name })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: civil.name })).toBeDisabled();
    await user.click(next());

    // 3: birth date and fiscal code.
    expect(
      screen.getByRole('heading', { name: 'Data di nascita e codice fiscale' }),
    ).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await fillIdentity(user);
    expect(screen.getByRole('textbox', { name: /^Codice fiscale/ })).toHaveValue(
      'BNCGLI85E52F205Z',
    );
    expect(next()).toBeEnabled();
    await user.click(next());

    // 4: professional data with a valid PEC.
    expect(screen.getByRole('heading', { name: 'Dati professionali' })).toBeInTheDocument();
    const offices = await fillProfessional(user);
    // Lawyers search their bar council.
    expect(offices.queries[offices.queries.length - 1].get('is_coa')).toBe('true');
    expect(next()).toBeEnabled();
    const pec = screen.getByRole('textbox', { name: /^PEC/ });
    await user.clear(pec);
    await user.type(pec, 'giulia@pec');
    expect(next()).toBeDisabled();
    expect(pec).toHaveAccessibleDescription('E-mail non valida');
    await user.type(pec, '.it');
    await user.click(next());

    // 5: law firm; the button saves.
    expect(screen.getByText('Passaggio 5 di 6')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    await fillLawfirm(user);
    expect(screen.getByRole('textbox', { name: /^CAP/ })).toHaveValue('20121');
    await user.click(save);

    // 6: the certification offer.
    expect(
      await screen.findByRole('heading', { name: 'Certifica il tuo profilo' }),
    ).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText('Dati del profilo aggiornati!')).toBeInTheDocument();
    expect(me.calls).toBe(1);
    const body = put.bodies[0] as { profile: Record<string, unknown> };
    expect(body).toMatchObject({
      birth_date: '1985-05-12',
      fiscal_code: 'BNCGLI85E52F205Z',
      profile: {
        skills: [labour.id, family.id],
        vat: '12345678901',
        pec: 'giulia@pec.it',
        register_number: 'A123',
        coa_office: coaRoma.id,
        lawfirm: {
          name: 'Studio Bianchi',
          address: 'Via Roma 1',
          city: milano.id,
          zip: '20121',
          phone: '02123456',
          fax: '02123457',
        },
      },
    });
    expect(body.profile.picture).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: 'Certifica il profilo' }));
    expect(open).toHaveBeenCalledWith(
      `http://localhost:8000/web/payments/collect/${btoa('7')}/${btoa('2026-11-20T09:30:00+01:00')}/`,
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(location().pathname).toBe('/profile');
    open.mockRestore();
  });

  it('lets a certified user pick four skills, the main basic one at most once', async () => {
    const { user } = renderWizard(makeUser({ ...newcomer, is_certified: true }));
    await user.click(next());
    const basic = await screen.findByRole('group', { name: 'Materia principale' });
    await user.click(within(basic).getByRole('checkbox', { name: civil.name }));
    expect(within(basic).getByRole('checkbox', { name: criminal.name })).toBeDisabled();
    const specific = screen.getByRole('group', { name: 'Competenze specifiche' });
    for (const skill of [labour, family, roads]) {
      await user.click(within(specific).getByRole('checkbox', { name: skill.name }));
    }
    expect(within(specific).getByRole('checkbox', { name: condo.name })).toBeDisabled();
    expect(screen.getByText(/Selezionate: 4 di 4/)).toBeInTheDocument();
  });

  it('goes back to the step of a server error and keeps Next disabled until it is fixed', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: { fiscal_code: ['Codice fiscale non valido.'] },
    });
    const { user } = renderWizard(completeDraftUser);
    for (let step = 1; step < 5; step += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const fiscal = await screen.findByRole('textbox', { name: /^Codice fiscale/ });
    expect(screen.getByText('Passaggio 3 di 6')).toBeInTheDocument();
    expect(fiscal).toHaveAccessibleDescription('Codice fiscale non valido.');
    expect(next()).toBeDisabled();
    await user.clear(fiscal);
    await user.type(fiscal, 'BNCGLI85E52F205Y');
    expect(next()).toBeEnabled();
  });

  it('goes back to the skills step when the server refuses the skills', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: { skills: ['Puoi selezionare al massimo 2 competenze specifiche.'] },
    });
    const { user } = renderWizard(completeDraftUser);
    for (let step = 1; step < 5; step += 1) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Puoi selezionare al massimo 2 competenze specifiche.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passaggio 2 di 6')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    const specific = await screen.findByRole('group', { name: 'Competenze specifiche' });
    await user.click(within(specific).getByRole('checkbox', { name: family.name }));
    expect(next()).toBeEnabled();
  });

  it('asks no skills of an accountant and searches tax courts for the office', async () => {
    const offices = serveEndpoint('get', 'offices/', { body: page([]) });
    const { user } = renderWizard(
      accountant({ birth_date: null, fiscal_code: null, profile: { is_complete: false } }),
    );
    await user.click(next());
    expect(screen.getByText(/non devi scegliere competenze/)).toBeInTheDocument();
    expect(next()).toBeEnabled();
    await user.click(next());
    await fillIdentity(user);
    await user.click(next());
    await user.type(screen.getByRole('combobox', { name: /^Ufficio di riferimento/ }), 'Mil');
    await waitFor(() =>
      expect(offices.queries.map((query) => query.get('search'))).toContain('Mil'),
    );
    for (const query of offices.queries) {
      expect(query.get('role')).toBe('accountant');
      expect(query.get('office_type')).toBe('TAX_COURT');
    }
  });
});
