import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, serveEndpoint, serveMe, typeInPickerField } from '@colleghi/shared/testing';
import { DATE_INVALID } from '@colleghi/shared/ui';
import type { User } from '@colleghi/api-contract';
import { ProfileEditPage } from './profile-edit-page';
import { accountant, makeLawfirm } from './testing/fixtures';
import { renderSignedIn } from './testing/render';

const giulia = makeUser({
  profile: {
    lawfirm: makeLawfirm({ fax: '' }),
  },
});

function renderEdit(user: User = giulia) {
  return renderSignedIn(<ProfileEditPage />, '/profile-edit', user);
}

const birthDate = () => screen.getByRole('group', { name: 'Data di nascita' });
const shownBirthDate = () =>
  within(birthDate())
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ProfileEditPage role', () => {
  it('lets lawyers pick any lawyer role but not the accountant one', () => {
    renderEdit();
    expect(options(screen.getByRole('combobox', { name: 'Ruolo' }))).toEqual([
      'Avvocato',
      'Avvocato stabilito',
      'Praticante avvocato',
      'Praticante avvocato abilitato',
    ]);
  });

  it('gives accountants only their role, without the lawyer field', () => {
    renderEdit(accountant());
    expect(options(screen.getByRole('combobox', { name: 'Ruolo' }))).toEqual(['Commercialista']);
    expect(screen.queryByRole('textbox', { name: 'Avvocato titolare' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ufficio di riferimento' })).toBeInTheDocument();
  });
});

describe('ProfileEditPage birth date', () => {
  it('shows the saved date as day, Italian month name and year', () => {
    renderEdit();
    expect(shownBirthDate()).toEqual(['12', 'maggio', '1985']);
  });

  it.each(['07mar1980', '07marzo1980', '7/3/1980'])(
    'reads %p typed in the field as 7 March 1980 and saves 1980-03-07',
    async (typed) => {
      const put = serveEndpoint('put', 'users/me/', { body: giulia });
      serveMe(giulia);
      const { user } = renderEdit();
      await typeInPickerField(user, birthDate(), typed);
      expect(shownBirthDate()).toEqual(['07', 'marzo', '1980']);
      await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
      await screen.findByText('Profilo aggiornato con successo!');
      expect(put.bodies[0]).toMatchObject({ birth_date: '1980-03-07' });
    },
  );

  it('says when a typed date does not exist', async () => {
    const { user } = renderEdit();
    await typeInPickerField(user, birthDate(), '31feb1985');
    expect(shownBirthDate()).toEqual(['31', 'febbraio', '1985']);
    expect(birthDate()).toHaveAccessibleDescription(DATE_INVALID);
    await typeInPickerField(user, birthDate(), '31mar1985');
    expect(birthDate()).not.toHaveAccessibleDescription(DATE_INVALID);
  });

  it('says an invalid fiscal code once the field is left, then as the user types', async () => {
    const { user } = renderEdit();
    const fiscal = screen.getByRole('textbox', { name: 'Codice fiscale' });
    await user.clear(fiscal);
    await user.type(fiscal, 'BNCGLI85E52');
    expect(screen.queryByText('Codice Fiscale non valida')).not.toBeInTheDocument();
    await user.tab();
    expect(fiscal).toHaveAccessibleDescription('Codice Fiscale non valida');
    await user.type(fiscal, 'F205Z');
    expect(fiscal).toHaveValue('BNCGLI85E52F205Z');
    expect(screen.queryByText('Codice Fiscale non valida')).not.toBeInTheDocument();
  });

  it('clears the birth date when the year is incomplete', async () => {
    const put = serveEndpoint('put', 'users/me/', { body: giulia });
    serveMe(giulia);
    const { user } = renderEdit();
    await user.click(within(birthDate()).getByRole('spinbutton', { name: 'Anno' }));
    await user.keyboard('{Backspace}');
    expect(shownBirthDate()).toEqual(['12', 'maggio', 'aaaa']);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByText('Profilo aggiornato con successo!');
    expect(put.bodies[0]).toMatchObject({ birth_date: null });
  });

  it('shows the server message under the field until the date is changed', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: { birth_date: ['Data di nascita non valida.'] },
    });
    const { user } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() =>
      expect(birthDate()).toHaveAccessibleDescription('Data di nascita non valida.'),
    );
    await typeInPickerField(user, birthDate(), '13mag1985');
    expect(birthDate()).not.toHaveAccessibleDescription('Data di nascita non valida.');
  });
});

describe('ProfileEditPage save', () => {
  it('sends the whole form with empty texts as null, reloads the user and goes to /profile', async () => {
    const put = serveEndpoint('put', 'users/me/', { body: giulia });
    const me = serveMe(giulia);
    const { user, location } = renderEdit();
    await user.clear(screen.getByRole('textbox', { name: 'Partita IVA' }));
    const fiscal = screen.getByRole('textbox', { name: 'Codice fiscale' });
    await user.clear(fiscal);
    await user.type(fiscal, 'bncgli85e52f205z');
    expect(fiscal).toHaveValue('BNCGLI85E52F205Z');
    await user.click(screen.getByRole('checkbox', { name: 'Cassazionista' }));
    await user.type(screen.getByRole('textbox', { name: 'Avvocato titolare' }), '  ');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Profilo aggiornato con successo!')).toBeInTheDocument();
    expect(put.bodies).toEqual([
      {
        first_name: 'Giulia',
        last_name: 'Bianchi',
        phone: '3331234567',
        birth_date: '1985-05-12',
        fiscal_code: 'BNCGLI85E52F205Z',
        profile: {
          type: 'LAWYER',
          city: 1,
          vat: null,
          pec: 'giulia.bianchi@pec.it',
          register_number: 'A12345',
          coa_office: null,
          is_cassationist: true,
          is_auditor: false,
          is_sales_delegate: false,
          is_statutory_auditor: false,
          is_civil_and_commercial_mediator: false,
          is_over_indebtedness_crises: false,
          is_corporate_crisis_manager: false,
          lawfirm: {
            name: 'Studio Bianchi',
            lawyer: null,
            address: 'Via Roma 1',
            city: null,
            zip: '20121',
            phone: '02123456',
            fax: null,
          },
        },
      },
    ]);
    expect(me.calls).toBe(1);
    await waitFor(() => expect(location().pathname).toBe('/profile'));
  });

  it.each([
    ['first_name', { first_name: ['Nome non valido.'] }, 'Nome'],
    ['last_name', { last_name: ['Cognome non valido.'] }, 'Cognome'],
    ['email', { email: ['E-mail già in uso.'] }, 'E-mail'],
    ['phone', { phone: ['Numero di cellulare non valido.'] }, 'Cellulare'],
    ['fiscal_code', { fiscal_code: ['Codice fiscale non valido.'] }, 'Codice fiscale'],
    ['vat', { profile: { vat: ['Partita IVA non valida.'] } }, 'Partita IVA'],
    ['pec', { profile: { pec: ['Inserisci un indirizzo e-mail valido.'] } }, 'PEC'],
    [
      'register_number',
      { profile: { register_number: ['Numero non valido.'] } },
      "Numero di iscrizione all'albo",
    ],
    [
      'law firm name',
      { profile: { lawfirm: { name: ['Nome troppo lungo.'] } } },
      'Nome dello studio',
    ],
    [
      'description',
      { profile: { lawfirm: { description: ['Riservata agli utenti Gold.'] } } },
      'Descrizione dello studio',
    ],
    ['lawyer', { profile: { lawfirm: { lawyer: ['Nome troppo lungo.'] } } }, 'Avvocato titolare'],
    ['address', { profile: { lawfirm: { address: ['Indirizzo non valido.'] } } }, 'Indirizzo'],
    [
      'firm phone',
      { profile: { lawfirm: { phone: ['Numero di telefono non valido.'] } } },
      'Telefono',
    ],
    ['fax', { profile: { lawfirm: { fax: ['Numero di telefono non valido.'] } } }, 'Fax'],
  ])(
    'shows the %s error under its field and blocks saving until it is edited',
    async (_key, body, label) => {
      serveEndpoint('put', 'users/me/', { status: 400, body });
      const { user } = renderEdit();
      const save = screen.getByRole('button', { name: 'Salva modifiche' });
      await user.click(save);
      const message = Object.values(JSON.parse(JSON.stringify(body)) as object).flatMap(
        function flat(v: unknown): string[] {
          if (Array.isArray(v)) return v as string[];
          return Object.values(v as object).flatMap(flat);
        },
      )[0];
      const field = await screen.findByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(save).toBeDisabled();
      if (field.hasAttribute('readonly')) return;
      // Any edit of the field: emptying a filled one, typing in an empty one.
      if ((field as HTMLInputElement).value) await user.clear(field);
      else await user.type(field, 'x');
      expect(field).not.toHaveAccessibleDescription(message);
      expect(save).toBeEnabled();
    },
  );

  it('shows the COA office error under the office search', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: { profile: { coa_office: ["Seleziona un ufficio dall'elenco."] } },
    });
    const { user } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(
      await screen.findByRole('combobox', { name: "Consiglio dell'Ordine" }),
    ).toHaveAccessibleDescription("Seleziona un ufficio dall'elenco.");
  });

  it('keeps messages of no field in an alert', async () => {
    serveEndpoint('put', 'users/me/', {
      status: 400,
      body: {
        non_field_errors: ['Token non valido.'],
        profile: { lawfirm: { city2: ['Il secondo comune si cambia dalla sua pagina.'] } },
      },
    });
    const { user } = renderEdit();
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Token non valido.');
    expect(alert).toHaveTextContent('Il secondo comune si cambia dalla sua pagina.');
    // Nothing the user could fix on this form blocks the next attempt.
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeEnabled();
  });
});

describe('ProfileEditPage picture and description', () => {
  it('shows a picked image as a data URL and sends it', async () => {
    const put = serveEndpoint('put', 'users/me/', { body: giulia });
    serveMe(giulia);
    const { user } = renderEdit();
    const file = new File(['png-bytes'], 'foto.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Foto profilo'), file);
    const img = await screen.findByRole('img', { name: 'Foto profilo attuale' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByText('Profilo aggiornato con successo!');
    expect((put.bodies[0] as { profile: { picture: string } }).profile.picture).toMatch(
      /^data:image\/png;base64,/,
    );
  });

  it('refuses a file that is not an image', async () => {
    const { user } = renderSignedIn(<ProfileEditPage />, '/profile-edit', giulia);
    const input = screen.getByLabelText('Foto profilo');
    // accept="image/*" would filter it in the picker; a drop can still bring one.
    await userUploadIgnoringAccept(
      user,
      input,
      new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Seleziona un file immagine.')).toBeInTheDocument();
  });

  it('lets only Gold users write the firm description', async () => {
    renderEdit();
    expect(screen.getByRole('textbox', { name: 'Descrizione dello studio' })).toHaveAttribute(
      'readonly',
    );
  });

  it('sends the firm description of a Gold user', async () => {
    const gold = makeUser({ ...giulia, is_gold: true });
    const put = serveEndpoint('put', 'users/me/', { body: gold });
    serveMe(gold);
    const { user } = renderEdit(gold);
    await user.type(screen.getByRole('textbox', { name: 'Descrizione dello studio' }), 'Dal 1990.');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByText('Profilo aggiornato con successo!');
    expect(put.bodies[0]).toMatchObject({ profile: { lawfirm: { description: 'Dal 1990.' } } });
  });
});

describe('ProfileEditPage password', () => {
  it('shows new_password2 errors under the confirmation and blocks until edited', async () => {
    serveEndpoint('post', 'auth/password/change/', {
      status: 400,
      body: { new_password2: ['Le due password non coincidono.'] },
    });
    const { user } = renderEdit();
    const form = screen.getByRole('form', { name: 'Cambia password' });
    await user.type(within(form).getByLabelText('Nuova password'), 'segreta123');
    await user.type(within(form).getByLabelText('Conferma nuova password'), 'segreta124');
    const submit = within(form).getByRole('button', { name: 'Aggiorna password' });
    await user.click(submit);
    const confirm = within(form).getByLabelText('Conferma nuova password');
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Le due password non coincidono.'),
    );
    expect(submit).toBeDisabled();
    await user.type(confirm, 'x');
    expect(submit).toBeEnabled();
  });

  it('changes the password', async () => {
    const post = serveEndpoint('post', 'auth/password/change/', {
      body: { detail: 'La nuova password è stata salvata.' },
    });
    const { user } = renderEdit();
    const form = screen.getByRole('form', { name: 'Cambia password' });
    await user.type(within(form).getByLabelText('Nuova password'), 'segreta123');
    await user.type(within(form).getByLabelText('Conferma nuova password'), 'segreta123');
    await user.click(within(form).getByRole('button', { name: 'Aggiorna password' }));
    expect(await screen.findByText('La nuova password è stata salvata.')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ new_password1: 'segreta123', new_password2: 'segreta123' }]);
  });
});

async function userUploadIgnoringAccept(
  user: ReturnType<typeof renderEdit>['user'],
  input: HTMLElement,
  file: File,
) {
  input.removeAttribute('accept');
  await user.upload(input, file);
}
