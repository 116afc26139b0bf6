import { act, renderHook } from '@testing-library/react';
import { HttpResponse, apiUrl, http, makeUser, server } from '../testing';
import { useSession } from './use-session';

describe('useSession', () => {
  it('logs in, exposes the user and logs out', async () => {
    const user = makeUser();
    server.use(http.get(apiUrl('users/me/'), () => HttpResponse.json(user)));
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ token: null, user: null, isAuthenticated: false });

    await act(() => result.current.login('key-1'));

    expect(result.current).toMatchObject({
      token: 'key-1',
      user,
      isAuthenticated: true,
      loading: false,
    });

    act(() => result.current.logout());

    expect(result.current).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('reloads the user', async () => {
    localStorage.setItem('auth_token', 'k');
    server.use(
      http.get(apiUrl('users/me/'), () => HttpResponse.json(makeUser({ first_name: 'Marco' }))),
    );
    const { result } = renderHook(() => useSession());

    await act(() => result.current.reloadUser());

    expect(result.current.user?.first_name).toBe('Marco');
  });
});
