import { recordAll } from '../testing';
import { makeDashboard } from '../testing/dashboard-fixtures';
import { closeDashboardCard, getDashboard } from './dashboard';

describe('dashboard api', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));

  it('reads the dashboard with the token', async () => {
    const dashboard = makeDashboard();
    const seen = recordAll(() => [dashboard, 200]);

    const result = await getDashboard();

    expect(result.data).toEqual(dashboard);
    expect(seen).toEqual([
      { method: 'GET', path: '/api/dashboard/', query: {}, body: undefined, auth: 'Token tok' },
    ]);
  });

  it('closes a card with DELETE cards/{id}/', async () => {
    const seen = recordAll(() => [null, 204]);

    const result = await closeDashboardCard(4);

    expect(result).toMatchObject({ status: 204, error: null });
    expect(seen.map(({ method, path, auth }) => [method, path, auth])).toEqual([
      ['DELETE', '/api/cards/4/', 'Token tok'],
    ]);
  });

  it('hands back the 404 of a card that is not there', async () => {
    recordAll(() => [{ detail: 'Non trovato.' }, 404]);

    expect(await closeDashboardCard(99)).toMatchObject({
      data: null,
      status: 404,
      error: { detail: 'Non trovato.' },
    });
  });
});
