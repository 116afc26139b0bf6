import { recordAll } from '../testing';
import { makeUser } from '../testing/fixtures';
import {
  confirmAccount,
  createCustomSkill,
  deleteCustomSkill,
  setCustomSkillDescription,
  setSkillDescription,
} from './profile';

const QUALIFICATION = { id: 4, name: 'Mediatore familiare', description: null, payment: 7 };

describe('profile api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('confirms the account', async () => {
    const body = {
      first_name: 'Giulia',
      last_name: 'Bianchi',
      fiscal_code: 'BNCGLI85E52F205Z',
      type: 'LAWYER' as const,
    };
    const seen = recordAll(() => [makeUser(), 200]);

    expect((await confirmAccount(body)).data?.id).toBe(1);
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/users/confirm-account/',
        query: {},
        body,
        auth: 'Token tok',
      },
    ]);
  });

  it('hands back the fiscal code errors', async () => {
    const error = {
      fiscal_code: ['Non riusciamo a verificare i tuoi dati. Controlla che siano corretti.'],
    };
    recordAll(() => [error, 400]);

    const result = await confirmAccount({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      fiscal_code: 'AAAAAAAAAAAAAAAA',
      type: 'LAWYER',
    });

    expect(result).toMatchObject({ data: null, status: 400, error });
  });

  it('writes a skill description', async () => {
    const seen = recordAll(() => [{ id: 3, description: 'Dal 2010.' }, 200]);

    expect((await setSkillDescription(3, 'Dal 2010.')).data).toEqual({
      id: 3,
      description: 'Dal 2010.',
    });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/profile-skills/3/description/', { description: 'Dal 2010.' }],
    ]);
  });

  it('hands back the 403 for non-gold users', async () => {
    recordAll(() => [{ detail: 'Non hai il permesso di eseguire questa azione.' }, 403]);

    expect((await setSkillDescription(3, 'x')).status).toBe(403);
  });

  it('creates, describes and deletes a qualification', async () => {
    const seen = recordAll((method) => {
      if (method === 'DELETE') return [null, 204];
      return [QUALIFICATION, method === 'POST' ? 201 : 200];
    });

    expect(await createCustomSkill('Mediatore familiare')).toMatchObject({
      status: 201,
      data: QUALIFICATION,
    });
    await setCustomSkillDescription(4, 'Iscritta dal 2015.');
    expect(await deleteCustomSkill(4)).toMatchObject({ status: 204, error: null });
    expect(seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/api/profile-custom-skills/', { name: 'Mediatore familiare' }],
      ['POST', '/api/profile-custom-skills/4/description/', { description: 'Iscritta dal 2015.' }],
      ['DELETE', '/api/profile-custom-skills/4/', undefined],
    ]);
  });

  it('hands back the no-free-slot refusal', async () => {
    const error = { detail: 'Hai già utilizzato tutte le qualifiche disponibili.' };
    recordAll(() => [error, 400]);

    expect((await createCustomSkill('Curatore')).error).toEqual(error);
  });
});
